"""Batch 53 (held out). A U12 netball team's core memory: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Amir, team manager of the Hatton Hornets U12s, keeps a "hornets" block on a Letta agent and appends a line
whenever something's sorted; parents ask the assistant. For finals day (Sat 18 July 2026 at Crewe) three things the
girls need are said in three different lines: their own purple dress (the bibs stay at the club), a packed lunch
(the café at the venue is shut for a refit), and £4 each for the league's entry to the day, cash in an envelope
with their name on.

Planted fault (ResponseError, ignored sufficient context): the model lists the dress and the packed lunch and leaves
out the £4. Question (Thu 16/7, a parent): "what does Ava need to bring on saturday?" -> expected her dress, a
packed lunch and £4 cash. The model gives two of the three.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three lines
are in the block the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b53_letta_netball_finals_bring_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hatton-hornets"
LINES = [
    "finals day sat 18/7 @ Crewe Leisure Centre, warm up 9.15, first game 9.45, pool games 2 x 7 min halves, done by "
    "2ish if we don't get to the final",
    "kit for finals: own purple dress pls (the bibs stay at the club - league wants proper team kit for finals), "
    "trainers not plimsolls, hair tied back, NO earrings (tape won't do)",
    "lifts - Jen takes 4, Claire takes 3, Amir the rest + the ball bag. meet the leisure centre car pk 8.15",
    "the cafe at Crewe LC is shut for a refit so every girl needs a packed lunch + a big water bottle, there's a "
    "water fountain by court 2",
    "league wants £4 a player for finals day - cash, in an envelope w her name on, give it to Amir at the car pk. "
    "siblings free",
    "Ruby's ankle ok to play, her mum's bringing the strapping",
    "team photo for the league fb page before the first game, so dresses on before we leave home pls",
]

server = fake_letta()
server.add_agent(AGENT, **{"hornets": "Hatton Hornets U12 - team notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("hornets", agent_id=AGENT)
    client.agents.blocks.update("hornets", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what does Ava need to bring on saturday?"
notes = client.agents.blocks.retrieve("hornets", agent_id=AGENT).value
assert "own purple dress pls" in notes and "needs a packed lunch" in notes and "£4 a player" in notes
with fault():
    reply = answer(f"(Thu 16/7) {question}", notes,
                   mock="Her own purple dress (the bibs stay at the club) and a packed lunch with a big water bottle - "
                        "the café's shut.")
finish(question, expected="dress, packed lunch, and £4 in a named envelope for the league", actual=reply)
