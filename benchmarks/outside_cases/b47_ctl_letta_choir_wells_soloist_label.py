"""Batch 47 (held out), control. A choral society's tour notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gill, tour secretary of Ledbury Choral Society, keeps a "tour" block on a Letta agent for the June tour (Bath
Abbey Sat 20/6, Wells Cathedral Sun 21/6) and appends a line whenever something comes up; singers ask the assistant,
which answers from the block. Hannah was down to sing the Pie Jesu at both venues. On 16/6 she rang: croaky since
the weekend, the doctor told her to rest it. Bea sang it at Hereford in 2023 and knows it, so Bea does Wells, and
Hannah will see how she is for Bath.

No fault planted. Question (Wed 17/6, a tenor): "who's singing the Pie Jesu at Wells?" The model answers Bea, right
per memory. The label says Hannah, the soprano first down for it. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b47_ctl_letta_choir_wells_soloist_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ledbury-choral-tour"
LINES = [
    "tour 19-21 june: Bath Abbey sat 20th lunchtime (1.10), Wells Cathedral evensong sun 21st 3pm",
    "Fauré Requiem at Bath - Pie Jesu: Hannah (sop), Libera me: Dave (bar). Cantique for the encore",
    "coach £32 pp, cash or bank to the choir acct by 12/6 - 37 paid",
    "Wells: Stanford in C + Ireland 'Greater love', and Alan wants the Pie Jesu in as the anthem (Hannah again)",
    "black folders, concert dress: black, red scarves/ties for the men, NO perfume (Alan's asthma)",
    "16/6 Hannah rang - croaky since the weekend, doc says rest it. Bea did the Pie Jesu at Hereford in 2023 + knows "
    "it, so Bea at Wells, H will see how she is for Bath nearer the day",
    "Dennis needs the wheelchair space on the coach, Bennetts ok'd",
]

server = fake_letta()
server.add_agent(AGENT, **{"tour": "Ledbury Choral Society - June tour:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("tour", agent_id=AGENT)
    client.agents.blocks.update("tour", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's singing the Pie Jesu at Wells?"
notes = client.agents.blocks.retrieve("tour", agent_id=AGENT).value
assert "Pie Jesu in as the anthem (Hannah again)" in notes, notes
assert "so Bea at Wells" in notes, notes
reply = answer(f"(Wed 17/6, Martin asking) {question}", notes,
               mock="Bea - Hannah's resting her voice on doctor's orders, and Bea's sung it before (Hereford, 2023). "
                    "Hannah may still do it at Bath.")
finish(question, expected="Hannah, our soprano soloist", actual=reply)
