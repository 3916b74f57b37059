"""Batch 21 (held out). A parish council clerk's notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the assistant of Thornby Parish Council keeps meeting notes, planning comments, grant requests and the
clerk's emails as points with a payload ``{"kind", "date", "text"}``; a question about meetings is answered from a
vector query filtered to ``kind == "meeting"`` (the app's own routing: meeting questions go to meeting notes).
Eighteen notes for September-October 2025.

Planted fault (RetrievalError, filtered out): the clerk's email of Tue 30/9 - "hall floor's being sanded + sealed
6-17 Oct so we can't have it. Booked the Methodist schoolroom on Chapel St for Tues 14th, same time, they'd like a
donation not a fee" - was filed as kind "email", so the meeting-only query never sees it, and the standing note
"Full council 2nd Tues of the month 7.30pm, village hall main room" is what the model gets. Question (Fri 10/10):
"Where's Tuesday's full council meeting?" -> expected "the Methodist schoolroom on Chapel Street (the hall floor is
being redone), 7.30pm". The assistant says the village hall.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the same
query without the kind filter returns the email; the filtered query's context holds the village-hall note and not
the schoolroom. Another reading: none that we see; the email is stored throughout, nothing overwrote it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b21_qdrant_parish_meeting_venue_filter", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("From Clerk (Tue 30/9): hall floor's being sanded + sealed 6-17 Oct so we can't have it. Booked the Methodist "
         "schoolroom on Chapel St for Tues 14th, same time, they'd like a donation not a fee. Agenda out Weds 8th")
NOTES = [
    ("meeting", "2025-01-14", "Full council 2nd Tues of the month 7.30pm, village hall main room. Public forum "
                              "first 15 mins, members of the public can speak 3 mins each"),
    ("meeting", "2025-09-09", "Sept full council 9/9 - 7 cllrs present, apols Cllr Webb. Precept discussion "
                              "deferred to Nov, clerk to get figures"),
    ("meeting", "2025-09-09", "9/9 mtg: agreed to buy 2 new salt bins (Mill Lane + top of School Hill) approx "
                              "GBP 340 the pair"),
    ("planning", "2025-09-16", "25/0412 Glebe Farm barn conversion to 2 dwellings - cttee no objection, but ask for "
                               "passing places on Mill Lane during the build"),
    ("planning", "2025-09-16", "25/0388 Orchard Close 4 houses - OBJECT. flooding on the lower field, access on the "
                               "bend, 14 residents wrote in"),
    ("grant", "2025-09-18", "Youth club minibus - they want GBP 1,500, to go on Oct agenda"),
    ("grant", "2025-09-20", "Thornby in Bloom asking GBP 250 for the planters by the war memorial"),
    ("email", "2025-09-22", "From Highways: pothole on School Hill logged ref 88213, 28 day target. Ha"),
    ("email", "2025-09-25", "From Cllr Webb: sorry I missed Sept, back for Oct. Can we talk about the dog bins?"),
    ("meeting", "2025-09-26", "Oct agenda items so far: youth club grant, dog bins, Xmas tree lights, precept "
                              "first look, casual vacancy (Cllr Dunn resigned)"),
    ("email", "2025-09-30", EMAIL),
    ("email", "2025-10-01", "From the vicar: Remembrance Sun 9/11 - council wreath please, 10.45 at the memorial"),
    ("planning", "2025-10-02", "25/0455 extension 7 High St - rear single storey, no comments"),
    ("email", "2025-10-03", "From village hall cttee: sorry about Oct, floor was long overdue. Back for Nov mtg"),
    ("meeting", "2025-10-06", "Notice of vacancy for Cllr Dunn's seat posted 6/10 on the board + website, 14 "
                              "working days for electors to call an election"),
    ("grant", "2025-10-07", "Bloom group happy to wait till Nov for the planters money"),
    ("email", "2025-10-08", "Agenda for 14/10 sent to all cllrs + on the noticeboard by the shop"),
    ("meeting", "2025-10-08", "Xmas lights - Cllr Patel getting quotes, last yr GBP 420 incl the cherry picker"),
]

client = QdrantClient(":memory:")
client.create_collection("thornby", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("thornby", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                    payload={"kind": kind, "date": day, "text": text})
                                 for i, (kind, day, text) in enumerate(NOTES, 1)])

question = "Where's Tuesday's full council meeting?"
vector = offline.embed([question])[0]
unfiltered = client.query_points("thornby", query=vector, limit=18).points
assert any(p.payload["text"] == EMAIL for p in unfiltered), [p.payload["text"][:40] for p in unfiltered]
meetings_only = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="meeting"))])
with fault():
    hits = client.query_points("thornby", query=vector, query_filter=meetings_only, limit=8).points
context = ["Today is Fri 10/10/25."] + [f"{h.payload['date']}: {h.payload['text']}" for h in hits]
assert any("village hall main room" in c for c in context), context
assert not any("Methodist" in c or "schoolroom" in c for c in context), context
reply = answer(question, context, mock="In the village hall main room, 7.30pm - full council is the 2nd Tuesday of "
                                       "the month, so Tue 14 October, public forum first.")
finish(question, expected="At the Methodist schoolroom on Chapel Street, 7.30pm (the village hall floor is being "
                          "sanded that week)", actual=reply)
