"""Batch 83 (held out). A dog rescue's fostering notes: qdrant collection, search limited to standing notes and the
last fortnight, script style.

App: Hillside Hound Rescue's coordinator, Lou, keeps standing notes (kind "standing", no date) and dated notes
about the dogs (kind "dog", with a day stamp) in one qdrant collection. Fosterers ask the app about their dogs. To
keep answers current the app searches standing notes plus dog notes from the last 14 days only.

Planted fault (RetrievalError, filtered out): on 25/11 Lou noted that Hollybank (the rescue's usual vets) have
referred Bramble to Castle Vets in Northam for her heart scan, because that's where the cardio vet is, booked Thu
11/12 at 2.40, no food after midnight. The search on Tue 9/12 keeps only dog notes from 26/11 on, so the note is
left out. The standing note says all vet visits go to Hollybank Vets on Mill St. Question (Jen, Bramble's
fosterer): "where's Bramble's heart scan on Thursday?" -> expected Castle Vets in Northam. The assistant says
Hollybank on Mill St.

Expected verdict: RetrievalError at qdrant.query_points (the filtered search, wrapped in fault()). Asserted: the
same search without the filter returns the referral note; the filtered one leaves it out; the standing vets note
and a recent Bramble note are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b83_qdrant_rescue_scan_vets_recent_only", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REFERRAL = ("25/11 Bramble - Hollybank have referred her to Castle Vets in Northam for the heart scan (that's "
            "where the cardio vet is), booked thurs 11 Dec 2.40pm. no food after midnight, water ok. Jen's "
            "driving, I'll sort the fuel")
POINTS = [
    ("standing", 0, "VETS: all vet visits + jabs go to Hollybank Vets, Mill St, on the rescue account (4471), "
                    "fosterers don't pay anything"),
    ("dog", 20311104, "4/11 Bramble (staffy x, 7ish) to Jen's. murmur heard at intake check, Hollybank want a "
                      "scan"),
    ("standing", 0, "fosterers: text Lou before ANY vet trip so it goes on the account"),
    ("dog", 20311118, "18 Nov Pip ok at Dev's, eating well, 2 walks a day"),
    ("dog", 20311125, REFERRAL),
    ("dog", 20311201, "1/12 Monty's home check w the Ahmeds went well, Lou recommending"),
    ("dog", 20311203, "3.12 Bramble coughing less says Jen, still on the pimobendan 2x a day w food"),
    ("standing", 0, "transport: rescue pays 45p/mile for vet runs, claim on the form"),
    ("dog", 20311206, "6/12 Bramble weighed at Hollybank nurse clinic 19.2kg, nails done"),
    ("dog", 20311208, "8/12 Jen asks can Bramble come to the xmas fun day, yes if the scan's ok"),
]

client = QdrantClient(":memory:")
client.create_collection("hillside-hounds", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("hillside-hounds", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day, "text": text})
    for i, (kind, day, text) in enumerate(POINTS, 1)])

question = "where's Bramble's heart scan on Thursday?"
vector = offline.embed(["Bramble heart scan vets where Thursday"])[0]  # the app's search words
wide = [p.payload["text"] for p in client.query_points("hillside-hounds", query=vector, limit=6).points]
assert REFERRAL in wide, wide

recent = models.Filter(should=[
    models.FieldCondition(key="kind", match=models.MatchValue(value="standing")),
    models.FieldCondition(key="day", range=models.Range(gte=20311126))])  # 'the last fortnight': 26/11 on
with fault():
    hits = client.query_points("hillside-hounds", query=vector, limit=6, query_filter=recent).points
context = ["Today is Tue 9 December 2031. You are talking to Jen, Bramble's fosterer."] + \
          [h.payload["text"] for h in hits]
assert REFERRAL not in context and not any("Castle" in c for c in context), context
assert any("all vet visits + jabs go to Hollybank Vets" in c for c in context), context
assert any("Bramble coughing less" in c for c in context), context
reply = answer(question, context, mock="Hollybank Vets on Mill St - it goes on the rescue account, so just text Lou "
                                       "before you go.")
finish(question, expected="Castle Vets over in Northam - Hollybank referred her there for the cardio vet",
       actual=reply)
