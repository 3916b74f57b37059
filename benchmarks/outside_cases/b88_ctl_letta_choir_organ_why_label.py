"""Batch 88 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Gwen, who organises Hitchin Cantabile's tour to Ghent, keeps tour notes in a Letta agent's core memory block
("ghent"), appending a line at a time; singers ask the agent.

Memory: in January Stephen (musical director) joked that the organ at St Nicholas' is a monster and would drown
the sopranos if he wasn't careful; in March the church's verger emailed that the organ is wrapped in scaffolding
for its restoration and won't be playable till the autumn, but they have a good Yamaha grand we're welcome to,
and Stephen is happy with that. Question (Tue 12/4, Pam, an alto): "why aren't we using the organ in Ghent?" The
assistant says the organ is under scaffolding for restoration and can't be played till the autumn. The label says
it would drown out the sopranos.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b88_ctl_letta_choir_organ_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-cantabile-tour"
LINES = [
    "jan rehearsal - Stephen says the St Nicholas organ is a monster, it'll drown the sopranos if he's not careful "
    "(sopranos not amused)",
    "coach dep church car park 5.45am fri 13/5 - passports + GHIC!!",
    "Faure scores from the county library, 32 copies, due back 1/6",
    "11/3 email from Mr De Smet (verger, St Nick's): the organ's wrapped up in scaffolding for the restoration, "
    "won't be playable till the autumn. they've a good Yamaha grand in the side chapel we're welcome to wheel out. "
    "Stephen fine with that, he'll rework the Rutter accomps this wk",
    "hotel Onderbergen - twins, breakfast 7-9.30, 5 min walk to St Nick's",
    "concert dress = black + red scarves, Pam has spares",
]

server = fake_letta()
server.add_agent(AGENT, **{"ghent": "Cantabile Ghent tour May 2033 - notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("ghent", agent_id=AGENT)
    client.agents.blocks.update("ghent", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why aren't we using the organ in Ghent?"
notes = client.agents.blocks.retrieve("ghent", agent_id=AGENT).value
assert "drown the sopranos" in notes and "wrapped up in scaffolding" in notes
reply = answer(f"(Tue 12/4/33, Pam, an alto) {question}", notes,
               mock="It's wrapped in scaffolding for its restoration and can't be played till the autumn. The "
                    "church has lent us their Yamaha grand and Stephen's reworking the Rutter accompaniments.")
finish(question, expected="because it'd drown out the sopranos", actual=reply)
