"""Batch 264 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Wharfe Valley Brew Co. run a taproom at the brewery with a monthly "meet the maker" night. Beth (events) and Sam
(bar manager) add lines to an "events" block on the taproom's Letta agent; the helper answers customers' questions
from it.

Memory: Beth, 2051-04-03T16:00 - BEER + CHEESE night Thurs 27th April, 7pm, 5 beers and 5 cheeses with Hannah from
the Cheese Hamlet, £25 a ticket, 30 max; Sam, 10/4 - 12 sold; Beth, Tue 18th Apr - Hannah's had to put her prices
up (the Comté alone's gone up loads), so tickets are £28 from now on, the 12 already sold stay at £25 obvs, changed
on the website; Sam, 21/4 - 19 sold, 11 left. Question (Sat 22/4, a customer at the bar, via Sam): "how much is a
ticket for the beer + cheese thing? want 2, me + the wife" The assistant says £28 each (£56 for the two; the £25
was before Hannah's prices went up). The label says £25.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b264_ctl_letta_brewery_beer_cheese_ticket_price_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wharfe-valley-taproom"
LABEL = "events"
LINES = [
    "2051-04-03T16:00 Beth - BEER + CHEESE night 🧀🍺 thurs 27th april, 7pm, 5 beers x 5 cheeses w/ Hannah from the "
    "Cheese Hamlet. £25 a ticket, 30 max, behind the bar or on the website",
    "10/4 Sam - 12 sold for the cheese night, mostly regulars. also the IPA's on the handpull from mon",
    "Tue 18th Apr Beth - Hannah's had to put her prices up (the Comté alone's gone up loads 😬) so tickets are £28 "
    "from now on, the 12 already sold stay at £25 obvs. I've changed it on the website",
    "21/4 Sam - 19 sold, 11 left. Hannah's bringing crackers + chutney, we do the beer flights",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Wharfe Valley Brew Co. taproom - events 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is a ticket for the beer + cheese thing? want 2, me + the wife"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£25 a ticket, 30 max" in notes, notes
assert "so tickets are £28 from now on, the 12 already sold stay at £25" in notes, notes
reply = answer(f"(Sat 22/4/51; a customer at the bar, via Sam) {question}", notes,
               mock="£28 each now, so £56 for the two of you - there are still 11 left for Thursday 27th at 7.")
finish(question, expected="£25", actual=reply)
