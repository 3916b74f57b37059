"""Batch 93 (held out). An RNLI-style lifeboat station's crew notes: qdrant collection, script style (each call its
own trace).

App: the launch authority's helper at Hope Cove lifeboat station keeps the exercise logs (payload kind "log", with
the exercise date as an ordinal), the crew rota and station notes in one qdrant collection. Each month the station
admin clears the logs of exercises more than a week old, and the crew ask the helper.

Planted fault (DeletionError): the clear-out on Mon 9/6 deletes the logs of exercises before 2 June. The log of
Sun 1/6 says the exercise went fine but that the launch tractor (the Talus, TW-14) was leaking hydraulic oil again
and Mick has booked it into the workshop at Poole from Mon 9th to Fri 20th, no relief tractor free till July, so no
beach launches - Sun 15th's exercise is off the harbour slipway on the trolley. The rota line for Sun 15/6 still
says a beach launch at 10.00. Question (Wed 11/6, Kerry, new crew): "is sunday a beach launch? want to watch the
tractor bit" -> expected no, it's off the harbour slipway (tractor at Poole till the 20th). The assistant says yes.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the 1/6 log is
in the results before the delete and gone from the collection and the context after it; the rota line is in the
context.
"""
from __future__ import annotations

import datetime

from common import answer, fault, finish, setup

setup("b93_qdrant_lifeboat_beach_launch_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LOG = ("EX LOG Sun 1/6 - ALB launched 10.04 off the beach, cox Dave P, 6 crew + 2 trainees (Kerry's 1st). "
       "man overboard x3, all good, recovered 11.50. BUT the Talus (TW-14) leaking hyd oil again, Mick's got it "
       "into Poole workshop mon 9th - fri 20th & no relief tractor free till july, so NO beach launches, the 15th "
       "goes off the harbour slipway on the trolley")


def day(text: str) -> int:
    return datetime.date.fromisoformat(text).toordinal()


POINTS = [
    ("log", "2036-05-18", "EX LOG 18 May - shout practice w the helicopter from Culdrose, winch x2, Jase + Sandra "
                          "winched. tractor fine. 7 crew"),
    ("log", "2036-06-01", LOG),
    ("rota", "2036-06-15", "ROTA Sun 15/6 - exercise 10.00, BEACH launch, cox Dave P, tractor Mick + Ollie, "
                           "shore crew Sandra, Pete, Kerry (obs). tea after at the Cove cafe"),
    ("rota", "2036-06-08", "pagers wk of 8/6: Dave P, Jase, Sandra, Ollie, Mick (tractor), Pete (shore)"),
    ("note", "2036-06-05", "new drysuits in - Kerry's is a M, still waiting on Pete's XL. boots from the cupboard"),
    ("log", "2036-06-04", "Wed 4/6 eve - shore crew training only, no launch, winch + cradle checks, Sandra signed "
                          "off Kerry on the radio"),
    ("note", "2036-06-02", "open day sat 28/6, 11-3, boat on display in the house, need 4 for the stall"),
]

client = QdrantClient(":memory:")
client.create_collection("hope-cove-lifeboat", vectors_config=models.VectorParams(
    size=256, distance=models.Distance.COSINE))
client.upsert("hope-cove-lifeboat", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day(d), "text": text})
    for i, (kind, d, text) in enumerate(POINTS, 1)])

question = "is sunday a beach launch? want to watch the tractor bit"
vector = offline.embed(["sunday 15 exercise beach launch tractor slipway"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("hope-cove-lifeboat", query=vector, limit=6).points]
assert LOG in before, before

# Mon 9/6: clear out logs of exercises more than a week old
with fault():
    client.delete("hope-cove-lifeboat", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="log")),
        models.FieldCondition(key="day", range=models.Range(lt=day("2036-06-02")))])))

stored = [p.payload["text"] for p in client.scroll("hope-cove-lifeboat", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("hope-cove-lifeboat", query=vector, limit=6).points]
context = ["Today is Wed 11 June 2036. You are talking to Kerry, a new crew member."] + hits
assert LOG not in stored and LOG not in context
assert not any("Poole" in c or "slipway" in c for c in stored + context), context
assert any("BEACH launch, cox Dave P" in c for c in context), context
reply = answer(question, context, mock="Yes - Sunday 15th is a beach launch at 10.00, Mick and Ollie on the "
                                       "tractor, so you'll see it all from the shore crew.")
finish(question, expected="no - the tractor's in the workshop at Poole, so it goes off the harbour slipway",
       actual=reply)
