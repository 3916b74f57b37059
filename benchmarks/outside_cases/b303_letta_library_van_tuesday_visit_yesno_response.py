"""Batch 303 (held out). A mobile library van: Letta core memory block (offline stand-in), script style (every call
its own trace); the answer call has the van's moved visit in its block and says the van is coming as usual.

App: the Hebden Royd mobile library does the hill villages on a fortnightly rota - Heptonstall every other Tuesday,
10.30-11.15 by the Cross Inn - with large print, jigsaws, talking books and the walking guides. Pat (the driver)
and Sue (the librarian) add lines to a "Heptonstall stop" block on the library's Letta agent; the helper answers
borrowers' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Pat's 2053-01-08T16:00 line - every other
Tuesday, 10.30-11.15 by the Cross Inn, next ones 14th Jan, 28th Jan, 11th Feb, 25th Feb, 11th Mar; Sue's 31/1 line -
the holds for Heptonstall (Mrs Greenwood's jigsaw); Pat's Fri 21st Feb line - the van's failed its MOT on the
brakes and the garage can't do it till Tuesday the 25th, so NO van Tuesday, they'll do Heptonstall on Weds 26th
instead, same time, same place, a note's going in the Cross Inn window; and Sue's Sat 22nd line - the Cross Inn's
quiz is Tuesday night, nothing to do with the van. Question (Mon 24/2, Mrs Greenwood): "is the van coming tomorrow?
want to take my jigsaw back, it's 1000 pieces of sky 😩" -> expected no - the van's at the garage for its brakes,
it's Weds 26th instead, 10.30 by the Cross Inn. The model says yes, tomorrow, 10.30-11.15 by the Cross Inn.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given says there's no van on Tuesday the 25th and gives the Wednesday instead, and the model answered from the
rota. Asserted: the block has the rota line with 25th Feb and the MOT line with "NO van tues".
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b303_letta_library_van_tuesday_visit_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hebden-royd-mobile-library"
LABEL = "Heptonstall stop"
LINES = [
    "2053-01-08T16:00 Pat - HEPTONSTALL 📚 every other tues, 10.30-11.15 by the Cross Inn. next ones 14th jan, 28th "
    "jan, 11th feb, 25th feb, 11th mar",
    "31/1 Sue - holds for Heptonstall: Mrs Greenwood's jigsaw (the sky one 🙈), 2 walking guides for the Hirsts",
    "Fri 21st Feb Pat - van's failed its MOT 😩 brakes. garage can't do it till tues 25th so NO van tues, we'll do "
    "Heptonstall weds 26th instead, same time same place. note going in the Cross Inn window",
    "Sat 22nd Sue - the Cross Inn's quiz is tues nite, nothing to do with us 😂 landlady asked if we can bring the "
    "quiz books back",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Hebden Royd mobile library - Heptonstall stop 2053:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is the van coming tomorrow? want to take my jigsaw back, it's 1000 pieces of sky 😩"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "11th feb, 25th feb, 11th mar" in notes, notes
assert "NO van tues, we'll do Heptonstall weds 26th instead, same time same place" in notes, notes
with fault():
    reply = answer(f"(Mon 24/2/53; Mrs Greenwood) {question}", notes,
                   mock="Yes - the van's at Heptonstall tomorrow, Tue 25th, 10.30 till 11.15 by the Cross Inn. "
                        "Bring the jigsaw along.")
finish(question, expected="no - the van's in at the garage for its brakes, it's coming Weds 26th instead, 10.30 by "
                          "the Cross Inn", actual=reply)
