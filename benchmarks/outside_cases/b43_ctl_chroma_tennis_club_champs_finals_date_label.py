"""Batch 43 (held out), control. A tennis club's committee notes: chromadb EphemeralClient with memtrace's offline
embedding function, unfiltered query, script style (each call its own trace).

App: Hollins Lane LTC's club secretary, Pete, keeps committee and members' notes in one chroma collection
(metadata ``{"kind"}``); the assistant answers from a plain top-k query. The club championships' finals day was put
in the fixtures card as Sat 11 July; at the June committee Nadia pointed out that the 11th is the county junior
closed, half the juniors in the draws would miss it, and the committee went with the Saturday after, 18/7.

No fault planted. Question (Thu 25/6): "what date's finals day for the club champs?" The model answers Saturday 18
July, right per memory. The label says Saturday 11 July, the date on the fixtures card. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b43_ctl_chroma_tennis_club_champs_finals_date_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("fixtures", "fixtures card 2026: club champs draws up 1 june, early rounds to be played by 4/7, finals day sat "
                 "11 july w the bbq + presentation"),
    ("committee", "June cttee (9/6) - Nadia: 11/7 is the county junior closed, 6 of our juniors are in the champs "
                  "draws + would miss finals day. agreed to go w the sat after - 18/7. Pete to redo the poster"),
    ("members", "court 6 net's frayed, new one ordered £89"),
    ("committee", "bbq on finals day - Gav's bringing his big grill, £8 a head, pimms stall Jackie"),
    ("fixtures", "men's 2nds home v Oakhill sat 30/5 2pm"),
    ("members", "reminder - whites not required but no black soled shoes on the clay courts pls"),
    ("committee", "AGM wed 18 nov 7.30 clubhouse"),
    ("members", "club champs entries closed w 64 entries across 7 events, record!"),
    ("fixtures", "junior club champs same day as seniors, mini finals 10-12 on courts 5+6"),
    ("committee", "floodlight rewiring done 28/3, £3,400 in the end, Sparks R Us"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollins-club", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "what date's finals day for the club champs?"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Thu 25 June 2026."] + hits
assert any("finals day sat 11 july" in c for c in context), context
assert any("the sat after - 18/7" in c for c in context), context
reply = answer(question, context, mock="Saturday 18 July - it went back a week so the juniors at the county closed "
                                       "on the 11th don't miss it. BBQ and presentation the same day.")
finish(question, expected="Saturday 11 July", actual=reply)
