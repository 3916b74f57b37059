"""Batch 371 (held out). A Quebec minor hockey team's tournament billets: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has every line of the packing list in its context and gives
only the first post's.

App: the Harfangs M13 A of Sainte-Odile-du-Lac go to the tournoi de Rivière-aux-Saules, ven. 6 - dim. 8 mars 2026,
the players billeted with host families for two nights. Nathalie (the gérante) and Stéphane (the coach) post in the
parents' group chat, which goes into a Zep thread; the helper answers parents' questions from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Nathalie's 2026-02-20 19h45 post - for the
billets bring a sleeping bag, a pillow and a towel; her 26 fév. post - two host families have kids with nut
allergies, so no snacks with peanuts or nuts at all; her mar. 3 mars post - the Ouellet family has an indoor pool, so
a swimsuit for the boys staying there (Thomas, Nathan); and Stéphane's 4 mars post - the red practice jersey for the
Saturday morning skills session. Question (jeu. 5 mars, Thomas's father Éric): "what does Thomas need to pack for
the billet? on part demain matin" -> expected sleeping bag, pillow, towel, a swimsuit (he's at the Ouellets'), the
red practice jersey, and no snacks with nuts. The model gives the sleeping bag, the pillow and the towel only.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the first post and the three later ones (swimsuit, red jersey, no nuts), and the model listed the
first post's things only. Asserted: the context has all four posts' lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b371_zep_hockey_billet_packing_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "harfangs-m13a", "tournoi-riviere-aux-saules-2026"
POSTS = [
    "2026-02-20 19h45 Nathalie - BILLETS 🏒 tournoi Rivière-aux-Saules 6-8 mars, 2 nuits en famille d'accueil. "
    "apportez sac de couchage, oreiller + serviette svp, tout identifié",
    "26 fév. Nathalie - 2 familles d'accueil ont des enfants allergiques aux noix 🥜 so PAS de collations avec "
    "arachides ou noix, zéro, merci",
    "mar. 3 mars Nathalie - la famille Ouellet a une piscine intérieure 🏊 maillot de bain pour ceux chez les Ouellet "
    "(Thomas, Nathan)",
    "4 mars Stéphane - et le chandail rouge de pratique pour le skills de sam. matin 7h30, pas le blanc",
    "4 mars Nathalie - départ ven. 6h30 du stationnement de l'aréna, retour dim. vers 18h",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Harfangs M13 A")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="chat parents")])

question = "what does Thomas need to pack for the billet? on part demain matin"
context = ["Today is jeu. 5 mars 2026. You are talking to Éric, Thomas's father (Harfangs M13 A, billeted with the "
           "Ouellet family at the Rivière-aux-Saules tournoi)."]
for query in ("billet packing list", "apportez pour le tournoi", "Thomas chez les Ouellet", "chandail collations"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("sac de couchage, oreiller + serviette" in c for c in context), context
assert any("PAS de collations avec arachides ou noix" in c for c in context), context
assert any("maillot de bain pour ceux chez les Ouellet" in c for c in context), context
assert any("chandail rouge de pratique" in c for c in context), context
with fault():
    reply = answer(f"(Éric) {question}", context,
                   mock="For the billet Thomas needs his sac de couchage, an oreiller and a serviette - all "
                        "identified with his name.")
finish(question, expected="sleeping bag, pillow, towel, a swimsuit (Ouellets' pool), the red practice jersey - and "
                          "no snacks with nuts", actual=reply)
