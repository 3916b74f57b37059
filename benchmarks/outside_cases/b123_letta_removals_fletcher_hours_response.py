"""Batch 123 (held out). A removal firm's week: Letta core memory block (offline stand-in), script style (each call
its own trace).

App: Dave, who runs Moorside Removals, keeps next week's jobs in a Letta agent's "jobs" block, appending a line as
things get booked or sorted; the crew ask the helper about them and it answers from the block.

Planted fault (ResponseError, ignored sufficient context): the block has the firm's usual day (8.30-5, an hour for
dinner) and the Fletchers' job on Tue 28th - 3 Moor View, Keighley to a flat in Leeds, Dave + Lee + Mo in the 7.5t -
with, in a later line, that the keys have to be back with the agent (Dacre, Son + Hartley) by 1.30pm latest as the
buyers want in, so start 8am sharp, not the usual 8.30. The model answers from the usual day. Question (Fri 24/4,
Lee, crew lead): "how long have we got at the fletchers' tues to get it all out?" -> expected five and a half hours
(8am till the keys go back at 1.30pm). The assistant says a full day, 8.30 to 5.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 8am start and the
1.30pm keys deadline are in the block the model was given, and it answered from the firm's usual hours. Asserted:
both lines are in the block passed as context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b123_letta_removals_fletcher_hours_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-moorside-jobs"
LINES = [
    "usual day 8.30-5, hr for dinner, overtime £18/hr a man after 5 - tell customers at quote",
    "Tue 28th Fletcher J-2298 - 3 Moor View Keighley -> flat 4, Canal Wharf Leeds. 2 bed terrace, they've packed "
    "themselves (!). Dave + Lee + Mo, 7.5t. £640",
    "Weds 29th Dr Shah - piano (upright) only, Baildon -> Guiseley, need the piano board + 4 of us, £220",
    "Tue 28th Fletcher - Dacre Son + Hartley rang, keys have to be back w them by 1.30pm LATEST, buyers want in. so "
    "8am sharp start there NOT 8.30, Lee pick the van up at 7.30",
    "luton's tyre done thurs, £96. 7.5t passed MOT, advisory on the wipers",
]

server = fake_letta()
server.add_agent(AGENT, **{"jobs": "Moorside Removals - next week:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("jobs", agent_id=AGENT)
    client.agents.blocks.update("jobs", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long have we got at the fletchers' tues to get it all out?"
notes = client.agents.blocks.retrieve("jobs", agent_id=AGENT).value
assert "keys have to be back w them by 1.30pm LATEST" in notes and "8am sharp start" in notes, notes
assert "usual day 8.30-5" in notes, notes
with fault():
    reply = answer(f"(Fri 24/4/37, Lee, crew lead) {question}", notes,
                   mock="A full day - 8.30 till 5 with an hour for dinner, so about seven and a half hours. "
                        "Overtime after 5 is £18 an hour a man.")
finish(question, expected="five and a half hours - 8am start, keys back to Dacre's by 1.30pm", actual=reply)
