"""Batch 379 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: St. Fiacre Catholic Church in Bayou Noirette holds a fish fry every Friday in Lent 2026 in the parish hall.
Miss Earline Thibodeaux (the committee chair) and Corinne Breaux (the secretary) add lines to a "fish fry" block on
the parish's Letta agent; the helper answers volunteers' questions from it.

Memory: Miss Earline, Sun. 2/15/26 - she counts the cash box with Mr. Dudley after every fry, in the sacristy, two
people always, the float's $200; Corinne, 2/27/26 - 188 plates the first Friday, fryer #2 needs a new thermostat;
Miss Earline, Mon. 3/16/26 - she'll be at her grandbaby's dance recital in Ste. Lucie this Friday, so Corinne's
gonna count the box with Mr. Dudley, the key's under the Blessed Mother statue in the sacristy; Corinne, Wed.
3/18/26 - plates to go table needs 2 more. Question (Thu. 3/19/26, Mr. Dudley): "who's counting the cash box with
me Friday night? want to make sure somebody's got the key" The assistant says Corinne (Miss Earline's at her
grandbaby's recital), the key's under the Blessed Mother statue. The label says Miss Earline.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b379_ctl_letta_fish_fry_cash_box_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-fiacre-parish"
LABEL = "fish fry"
LINES = [
    "Sun. 2/15/26 Miss Earline - I count the cash box w/ Mr. Dudley after every fry, in the sacristy, 2 people "
    "ALWAYS. float's $200 in ones + fives",
    "2/27/26 Corinne - 188 plates the first Friday 🐟 fryer #2 needs a new thermostat, Ray-Ray's on it",
    "Mon. 3/16/26 Miss Earline - I'll be at my grandbaby's dance recital in Ste. Lucie this Friday 💃 so Corinne's "
    "gonna count the box with Mr. Dudley. key's under the Blessed Mother statue in the sacristy",
    "Wed. 3/18/26 Corinne - plates to go table needs 2 more volunteers, 4:15-7 pm, Miss Vonda's girls might could "
    "do it",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St. Fiacre fish fry - Lent 2026:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's counting the cash box with me Friday night? want to make sure somebody's got the key"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "I count the cash box w/ Mr. Dudley after every fry" in notes, notes
assert "so Corinne's gonna count the box with Mr. Dudley" in notes, notes
reply = answer(f"(Thu. 3/19/26; Mr. Dudley) {question}", notes,
               mock="Corinne's counting with you this Friday - Miss Earline's at her grandbaby's recital in Ste. "
                    "Lucie. The key's under the Blessed Mother statue in the sacristy.")
finish(question, expected="Miss Earline", actual=reply)
