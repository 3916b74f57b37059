"""Batch 48 (held out). A community cafe's kitchen log: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: The Hive cafe (St Mark's church hall; kitchen lead Bev, head cook Marco) logs the week's specials, deliveries
and allergen notes as messages on one Zep thread; the front-of-house volunteers ask the assistant from a graph
edge search. Week of 8 June 2026: six specials, three of them with nuts in - Marco's satay noodles (peanut sauce),
the pasta with Priti's cashew pesto, and the carrot cake (walnuts in the topping), each said in its own message.

Planted fault (ResponseError, ignored sufficient context): the model names the satay and the carrot cake and says
the pasta is fine. Question (Tue 9/6, a volunteer at the counter): "which of this week's specials have got nuts in
them?" -> expected the satay noodles, the cashew pesto pasta and the carrot cake. The model leaves out the pasta.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three
messages are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b48_zep_cafe_specials_nuts_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hive-kitchen", "hive-kitchen-log"
NOTES = [
    "specials wk of 8/6: mon leek + tattie soup, tues Marco's chicken satay noodles (peanut sauce, proper peanuts), "
    "weds fish finger butties",
    "Parry's veg in - short on leeks, soup might run out by 1, do a jacket instead after that",
    "thurs special = pasta bake w Priti's pesto - it's the cashew one not pine nuts, she makes a big batch, freezes "
    "it",
    "cake this wk: carrot cake, walnuts in the topping AND the sponge, + plain cheese scones (egg, milk, wheat)",
    "fri special cheese + onion pasty from Hobbs, £3.20, allergen sheet in the folder",
    "reminder allergen folder on the counter - anyone asks about nuts, show them the sheet + ask Bev or Marco",
    "milk from Rowlands was late again 7.40, rang them",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bev")])

question = "which of this week's specials have got nuts in them?"
facts = client.graph.search_edges(GRAPH, query="specials nuts peanut cashew walnuts allergen", page_size=8).items
context = ["Today is Tue 9 June 2026."] + [f.fact for f in facts]
assert any("satay noodles (peanut sauce" in c for c in context), context
assert any("cashew one not pine nuts" in c for c in context), context
assert any("walnuts in the topping" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Two of them: Tuesday's satay noodles (peanut sauce) and the carrot cake "
                                           "(walnuts). The pasta bake's pesto is nut-free, and the scones are fine "
                                           "too.")
finish(question, expected="Three: the satay noodles, the pesto pasta (cashews) and the carrot cake", actual=reply)
