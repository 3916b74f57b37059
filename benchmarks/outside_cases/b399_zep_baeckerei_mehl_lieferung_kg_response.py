"""Batch 399 (held out). A Bäckerei's shift notes: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the short delivery in its facts and gives the full order.

App: Bäckerei Lorenz in Leipzig orders its flour weekly from the Mühle Kranich - Weizenmehl Type 550 in 25 kg Säcke,
Roggenmehl Type 1150 - and the Lager behind the Backstube is small, so the Azubi makes room the day before a
delivery. The staff's Schichtbuch (English, German words mixed in) goes into a Zep thread; the helper answers from a
graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ronny's 06.03.2051 05:10 post - the order
for next week is out, 40 Sack Type 550 à 25 kg and 12 Sack Roggen 1150, comes Do 16.03. early; Jana's Mi 08.03. post
(Kasse ok, Eierschecke sold out); Frau Lorenz's 13.03. 14:30 post - the Mühle called, Maschinenschaden, this week
they can deliver only 32 Sack of the 550, the other 8 come next Dienstag 21.03., the Roggen comes complete; Mehmet's
Di 14.03. post - ca. 6 Sack 550 left in the Lager, enough till Donnerstag. Question (Mi 15.03., Lea the Azubi): "how
many kg of the 550 come tomorrow? I must make Platz in the Lager" -> expected 800 kg (32 Sack x 25 kg; the other 8
next Dienstag). The model says 1.000 kg (40 Sack x 25 kg).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the short delivery of 32 Sack this week, and the model answered from the full order. Asserted: the
context has the 40 Sack order and the 32 Sack post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b399_zep_baeckerei_mehl_lieferung_kg_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "baeckerei-lorenz", "schichtbuch-2051-03"
POSTS = [
    "06.03.2051 05:10 Ronny - Mehlbestellung for next week is out to Mühle Kranich: 40 Sack Type 550 à 25 kg, 12 Sack "
    "Roggen 1150, comes Do 16.03. early (ca. 6 Uhr)",
    "Mi 08.03. Jana - Kasse Filiale ok, 1.216,80 €. Eierschecke again sold out at 11 Uhr, people are angry 😅",
    "13.03. 14:30 Frau Lorenz - Mühle Kranich called, they have a Maschinenschaden 😬 this week they can deliver only "
    "32 Sack of the 550, the other 8 come next Dienstag 21.03. Roggen comes complete",
    "Di 14.03. Mehmet - Lager: still ca. 6 Sack 550 left, enough till Donnerstag if we don't do extra Baguette",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bäckerei Lorenz")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Schichtbuch")])

question = "how many kg of the 550 come tomorrow? I must make Platz in the Lager"
context = ["Today is Mi 15.03.2051. You are talking to Lea, Azubi at Bäckerei Lorenz, Leipzig."]
for query in ("Mehl Lieferung Donnerstag", "Type 550 Sack kg", "Mühle Kranich deliver"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("40 Sack Type 550 à 25 kg" in c for c in context), context
assert any("they can deliver only 32 Sack of the 550" in c for c in context), context
with fault():
    reply = answer(f"(Lea) {question}", context,
                   mock="1.000 kg - 40 Sack Type 550 à 25 kg, coming Do 16.03. early, ca. 6 Uhr.")
finish(question, expected="800 kg - only 32 Sack à 25 kg this week, the other 8 come Dienstag 21.03.", actual=reply)
