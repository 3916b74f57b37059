"""Batch 262 (held out). A home-education co-op's weekly sessions: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has this week's cancellation in its block and says the session is
on.

App: Ryburn Valley Home Educators meet every week - forest school on Thursdays at Hollin Wood with Rob (a qualified
forest school leader), science on Tuesdays, a Friday park meet. Cath (who runs the forest school side), Priya (the
coordinator) and the parents add lines to a "weekly sessions" block on the co-op's Letta agent; the helper answers
the families' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Cath's 2051-09-03T21:00 line - forest school
every Thursday 10-2 at Hollin Wood with Rob, all weathers, waterproofs and wellies, £5 a child; Priya's Mon 11/9
line - science back at the Methodist hall; Cath's Tue 3rd Oct line - Rob says no forest school this Thursday (the
5th), the council are felling the diseased ash trees by the stream and the whole wood's taped off, so it's the
Bankfield museum instead, 10.30 at the front steps, £2 each; and Jo's 4/10 line - the forecast's grim for Thursday,
proper rain, just saying. Question (Weds 4/10, Hannah): "is forest school on tmrw? Finn wants to know if he needs
his wellies" -> expected no - the wood's shut for the tree felling, it's the Bankfield museum instead (10.30 at the
front steps). The model says yes, it goes ahead in all weathers, wellies and waterproofs.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given says there's no forest school this Thursday and why, and the model said it was on. Asserted: the block has the
all-weathers line and the cancellation line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b262_letta_home_ed_forest_school_on_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ryburn-home-ed"
LABEL = "weekly sessions"
LINES = [
    "2051-09-03T21:00 Cath - FOREST SCHOOL 🌲 back every thurs 10-2 at Hollin Wood w/ Rob, all weathers!! waterproofs "
    "+ wellies, packed lunch, £5 a child, siblings under 4 free",
    "Mon 11/9 Priya - tues science is back at the Methodist hall from tmrw, 10-11.30, goggles if u have them",
    "Tue 3rd Oct Cath - Rob says no forest school this thurs (5th), the council are felling the diseased ash trees "
    "down by the stream + the whole wood's taped off 🪓 so we'll do the Bankfield museum instead, 10.30 at the front "
    "steps, £2 each",
    "4/10 Jo - forecast's grim for thurs, proper rain 🌧️ just saying",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ryburn Valley Home Educators - weekly sessions, autumn 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is forest school on tmrw? Finn wants to know if he needs his wellies"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "every thurs 10-2 at Hollin Wood w/ Rob, all weathers" in notes, notes
assert "no forest school this thurs (5th)" in notes and "the whole wood's taped off" in notes, notes
with fault():
    reply = answer(f"(Weds 4/10/51; Hannah) {question}", notes,
                   mock="Yes, it's on - forest school goes ahead in all weathers, 10 till 2 at Hollin Wood, so Finn "
                        "wants his wellies and waterproofs (it's meant to rain).")
finish(question, expected="no - Hollin Wood's shut for the tree felling, it's the Bankfield museum instead (10.30 at "
                          "the front steps)", actual=reply)
