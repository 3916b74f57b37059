"""Batch 90 (held out). A neighbourhood watch's reports and rota: qdrant collection, script style (each call its
own trace).

App: the Whitehill Neighbourhood Watch coordinator, Pat, keeps walkers' reports and the rota in one qdrant
collection (payload ``kind`` report/rota/info and ``status`` open/resolved for reports). Every Sunday night a
tidy-up deletes the resolved reports so the weekly summary only shows live ones.

Planted fault (DeletionError): Sunday 15/10's tidy-up deletes the resolved reports. One of them, the streetlight
out on Bury Lane (reported 2/10, fixed 6/10), also says in a P.S. that Margaret is having her hip done on the 16th
so Tony, the treasurer, is doing her Thursday walk (Elm Close and Bury Lane) till the end of November and has the
hi-vis and the big torch. The rota line for October still has Margaret on Elm Close. Question (Tue 17/10, Pat's
husband, who is printing the week's sheet): "who's walking Elm Close on thursday?" -> expected Tony, the
treasurer. The assistant says Margaret.

Expected verdict: DeletionError at the qdrant delete (the tidy-up delete, wrapped in fault()). Asserted: the
streetlight report is in the query results before the delete and gone from the collection and the context after
it; the rota line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b90_qdrant_watch_elm_close_walker_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LIGHT = ("REPORT 2/10 streetlight out opp 14 Bury Lane, v dark by the cut-thru. reported to Herts CC (ref "
         "HC-88213) - fixed fri 6th, RESOLVED. P.S. Margaret's having her hip done on the 16th!! so Tony (our "
         "treasurer) is doing her thurs walk - Elm Close + Bury Lane - til end of Nov. he's got the hi-vis + the "
         "big torch")
POINTS = [
    ("rota", "-", "OCT ROTA thurs 7-8.30pm: Elm Close + Bury Lane - Margaret H; Pirton Rd + allotments - Jim & Sue. "
                  "fri 8-9.30: the Khans"),
    ("report", "resolved", LIGHT),
    ("report", "open", "9/10 - white transit parked up on Elm Close 3 nights running, reg noted (in the book), "
                       "passed to PCSO Dean"),
    ("report", "resolved", "shed break in at the allotments 28/9 - police attended, nothing taken in the end, "
                           "plot holders told. closed"),
    ("info", "-", "PCSO Dean Walsh 07700 900761, surgery at the library 1st weds of the month"),
    ("report", "open", "12.10.34 gate at the end of the cut-thru hanging off, council job no. pending"),
    ("info", "-", "walkers meet at the phone box on Elm Close, sign the book, always in pairs after 9"),
    ("report", "resolved", "lost dog (springer, Poppy) on Whitehill 3/10 - found same evening, back home"),
]

client = QdrantClient(":memory:")
client.create_collection("whitehill-watch", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("whitehill-watch", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "who's walking Elm Close on thursday? doing the sheet for the week"
vector = offline.embed(["Elm Close thursday walk walker who rota"])[0]  # the sheet's search words
before = [p.payload["text"] for p in client.query_points("whitehill-watch", query=vector, limit=5).points]
assert LIGHT in before, before

# Sunday 15/10: clear out the resolved reports
with fault():
    client.delete("whitehill-watch", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="resolved"))])))

stored = [p.payload["text"] for p in client.scroll("whitehill-watch", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("whitehill-watch", query=vector, limit=5).points]
context = ["Today is Tue 17 October 2034. You are talking to Pat's husband, who prints the weekly sheet."] + hits
assert LIGHT not in stored and LIGHT not in context
assert not any("Tony" in c for c in stored + context)
assert any("Elm Close + Bury Lane - Margaret H" in c for c in context), context
reply = answer(question, context, mock="Margaret H - she's got Elm Close and Bury Lane on Thursdays, 7 till 8.30. "
                                       "Keep an eye out for that white transit.")
finish(question, expected="Tony the treasurer, while Margaret's off with her hip", actual=reply)
