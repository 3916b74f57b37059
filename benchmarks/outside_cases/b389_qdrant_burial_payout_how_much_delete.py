"""Batch 389 (held out). A Harare burial society: qdrant collection of the committee's notes, one root span per
entry, one for the treasurer's clear-out and one for the question; the clear-out deletes, by a payload filter, the
arrears notes he has copied into the ledger, and one of them also carried the new payout.

App: Kubatana Burial Society (Maringira Park, Harare) - $5 a month subs, a cash payout plus the coffin, groceries
and the bus to kumusha when a member or a dependant dies, a committee of five. Baba Gumbo (the treasurer) and Mai
Chiwashira (the secretary) file notes into one qdrant collection (payload ``kind``: constitution, payouts, subs,
arrears, bus). Once the arrears are in the ledger Baba Gumbo deletes the arrears notes with a filter on ``kind``;
the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the constitution note (2025-06-29T15:00) has the payout at $450 cash for a principal
member, $250 for a dependant, plus the coffin. Baba Gumbo's arrears note of 28/02/26 starts with who has paid up
(Mai Chipo Jan and Feb, $10; Sekuru Tafa still owes $10) and says, in the middle, that the AGM on Sunday agreed the
principal member payout goes up to $600, not $450 anymore, dependant stays $250, from 1 March. His clear-out (Sat
07/03/26) deletes the arrears notes, that one with them. Question (Mon 16/03/26, Tendai, whose father Baba Sibanda, a
principal member, died on 14/03/26): "how much will the society give for baba's funeral? he was principal member,
we need to budget for the tent and food" -> expected $600 cash plus the coffin. The assistant says $450.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 28/02/26 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on $600 or the AGM); the constitution note's "$450 cash" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b389_qdrant_burial_payout_how_much_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kubatana-bs-2026"
PAYOUT = ("28/02/26 (Baba Gumbo) Arrears update: Mai Chipo paid Jan + Feb $10 ✅ Sekuru Tafa still owes $10. Also "
          "for those who missed the AGM on Sunday - members agreed the principal member payout goes up to $600, not "
          "$450 anymore, coffin prices went up. Dependant stays $250. Starts 1 March")
NOTES = [
    (1, "constitution", "Mai Chiwashira", "2025-06-29T15:00 From the constitution: principal member payout $450 "
                                          "cash plus coffin, dependant $250 plus coffin. Bus to kumusha provided if "
                                          "the burial is within 300km"),
    (2, "subs", "Baba Gumbo", "05/01/26 Subs still $5 pm, due by the 15th. Ecocash to 0771 000 111 (Baba Gumbo) or "
                              "cash at the meeting. Send proof of payment on the group"),
    (3, "bus", "Mai Chiwashira", "12/01/26 Bus hire is with Tapfuma Tours now, $380 a trip, 65 seater. Mai Chido "
                                 "keeps the list of names"),
    (4, "arrears", "Baba Gumbo", "31/01/26 Arrears: 6 members owe Dec + Jan. You will not be covered if you are 3 "
                                 "months behind, please pay now now"),
    (5, "arrears", "Baba Gumbo", PAYOUT),
    (6, "payouts", "Mai Chiwashira", "03/03/26 Payouts are handed over at the funeral by the treasurer + one "
                                     "committee member, family signs the book"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "how much will the society give for baba's funeral? he was principal member, we need to budget for the " \
           "tent and food"
vec = offline.embed([question])[0]
with turn_span("clear-out Sat 07/03/26"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert PAYOUT in before, before
    in_ledger = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="arrears"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_ledger))

with turn_span("question Mon 16/03/26"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Monday 16 March 2026. You are talking to Tendai, whose father Baba Sibanda (a principal "
               "member of Kubatana Burial Society) died on 14/03/26."] + hits
    assert PAYOUT not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("$600", "agm", "goes up")), stored
    assert any("principal member payout $450 cash plus coffin" in c for c in context), context
    reply = answer(question, context, mock="$450 cash plus the coffin - that's the principal member payout. Sorry "
                                           "for your loss.")
finish(question, expected="$600 cash plus the coffin - the AGM put the principal member payout up from 1 March",
       actual=reply)
