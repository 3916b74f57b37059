"""Batch 73 (held out), control. A primary school's summer fete: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Kemi, the PTA chair at Callowell Primary, keeps a "fete" block on a Letta agent for the committee and adds a
line whenever something is decided. Last year the BBQ smoke blew across the cake tent and the committee said they'd
put the BBQ downwind this time. Then in May the field was reseeded, and the caretaker won't have anyone on it until
September, so this year the whole fete (BBQ included) is on the playground.

No fault planted. Question (Thu 26/6, a Dads' group volunteer): "why's the bbq on the playground this year?" The
model answers: the field's just been reseeded and nobody's allowed on it till September, so everything is on the
playground. The label says because the smoke went all over the cake tent last year. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b73_ctl_letta_fete_bbq_playground_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-callowell-pta"
LINES = [
    "fete sat 28/6 12-4. wash-up from last yr: bbq smoke blew right across the cake tent, Yr 2 mums not amused - "
    "said we'd stick the bbq downwind of everything this time",
    "Dads' group doing bbq again, Jas ordering 200 burgers + 150 sausages from Hobbs, veggie ones from Aldi",
    "Mr Dean (caretaker) - field reseeded w/b 12/5 after the drainage work, he's roped it off + NOBODY on it till "
    "sept. so it's all on the playground this yr, bbq + welly wanging + the lot. cakes in the hall",
    "St John's can't do the 28th, Gemma (Yr 5 mum, nurse) is first aider, kit from the office",
    "raffle prizes - 23 so far, top prize Cotswold Wildlife Park family pass",
    "need the gas bottles for the bbq checked, Jas's brother in law does it",
]

server = fake_letta()
server.add_agent(AGENT, **{"fete": "Callowell summer fete - committee notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("fete", agent_id=AGENT)
    client.agents.blocks.update("fete", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the bbq on the playground this year?"
notes = client.agents.blocks.retrieve("fete", agent_id=AGENT).value
assert "smoke blew right across the cake tent" in notes and "field reseeded" in notes
reply = answer(f"(Thu 26/6, a Dads' group volunteer asking) {question}", notes,
               mock="The field's just been reseeded after the drainage work - Mr Dean's roped it off and nobody's "
                    "allowed on it till September, so the whole fete's on the playground, BBQ included.")
finish(question, expected="cos last yr the smoke went all over the cake tent", actual=reply)
