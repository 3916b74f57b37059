"""Batch 331 (held out). A swimming club's gala: Letta core memory block (offline stand-in), script style (every call
its own trace); the answer call has the changed way in for swimmers in its block and gives the old one.

App: Halifax Dolphins hold their club championships gala over Sat 19th and Sun 20th Nov 2050 at Spring Hall pool -
warm-up 8.15, first race 9.15, every swimmer from the 8 and unders up, a tuck shop, trophies on the Sunday. Gill (the
gala secretary) and Martin (the head coach) add lines to a "club champs" block on the club's Letta agent; the helper
answers parents' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Gill's 2050-10-01T19:00 line - swimmers in
through the main entrance and the front changing rooms, parents up to the balcony; Martin's 12/10 line - warm-up
8.15 both days, club hats on; Gill's Thu 10th Nov line - the front changing rooms are shut for the refit, so
swimmers go in the side door by the sports hall and change in the school changing rooms, poolside from there,
parents still the main entrance and up to the balcony; and Martin's Mon 14th Nov line - cake donations to the main
entrance desk. Question (Thu 17/11, Rob, a dad): "where do I drop Ellie off on sat? first gala, no idea what I'm
doing 😅" -> expected the side door by the sports hall (the front changing rooms are shut for the refit; she
changes in the school changing rooms). The model says the main entrance and the front changing rooms.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the side door line, later than the first plan and saying why, and the model gave the way in the block
says is shut. Asserted: the block has the first plan's line and the side door line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b331_letta_swim_gala_drop_off_where_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-halifax-dolphins"
LABEL = "club champs"
LINES = [
    "2050-10-01T19:00 Gill - CLUB CHAMPS 🏆 sat 19th + sun 20th nov at Spring Hall. swimmers in thru the main "
    "entrance + the front changing rooms, parents up to the balcony. entries on the app by the 30th",
    "12/10 Martin - warm up 8.15 both days, 1st race 9.15. club hats on, no hat no swim (spares £6 from me)",
    "Thu 10th Nov Gill - the front changing rooms are shut for the refit 🙄 so swimmers go in the side door by the "
    "sports hall + change in the school changing rooms, poolside from there. parents still main entrance + up to "
    "the balcony",
    "Mon 14th Nov Martin - tuck shop needs cakes!! drop them at the main entrance desk fri night or sat 8am",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Halifax Dolphins - club championships 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "where do I drop Ellie off on sat? first gala, no idea what I'm doing 😅"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "swimmers in thru the main entrance + the front changing rooms" in notes, notes
assert "so swimmers go in the side door by the sports hall + change in the school changing rooms" in notes, notes
with fault():
    reply = answer(f"(Thu 17/11/50; Rob) {question}", notes,
                   mock="Drop her at the main entrance - swimmers go through the front changing rooms onto "
                        "poolside, and you head up to the balcony. Warm-up's 8.15.")
finish(question, expected="the side door by the sports hall - the front changing rooms are shut for the refit, "
                          "she changes in the school changing rooms", actual=reply)
