"""Batch 361 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the International Choir Bonn (expats from the UN campus and the universities; Kees, the Dirigent, is Dutch)
sing their Adventskonzert on So 17.12.2051 um 18:00 in the Lutherkirche. Kees and Tobias (the Notenwart) add lines
to a "konzert" block on the choir's Letta agent; the helper answers members' questions from it.

Memory: Kees, 2051-10-18T21:30 - Adventskonzert So 17.12. 18:00 Lutherkirche, Generalprobe Sa 16.12. 10:00-13:00 in
the church, please all there; Tobias, 08.11. - Noten for the Rutter 12,50 € in the Kasse, the carols sheet v2 is
in the Cloud; Kees, Mo 27.11. - "new Termin for the Generalprobe: Fr 15.12. 19:00-22:00, the Kirche has a Taufe +
a Hochzeit on Saturday. take Feierabend a bit early if you can 🙏"; Tobias, Di 05.12. - Einsingen on the day 17:00
in the Gemeindehaus. Question (Mi 13.12., Amara, soprano): "when's the Generalprobe again? need to tell my boss if I
need Feierabend early" The assistant says Friday 15.12., 19:00-22:00 in the church. The label says Saturday 16.12.
10:00 - the Termin that was rescheduled because of the Taufe and the Hochzeit.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b361_ctl_letta_expat_choir_generalprobe_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-international-choir-bonn"
LABEL = "konzert"
LINES = [
    "2051-10-18T21:30 Kees - ADVENTSKONZERT 🎄 So 17.12. 18:00 Lutherkirche. Generalprobe Sa 16.12. 10:00-13:00 in "
    "the church, please all there, also the ones who know it already 😉",
    "08.11. Tobias - Noten for the Rutter 12,50 € in the Kasse pls, carols sheet v2 is in the Cloud",
    "Mo 27.11. Kees - new Termin for the Generalprobe: Fr 15.12. 19:00-22:00, the Kirche has a Taufe + a Hochzeit "
    "on Saturday. take Feierabend a bit early if you can 🙏",
    "Di 05.12. Tobias - Einsingen on the day 17:00 in the Gemeindehaus, Mappen black, water bottle ok",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "International Choir Bonn - Adventskonzert 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the Generalprobe again? need to tell my boss if I need Feierabend early"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Generalprobe Sa 16.12. 10:00-13:00" in notes, notes
assert "new Termin for the Generalprobe: Fr 15.12. 19:00-22:00" in notes, notes
reply = answer(f"(Mi 13.12.2051; Amara, soprano) {question}", notes,
               mock="Friday 15.12., 19:00-22:00 in the Lutherkirche - it moved from the Saturday because of a "
                    "Taufe and a Hochzeit. So yes, ask for Feierabend a bit early on Friday.")
finish(question, expected="Saturday 16.12., 10:00-13:00 in the church", actual=reply)
