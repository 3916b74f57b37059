"""Batch 245 (held out). A small charity's fun run: qdrant collection of the organisers' notes, one root span per
note, one for the treasurer's clear-out and one for the question; the clear-out deletes, by a payload filter, the
sponsorship notes she has copied into the spreadsheet, and one of them also carried a change of marshal.

App: Friends of Calder Hospice hold their fun run on Sun 4th Aug 2047 - a 5k round Cromwell Bottom and a 2k kids'
loop, water stations at the halfway bridge and the finish, marshals at the crossings, sponsorship for the hospice.
Andrea (the organiser) and Pat (the treasurer) file notes into one qdrant collection (payload ``kind``: plan,
route, marshals, water, sponsorship). Once the sponsor forms are in the spreadsheet Pat deletes the sponsorship
notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Andrea's marshals note (2047-06-02T09:00) lists them on one line with a post beside
each name - start/finish Andrea, Mill Lane crossing Gary, the halfway bridge the Rotary lads, the stile Colin +
Jean, tail runner Pete. Pat's sponsorship note of Tue 30/7 starts with the money (£1,860 on the JustGiving page,
forms from the Co-op) and says, in the middle, that Gary's done his knee in at five-a-side so he can't stand at
Mill Lane, Bev's doing it instead, she's got her own hi-vis. Pat's clear-out (Thurs 1/8) deletes the sponsorship
notes, that one with them. Question (Sat 3/8, Andrea): "who's on the Mill Lane crossing tomorrow? want to drop the
radio off to them tonight" -> expected Bev (Gary's knee). The assistant says Gary.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Pat's Tue 30/7 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Bev, his knee or five-a-side); the marshals note's "Mill Lane crossing Gary" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b245_qdrant_fun_run_crossing_marshal_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-hospice-fun-run-2047"
SWAP = ("Tue 30/7 (Pat) sponsorship 💷 JustGiving's on £1,860!! + forms from the Co-op still to come in. Gary's done "
        "his knee in at five-a-side so he can't stand at the Mill Lane crossing all morning, Bev's doing it instead, "
        "she's got her own hi-vis. kids' medals came")
NOTES = [
    (1, "plan", "Andrea", "FUN RUN 🏃 sun 4th aug Cromwell Bottom, 5k at 10, kids' 2k at 9.30. registration from 8.30 "
                          "in the car park, adults £10, kids £4"),
    (2, "marshals", "Andrea", "2047-06-02T09:00 marshals: start/finish Andrea, Mill Lane crossing Gary, halfway "
                              "bridge the Rotary lads, the stile Colin + Jean, tail runner Pete. radios from the "
                              "scouts"),
    (3, "water", "Andrea", "the 14th (july) water stations at the halfway bridge + the finish, 400 cups, jelly babies "
                           "from the Rotary"),
    (4, "route", "Andrea", "route signs up sat 3rd afternoon, arrows + km boards, Pete's doing the kids' loop "
                           "w/ chalk"),
    (5, "sponsorship", "Pat", "Mon 22/7 sponsor forms - 38 back so far, Mrs Iqbal's form alone is £240 😮"),
    (6, "sponsorship", "Pat", SWAP),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's on the Mill Lane crossing tomorrow? want to drop the radio off to them tonight"
vec = offline.embed([question])[0]
with turn_span("clear-out Thurs 1/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SWAP in before, before
    in_sheet = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="sponsorship"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_sheet))

with turn_span("question Sat 3/8"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 3 August 2047. You are talking to Andrea, who's organising the Friends of Calder "
               "Hospice fun run (Sun 4 Aug)."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("bev", "knee", "five-a-side")), stored
    assert any("Mill Lane crossing Gary" in c for c in context), context
    reply = answer(question, context, mock="Gary's on the Mill Lane crossing - the radios are from the scouts.")
finish(question, expected="Bev - Gary's done his knee in, so she's doing Mill Lane", actual=reply)
