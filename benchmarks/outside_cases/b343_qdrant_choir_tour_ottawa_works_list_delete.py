"""Batch 343 (held out). A university choir's tour committee: qdrant collection of the committee's formal minutes
and notes, one root span per record, one for the secretary's clear-out and one for the question; the clear-out
deletes, by a payload filter, the room-booking records once they are in the university's booking system, and one of
them also carried a minuted addition to the Ottawa programme.

App: the Sandstone University Chamber Choir tour Canada in July 2051 - Ottawa (a joint concert with a host choir),
Montreal and Toronto. The tour committee (chair: Dr Helen Marsh; secretary: KL; treasurer: PB; the Music Director,
Mr Ong) file minutes and notes into one qdrant collection (payload ``kind``: minutes, bookings, finance, travel).
Once a room booking is confirmed in the university's booking system, KL deletes the bookings records with a filter
on ``kind``; the helper answers from the 4 nearest records.

Planted fault (DeletionError): the minutes of 2051-03-03 (item 5, repertoire) record the Ottawa programme as Stephen
Leek's "Kondalilla" and Tallis's "If ye love me". KL's record of Fri 17 March opens with the room bookings for the
sectionals (so it was filed as bookings) and records, under business arising, that it was agreed on the Music
Director's recommendation that Healey Willan's "Rise up, my love, my fair one" be added to the Ottawa programme as a
courtesy to the host choir. KL's clear-out (Tue 21 March) deletes the bookings records, that one with them.
Question (Tue 4 July, the choir librarian): "Which works are on the programme for the Ottawa concert with the host
choir? Making up the folders this week." -> expected three works, in different records: Kondalilla (Leek), If ye
love me (Tallis) and Rise up, my love, my fair one (Willan). The assistant lists the first two only.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Fri 17 March record was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the record is in the 4 nearest before the delete and gone from the collection and
the context after it (nothing on Willan or "Rise up"); the minutes' Ottawa programme is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b343_qdrant_choir_tour_ottawa_works_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sandstone-chamber-choir-canada-tour-2051"
ADDED = ("Fri 17 March (KL) - Room bookings: sectionals for the tour repertoire in the Verbrugghen Studio, Tues 4 "
         "Apr 1800-2000 (S/A) and Thurs 6 Apr 1800-2000 (T/B); full rehearsal in the Recital Hall Sat 8 Apr "
         "1000-1300. Business arising (carried over from 3/3): it was agreed, on the Music Director's "
         "recommendation, that Healey Willan's 'Rise up, my love, my fair one' be added to the Ottawa programme as a "
         "courtesy to the host choir, who premiered our Leek last year. ACTION: librarian to source 32 copies.")
NOTES = [
    (1, "minutes", "KL", "Minutes, Tour Committee, 2051-03-03, Rm 2.14 Conservatorium. Present: HM (chair), KL "
                         "(sec.), PB (treas.), Mr Ong (MD). Item 5, repertoire: Ottawa joint concert (Sat 15 July, "
                         "St Brigid's) - Stephen Leek 'Kondalilla' and Tallis 'If ye love me'; Montreal and Toronto "
                         "programmes to be settled at the next meeting."),
    (2, "finance", "PB", "2051-03-03 Treasurer's report: tour levy CAD 1,150 per chorister; it was noted that the "
                         "Faculty's contribution (AUD 6,000) is yet to be confirmed in writing."),
    (3, "travel", "HM", "9/3 - group fare SYD-YVR-YOW held until 20 March; passports must be valid to at least Jan "
                        "2052. ACTION: all choristers to send passport details to HM by Fri 17/3."),
    (4, "bookings", "KL", "Thurs 9 March (KL) - Room bookings: Recital Hall confirmed for the farewell concert, Sun "
                          "2 July 1500; front-of-house volunteers to be sought via the newsletter."),
    (5, "bookings", "KL", ADDED),
    (6, "minutes", "KL", "Minutes, Tour Committee, 2051-03-31: Montreal programme (Notre-Dame-de-Bon-Secours, Tues "
                         "18 July) to be Palestrina 'Sicut cervus' and Hatfield 'Las Amarillas'. Concert dress: "
                         "black, with the teal scarves."),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"record-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = ("Which works are on the programme for the Ottawa concert with the host choir? Making up the folders "
            "this week.")
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 21/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert ADDED in before, before
    in_system = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="bookings"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_system))

with turn_span("question Tue 4/7"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Tue 4 July 2051. You are talking to the librarian of the Sandstone University Chamber Choir "
               "(Canada tour, July 2051)."] + hits
    assert ADDED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("willan", "rise up", "courtesy to the host")), stored
    assert any("Stephen Leek 'Kondalilla' and Tallis 'If ye love me'" in c for c in context), context
    reply = answer(question, context, mock="Two works for Ottawa: Stephen Leek's 'Kondalilla' and Tallis's 'If ye "
                                           "love me'.")
finish(question, expected="Leek 'Kondalilla', Tallis 'If ye love me' and Willan 'Rise up, my love, my fair one' "
                          "(added on 17 March for the host choir)", actual=reply)
