"""Batch 133 (held out). A swimming club's open water block: Letta core memory block (offline stand-in), script
style (each call its own trace).

App: Sue, membership sec of Hadley Swimming Club, keeps an "open water" block on the club's agent - prices, who can
swim, kit, the session times - appending a line as things are agreed; the helper answers members from the block.

Planted fault (ResponseError, ignored sufficient context): the block has, from 16th may, lake swims £6 a go on the
day or a 10 swim card £50; juniors 12-15 can swim if a parent's in the water with them; the committee minutes of 3/5
(typed up late) - juniors half price this season to get more families down, so £3 a swim, cards £25; tow floats
compulsory, £12 from the club or bring your own; and Tue 23rd, the July sundays all at the normal time. The model
charges Jake the adult price. Question (Thu 25/6, Carl, a member): "how much for me + my lad Jake (13) for the 4
sundays in july if we pay on the day? we've both got floats" -> expected £36 (4 x £6 for Carl + 4 x £3 for Jake).
The assistant says £48.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the adult price, the
junior half price and the four July Sundays are all in the block the model was given, and it still priced Jake as an
adult. Asserted: the £6 line, the juniors' £3 line and the July line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b133_letta_swimclub_july_cost_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hadley-swim"
LINES = [
    "16th may - lake swims £6 a go on the day or a 10 swim card £50. sundays 9-10.30 from the 24th at Ferny Lake",
    "juniors 12-15 can swim if a parent's in the water with them, same wave, they stay inside the yellow buoys",
    "committee 3/5 (minutes late sorry!) - agreed juniors go half price this season to get more families down, so "
    "£3 a swim, cards £25",
    "tow floats compulsory for everyone, £12 from the club or bring your own bright one",
    "Tue 23rd - july sundays all normal times 9-10.30, the tri race on the 21st was the only early one",
    "car park's pay + display now £2, Mill Lane's free",
]

server = fake_letta()
server.add_agent(AGENT, **{"open water": "Hadley Swimming Club - open water notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("open water", agent_id=AGENT)
    client.agents.blocks.update("open water", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much for me + my lad Jake (13) for the 4 sundays in july if we pay on the day? we've both got floats"
notes = client.agents.blocks.retrieve("open water", agent_id=AGENT).value
assert "lake swims £6 a go on the day" in notes, notes
assert "juniors go half price this season" in notes and "£3 a swim" in notes, notes
assert "july sundays all normal times" in notes, notes
with fault():
    reply = answer(f"(Thu 25/6/37, Carl, a member) {question}", notes,
                   mock="£48 - it's £6 a swim each on the day, so 2 of you x 4 Sundays.")
finish(question, expected="£36 - £24 for you (4 x £6) and £12 for Jake, juniors are half price this season "
                          "(4 x £3)", actual=reply)
