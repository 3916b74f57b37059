"""Batch 251 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of the club's notes, one
root span per note and one for the question's query.

App: Triangle Cricket Club's helper keeps the committee's notes for the 2050 season in one chroma collection - the
fixtures, the teas rota, the bar, the ground; members ask it things and it answers from the 4 nearest notes.

Memory: Carol (teas), 2050-04-20T20:30 - the teas rota for the 1st XI home games, 7th June Jan + Liz, 14th Karen,
28th Karen + Deb, 12th July Carol; Rob (fixtures), 3/6 - the Mytholmroyd league game on the 28th's been moved to
Aug 23rd, their pro's at a wedding, and the 28th is the Parish Cup semi v Copley instead, 2pm; Carol, Weds 11th
June - cup games are just a bbq, Dev's doing burgers and the veggie ones, no sandwiches or cakes wanted, the
league's teas money doesn't cover cup games; Rob, 16.6. - new sightscreen's up. Question (Fri 20/6, Karen): "am I
still doing teas on the 28th? need to know if I'm baking" The assistant says no - the 28th is the cup semi now, and
cup games are just Dev's bbq, no teas. The label says yes, she's on the rota for the 28th with Deb.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b251_ctl_chroma_cricket_teas_cup_game_yesno_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("carol", "2050-04-20T20:30 TEAS ROTA ☕ 1st XI home - 7th june Jan + Liz, 14th Karen, 28th Karen + Deb, 12th july "
              "Carol. sandwiches + 2 cakes, urn on by 3.30"),
    ("rob", "3/6 the Mytholmroyd league game on the 28th's moved to aug 23rd (their pro's at a wedding 🙄) so the 28th "
            "is the Parish Cup semi v Copley instead, 2pm start"),
    ("carol", "Weds 11th June - cup games are just a bbq, Dev's doing burgers + the veggie ones 🍔 no sandwiches or "
              "cakes wanted, the league teas money doesn't cover cup games anyway"),
    ("rob", "16.6. new sightscreen's up at the top end, don't let the juniors climb it"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("triangle-cc-2050", embedding_function=offline.chroma_embedding_function())
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {who}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"by": who}])

question = "am I still doing teas on the 28th? need to know if I'm baking"
with turn_span("question Fri 20/6"):
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 20 June 2050. You are talking to Karen, who helps with the teas at Triangle Cricket "
               "Club."] + hits
    assert any("28th Karen + Deb" in c for c in context), context
    assert any("the 28th is the Parish Cup semi" in c for c in context), context
    assert any("cup games are just a bbq" in c for c in context), context
    reply = answer(f"(Karen) {question}", context,
                   mock="No - the 28th's the Parish Cup semi v Copley now, and cup games are just Dev's bbq, so no "
                        "sandwiches or cakes needed. No baking!")
finish(question, expected="yes - she's on the rota for the 28th with Deb", actual=reply)
