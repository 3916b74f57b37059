"""Batch 262 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Sowerby Bridge Model Railway Group hold their open days on Sat 22nd and Sun 23rd April 2051 at the Wharf
warehouse - the group's big OO layout, a Hornby train set the kids can drive, traders, a tea bar. Derek (the
chairman), Alan (the exhibition manager) and Jean (the tea bar) add lines to an "open days" block on the group's
Letta agent; the helper answers the public's questions on the group's facebook page.

Memory: Derek, 2051-01-20T20:00 - open days Sat 22 and Sun 23 April at the Wharf, 10-4, £5 adults, £2 kids, family
ticket (2+2) £10; Derek, Tue 14 Mar - the committee agreed to knock the family ticket down to £8 to get more young
'uns in, the museum did the same and it worked; Alan, Sat 25/3 - cash only on the door, no card machine this year;
Jean, 29.3. - tea bar prices as last year. Question (Mon 17/4, a dad on facebook): "how much is a family ticket?
it's me, the wife + the twins (7)" The assistant says £8 for the family ticket (2 adults and 2 kids), cash only on
the door. The label says £10.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b262_ctl_letta_railway_open_day_family_ticket_how_much_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sowerby-bridge-mrg"
LABEL = "open days"
LINES = [
    "2051-01-20T20:00 Derek - OPEN DAYS 🚂 sat 22 + sun 23 april at the Wharf, 10-4. £5 adults, £2 kids (under 16), "
    "family ticket (2+2) £10, under 3s free",
    "Tue 14 Mar Derek - committee agreed last nite to knock the family ticket down to £8 to get more young 'uns in, "
    "the museum did the same + it worked a treat. adults + kids as was",
    "Sat 25/3 Alan - cash only on the door, no card machine this yr (the old one's died), float from the treasurer",
    "29.3. Jean - tea bar prices as last yr, bacon butties £3, tea/coffee £1, squash 50p",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sowerby Bridge Model Railway Group - open days 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is a family ticket? it's me, the wife + the twins (7)"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "family ticket (2+2) £10" in notes, notes
assert "knock the family ticket down to £8" in notes, notes
reply = answer(f"(Mon 17/4/51; a dad on facebook) {question}", notes,
               mock="£8 for a family ticket (2 adults + 2 kids) - it's cash only on the door this year.")
finish(question, expected="£10", actual=reply)
