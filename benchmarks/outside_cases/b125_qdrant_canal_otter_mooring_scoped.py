"""Batch 125 (held out). A canal boat society's boat notes: qdrant collection, the query filtered to the boat being
asked about, script style (each call its own trace).

App: the Calder & Hebble Boat Society keeps members' boat notes (moorings, licences, jobs done) and the society's
notices in one qdrant collection; each point has a ``boat`` payload (a boat's name, or "all" for notices). When
someone asks about a boat the helper searches with a filter on ``boat == <that boat>``.

Planted fault (RetrievalError, filtered by scope): Otter's own note has her long-term mooring at Salterhebble,
pontoon B berth 7. Mick, the moorings officer, posted on 22.3. that CRT are piling the bank at Salterhebble from Mon
6th April for 6 weeks or so and everyone on pontoon B has to shift to the visitor moorings at Elland basin meanwhile
(pontoon A's fine), by Sun 5th. That notice is boat=all, so the query scoped to Otter leaves it out. Question (Thu
16/4, Pete, doing Otter's boat safety check for Dave on Saturday): "where's Otter moored atm? doing her BSS sat for
Dave" -> expected the visitor moorings at Elland basin. The assistant says Salterhebble, pontoon B berth 7.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the notice that decides the place
is in the collection and the same search without the boat filter finds it, but the search the app made could not
return it. Asserted: the unfiltered search returns Mick's notice; the filtered one leaves it out; Otter's pontoon B
line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b125_qdrant_canal_otter_mooring_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MICK = ("22.3. MOORINGS - CRT are piling the bank at Salterhebble from Mon 6th April, 6 wks-ish. everyone on pontoon B "
        "has to shift to the visitor moorings at Elland basin meanwhile (CRT say free while it's on), pontoon A's fine "
        "where it is. gate key for Elland from me. pls be moved by sun 5th!! Mick (moorings)")
POINTS = [
    ("otter", "Otter - 45ft trad stern, Dave + Lyn Sutcliffe. long-term mooring Salterhebble, pontoon B berth 7. "
              "licence due 1/6, £1,020. BSS due april"),
    ("otter", "14/3 Otter's bilge pump replaced, Dave did it himself. blacking booked sept at Sowerby dry dock"),
    ("all", MICK),
    ("heron", "Heron (Mick's) - pontoon A berth 2. engine service due, Ken's doing it"),
    ("otter", "Weds 8 Apr Dave - new brass tiller pin £12, the mushroom vent's leaking again. Pete's doing our BSS "
              "18th, key's in the usual place"),
    ("all", "work party sat 18th april, lock 4 Elland, 9-4, bring gloves"),
    ("kingfisher", "Kingfisher for sale, £38k ono, ask Brian. pontoon B berth 3"),
    ("all", "AGM Weds 20 May, 7.30ish, the Barge + Barrel. subs staying £45"),
]

client = QdrantClient(":memory:")
client.create_collection("chbs-boats", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("chbs-boats", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"boat": boat, "text": text})
    for i, (boat, text) in enumerate(POINTS, 1)])

vector = offline.embed(["where is Otter moored now Salterhebble pontoon B berth mooring"])[0]
wide = [p.payload["text"] for p in client.query_points("chbs-boats", query=vector, limit=6).points]
assert MICK in wide, wide

otter = models.Filter(must=[models.FieldCondition(key="boat", match=models.MatchValue(value="otter"))])
with fault():
    found = client.query_points("chbs-boats", query=vector, query_filter=otter, limit=6).points
hits = [p.payload["text"] for p in found]
question = "where's Otter moored atm? doing her BSS sat for Dave"
context = ["Today is Thu 16 April 2037. You are talking to Pete, a Calder & Hebble Boat Society member."] + hits
assert MICK not in context and not any("Elland basin" in c or "piling" in c for c in context), context
assert any("Salterhebble, pontoon B berth 7" in c for c in context), context
reply = answer(question, context, mock="Salterhebble, pontoon B, berth 7 - Dave says the key's in the usual place.")
finish(question, expected="the visitor moorings at Elland basin - pontoon B at Salterhebble is shut for the piling",
       actual=reply)
