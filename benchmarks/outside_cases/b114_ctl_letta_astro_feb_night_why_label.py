"""Batch 114 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Hallam Vale Astronomical Society keeps its observing notes in a Letta agent's "observing" block; Keith, who
runs the nights, appends lines as they come and the helper answers members from the block.

Memory: the Fri 13 Feb night is at Brock Farm's top field; an early line says the Met Office long range looks cloudy
for the 13th "but it usually clears after 10 up there, don't give up on it yet"; then Pete Dawson rang - his ewes
have started lambing early and he doesn't want cars and torches going past the sheds at night, so no to Feb, fine
for March. Question (Mon 9/2, a member): "why's fri's observing off?" The assistant says Pete's lambing. The label
says the cloud forecast - the cloud is in memory, but as something not to give up over.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b114_ctl_letta_astro_feb_night_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hvas-observing"
LINES = [
    "observing nights 37: fri 13 feb, fri 13 mar, fri 17 apr - Brock Farm top field (Pete Dawson's), park by the "
    "big barn, from 7.30ish in feb",
    "met office long range looks cloudy for the 13th but it usually clears after 10 up there, don't give up on it "
    "yet",
    "Pete rang 6/2 - ewes have started lambing early, doesn't want cars + torches going past the sheds at night, so "
    "no to feb sorry. fine for march. v apologetic, offered bacon butties in march lol",
    "scope loans: 8in dob w the Mistrys, 90mm frac back in the cupboard minus the 25mm eyepiece",
    "AGM after the march session? Keith to check the hall's free",
]

server = fake_letta()
server.add_agent(AGENT, **{"observing": "Hallam Vale AS observing notes (Keith):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("observing", agent_id=AGENT)
    client.agents.blocks.update("observing", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's fri's observing off?"
notes = client.agents.blocks.retrieve("observing", agent_id=AGENT).value
assert "looks cloudy for the 13th" in notes and "started lambing early" in notes
reply = answer(f"(Mon 9/2/37, a member) {question}", notes,
               mock="Pete Dawson's ewes have started lambing early and he doesn't want cars and torches going past "
                    "the sheds at night - it's back on for Fri 13 March.")
finish(question, expected="the cloud forecast - Met Office says cloudy for the 13th", actual=reply)
