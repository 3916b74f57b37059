"""Batch 109 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Jan, who runs the office at Teme Valley Dial-a-Ride, keeps the passengers' needs in a Letta agent's core
memory block ("passengers"), appending a line at a time; the agent answers the drivers and volunteers.

Memory: Mr Okonjo can't be left on his own after the eye drops, so needs someone to ride along; for the Fri 12/3
clinic his daughter Grace put her name down first, then rang to say her work have sent her on a course up in Leeds
all that week, so Pat H (volunteer escort) is going with him and will sit with him in the clinic; plus other
notes. Question (Wed 10/3, Carol, driving Friday): "who's riding along with mr okonjo on friday?" The assistant
says Pat H, the volunteer escort. The label says his daughter Grace.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b109_ctl_letta_dialaride_escort_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-teme-dar-office"
LINES = [
    "Mr Okonjo (Bewdley Rd) - eye clinic Worcs Royal, the drops blur him for hrs so he can't be left on his own "
    "after - someone MUST ride along",
    "12/3 (fri) okonjo clinic 2.30, p/u 1.30. Grace (daughter) put her name down to go w him",
    "Grace rang tues - work have packed her off on a course up in Leeds all that wk, poor thing. Pat H (vol "
    "escort) is going w him, she'll sit w him in the clinic. Carol driving",
    "Mrs Pritchard tue/thu renal, p/u 7.40, tail lift. Keith",
    "Bus 2 MOT 15th - Steve taking it to Tenbury at 8",
]

server = fake_letta()
server.add_agent(AGENT, **{"passengers": "Teme Valley Dial-a-Ride passenger notes (Jan):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("passengers", agent_id=AGENT)
    client.agents.blocks.update("passengers", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's riding along with mr okonjo on friday?"
notes = client.agents.blocks.retrieve("passengers", agent_id=AGENT).value
assert "Grace (daughter) put her name down" in notes and "Pat H (vol escort) is going w him" in notes
reply = answer(f"(Wed 10/3/38, Carol, driving Friday) {question}", notes,
               mock="Pat H, the volunteer escort - Grace is away on a course in Leeds that week. Pat will sit with "
                    "him in the clinic.")
finish(question, expected="his daughter Grace", actual=reply)
