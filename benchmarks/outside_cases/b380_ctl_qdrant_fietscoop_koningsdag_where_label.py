"""Batch 380 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace): the volunteers' notes upserted one by one, then the question's query.

App: Fietscollectief De Kettingreactie (an invented volunteer repair co-op on the invented Achterwielgracht,
Amsterdam) does a "fietsdokter" stand every Koningsdag - a free check, tyres pumped up, donations in the pot. Bram
(who does the vergunning with the gemeente), Lotte and Youssef file notes into one qdrant collection; the helper
answers the volunteers' questions from the 5 nearest notes.

Memory: Bram, 2026-02-20T21:00 - Koningsdag ma 27 april, fietsdokter stand again on the Klaprozenplein like last
year, 09:00-15:00; Lotte, 09-03 - what the stand needs (2 tafels, the pomp, the partytent, kettingolie, flyers); Bram,
wo 1 april - the gemeente mailed about the vergunning: the Klaprozenplein is full with the vrijmarkt this year, so
they give us a spot in front of the bibliotheek on the Wilgenhof, by the fietsenrek, same times, actually better, more
shade; Youssef, di 14-04 - the rooster, 09:00-12:00 Bram, Lotte and Youssef, 12:00-15:00 Fleur and Thijs. Question
(vr 24 april, Fleur): "where is our stand on Koningsdag? I come at 12:00 for my shift and I don't want to search in
the drukte" The assistant says in front of the bibliotheek on the Wilgenhof, by the fietsenrek (the Klaprozenplein is
full with the vrijmarkt). The label says on the Klaprozenplein.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b380_ctl_qdrant_fietscoop_koningsdag_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kettingreactie-koningsdag-2026"
NOTES = [
    (1, "bram", "2026-02-20T21:00 KONINGSDAG ma 27 april 🧡 we do the fietsdokter stand again on the Klaprozenplein "
                "like last year, 09:00-15:00. free check + banden oppompen, donaties in the pot"),
    (2, "lotte", "09-03 for the stand we need: 2 tafels, the staande pomp, the partytent, kettingolie, flyers. who "
                 "has a bakfiets to bring it all?"),
    (3, "bram", "wo 1 april - gemeente mailed about the vergunning: the Klaprozenplein is full with the vrijmarkt this "
                "year, so they give us a spot in front of the bibliotheek on the Wilgenhof, by the fietsenrek. same "
                "times. actually better, more shade 😎"),
    (4, "youssef", "di 14-04 rooster Koningsdag: 09:00-12:00 Bram + Lotte + me, 12:00-15:00 Fleur + Thijs. wear "
                   "something oranje!!"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = ("where is our stand on Koningsdag? I come at 12:00 for my shift and I don't want to search in the "
            "drukte")
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is vr 24 april 2026. You are talking to Fleur, a volunteer at Fietscollectief De Kettingreactie."] + \
    hits
assert any("fietsdokter stand again on the Klaprozenplein like last year" in c for c in context), context
assert any("the Klaprozenplein is full with the vrijmarkt" in c and "in front of the bibliotheek on the Wilgenhof" in c
           for c in context), context
reply = answer(question, context, mock="In front of the bibliotheek on the Wilgenhof, by the fietsenrek - not on the "
                                       "Klaprozenplein this year, that is full with the vrijmarkt.")
finish(question, expected="on the Klaprozenplein", actual=reply)
