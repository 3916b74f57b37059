"""Batch 382 (held out). A susu savings group in Accra: qdrant collection of the group's notes, one root span per
note, one for the treasurer's clear-out and one for the question; the clear-out deletes, by a payload filter, the
contributions notes she has copied into the ledger, and one of them also said who collects while the collector is
away.

App: the Abusua Pa Susu Group (market women and a few drivers around the Madina station, Accra) - GH₵ 200 every
Friday, one member takes the pot each week, fines for late payment. Auntie Adjoa (the treasurer) and Mama Comfort
(the chairlady) file notes into one qdrant collection (payload ``kind``: rules, rota, contributions, meetings). Once
a week's contributions are written in the ledger book, Auntie Adjoa deletes the contributions notes with a filter on
``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Mama Comfort's rules note (2026-01-10T16:00) has Bra Kofi Mensah as the group's
collector, at the Madina station every Friday 6-9am. Auntie Adjoa's contributions note of Mon 16/03/26 starts with
who has paid (Mansa, Yaa, Kojo, all received) and says, in the middle, that Bra Kofi has travelled to Kumasi for his
uncle's funeral, back end of month, so Sister Abena from the provisions shop will collect at the station this week
and next. The treasurer's clear-out (Tue 17/03/26) deletes the contributions notes, that one with them. Question
(Wed 18/03/26, Dzifa): "who is collecting the susu money on Friday? I'll be at the station by 6, I don't want to
give it to the wrong person" -> expected Sister Abena from the provisions shop (Bra Kofi is in Kumasi for a
funeral). The assistant says Bra Kofi Mensah.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Mon 16/03/26 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Sister Abena, the provisions shop or Kumasi); the rules note's "Bra Kofi Mensah is our
collector" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b382_qdrant_susu_collector_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "abusua-pa-susu-2026"
AWAY = ("Mon 16/03/26 (Adjoa) - Friday contributions: Mansa 200, Yaa 200, Kojo 200, all received ✅ Ekow still owes "
        "the 10 fine. Chale, Bra Kofi has travelled to Kumasi for his uncle's funeral, he's back end of month, so "
        "Sister Abena from the provisions shop will collect the susu money at the station this week and next")
NOTES = [
    (1, "rules", "Mama Comfort", "2026-01-10T16:00 RULES 📌 Bra Kofi Mensah is our collector, he collects the susu "
                                 "money at Madina station every Friday 6-9am. always collect your receipt from him"),
    (2, "rota", "Mama Comfort", "01/03/26 March rota - 06/03 Naa, 13/03 Selasi, 20/03 Dzifa, 27/03 Ekow"),
    (3, "meetings", "Adjoa", "Sun 08/03/26 meeting at Mama Comfort's - welfare box is at GH₵ 1,200, we'll buy "
                             "chairs for hiring out"),
    (4, "contributions", "Adjoa", "Mon 09/03/26 - contributions for 06/03 all in except Ekow (paid Sat, 10 fine), "
                                  "Naa collected her 2,000 ✅"),
    (5, "contributions", "Adjoa", AWAY),
    (6, "rules", "Mama Comfort", "05/03/26 if you pay by MoMo put your name in the reference o, somebody sent 200 "
                                 "without name 🙄"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = ("who is collecting the susu money on Friday? I'll be at the station by 6, I don't want to give it to "
            "the wrong person")
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 17/03/26"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert AWAY in before, before
    in_ledger = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="contributions"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_ledger))

with turn_span("question Wed 18/03/26"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Wed 18 March 2026. You are talking to Dzifa, a member of the Abusua Pa Susu Group "
               "(contributions every Friday at the Madina station)."] + hits
    assert AWAY not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("abena", "provisions", "kumasi")), stored
    assert any("Bra Kofi Mensah is our collector" in c for c in context), context
    reply = answer(question, context, mock="Bra Kofi Mensah - he collects at Madina station on Fridays from 6 to 9, "
                                           "collect your receipt from him.")
finish(question, expected="Sister Abena from the provisions shop - Bra Kofi has travelled to Kumasi for a funeral",
       actual=reply)
