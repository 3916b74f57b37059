"""Batch 14 (held out). Hospice charity shops' volunteer assistant: qdrant-client (in-memory) with offline embeddings,
one root span per turn.

App: St Brendan's Hospice runs three shops (Market St, Northgate, Riverside). Each shop manager's weekly rota note
and notices are points with payload {branch, kind, week, text}. A volunteer asks the assistant from the volunteers'
app; the assistant runs ``query_points`` filtered on a branch and answers with litellm.

Planted fault (RetrievalError, wrong scope): the handler fills the branch filter from the volunteer's PROFILE (Pat
volunteers at Northgate) instead of the shop named in the question. Pat is covering at Riverside and asks: "Who's
on the till with me at Riverside on Saturday morning?" -> expected "Maureen and Jas (9-1; Dev is on sorting)". The
query, filtered on branch=northgate, returns Northgate's rota ("Sat am till: Bev & Colin") and the assistant names
Bev and Colin.

Expected verdict: RetrievalError at the answer's qdrant.query_points (fault() wraps that call). Asserted: the
Riverside rota point is stored and matches the question's branch; the context holds only Northgate points. Another
reading: none that we see -- the right point was written once and never changed.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b14_qdrant_hospiceshops_branch_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("northgate", "rota", "Northgate rota w/c 16/3: Sat am till: Bev & Colin (9-1), pm: Sue. Steaming: Ahmed Tues + "
                          "Thurs. Van collections Weds, driver Phil."),
    ("riverside", "rota", "RIVERSIDE wk 16-21 Mar - Sat 21st morning till Maureen + Jas 9-1, Dev on sorting out "
                          "back; afternoon Lin on her own till 4 (close 4pm Sat now)."),
    ("market-st", "rota", "Mkt St rota 16/3-21/3: Sat till Gwen all day, Rob am. Window change Thurs (spring "
                          "theme) - Kat."),
    ("northgate", "notice", "Northgate: card machine swapped for a SumUp, charge it overnight in the office."),
    ("riverside", "notice", "Riverside: donations bell broken - pin a note to the side door; no electricals "
                            "accepted until PAT tester back."),
]
PROFILE = {"volunteer": "Pat Hennessy", "branch": "northgate"}  # where Pat usually volunteers

client = QdrantClient(":memory:")
client.create_collection("shop-notes", vectors_config=models.VectorParams(size=256,
                                                                          distance=models.Distance.COSINE))
with turn_span("turn-1 managers post the week's notes"):
    client.upsert("shop-notes", points=[
        models.PointStruct(id=i, vector=offline.embed([text])[0],
                           payload={"branch": branch, "kind": kind, "week": "2026-03-16", "text": text})
        for i, (branch, kind, text) in enumerate(NOTES, 1)])


def branch_filter(branch: str) -> models.Filter:
    return models.Filter(must=[models.FieldCondition(key="branch", match=models.MatchValue(value=branch))])


riverside = client.scroll("shop-notes", scroll_filter=branch_filter("riverside"), limit=10)[0]  # check, own trace
assert any("Maureen + Jas" in p.payload["text"] for p in riverside)

question = "Who's on the till with me at Riverside on Saturday morning?"
with turn_span("turn-2 Pat asks (covering at Riverside)"):
    vector = offline.embed([question])[0]
    with fault():
        hits = client.query_points("shop-notes", query=vector, query_filter=branch_filter(PROFILE["branch"]),
                                   limit=3).points
    context = [h.payload["text"] for h in hits]
    assert context and all(h.payload["branch"] == "northgate" for h in hits), context
    assert not any("Maureen" in c for c in context), context
    reply = answer(question, context, mock="On Saturday morning you're on the till with Bev and Colin, 9 till 1.")
finish(question, expected="Maureen and Jas (9-1; Dev is on sorting)", actual=reply)
