"""Batch 161 (held out). A village hall's Burns night: qdrant collection, script style (each call its own trace); the
helper's query for a question about the running order is scoped to the notes of the person who does the programme.

App: Strathmore Village Hall's Burns Supper is on Sat 22nd January 2039, 7 for 7.30 (a piper piping in the haggis,
the Selkirk Grace, haggis neeps + tatties, the toasts, a ceilidh after). The committee - Moira (secretary, does the
programme), Alec (chair), Fiona (tickets) - post notes into one qdrant collection with ``who`` in the payload. For
questions about who's doing what on the night, the helper only looks at Moira's notes (``who == "moira"``), since the
running order is hers.

Planted fault (RetrievalError, filtered out by the query's scope): Alec's note of Weds 12 Jan says Hamish had his hip
done before Christmas and can't stand up for long, so Doug Reid from the golf club is doing the Address to a Haggis
(he's word perfect, did it at the golf club in 2037) - Hamish is happy to do the toast to the lassies sitting down -
and, by the way, that the piper wants paying in whisky again. The ``who == "moira"`` filter leaves it out; Moira's
running order from 6/1 (Address - Hamish as always) is in. Question (Thu 20/1, Isla): "who's doing the address to the
haggis this yr? want to warn my sassenach husband about the knife bit lol" -> expected Doug Reid from the golf club
(Hamish is off his feet after his hip). The assistant says Hamish.

Expected verdict: RetrievalError at qdrant's query (the Moira-scoped query, wrapped in fault()): Alec's note is in
the collection and the same query without the filter ranks it in, but the app's scope left it out of the context.
Asserted: the unscoped query returns it; the app's query does not and no context line mentions Doug or the hip;
Moira's "Hamish as always" running order is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b161_qdrant_burnsnight_address_who_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "strathmore-hall-burns-2039"
SWAP = ("Weds 12 Jan Alec - Hamish had his hip done before xmas + can't stand up for long, so Doug Reid from the golf "
        "club's doing the Address to a Haggis this yr (he's word perfect, did it at the golf club in '37). Hamish is "
        "happy to do the toast to the lassies sitting down. piper wants paying in whisky again 🙄")
NOTES = [
    ("moira", "6/1 Moira - running order: piper pipes in the haggis 7.30, Selkirk Grace (Rev Lindsay), Address to a "
              "Haggis - Hamish as always, supper, toast to the lassies + the reply, Tam o' Shanter (Jim), ceilidh"),
    ("fiona", "Fri 7th Jan Fiona - tickets on sale at the shop + from me, £18, under 12s £8. 40 sold first day!!"),
    ("alec", SWAP),
    ("moira", "2039-01-16T19:05 Moira - haggis ordered from Grant's the butcher, 2 big ones + a veggie one for the "
              "Hendersons. neeps + tatties - the WI"),
    ("alec", "Tue 18th Alec - hall heating's on from 3 on the day, tables out fri night 7ish, need 6 bodies"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "who": who})
                            for i, (who, text) in enumerate(NOTES, 1)])

question = "who's doing the address to the haggis this yr? want to warn my sassenach husband about the knife bit lol"
vector = offline.embed([question])[0]
wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert SWAP in wide, wide

with fault():
    points = client.query_points(COLL, query=vector, limit=3, query_filter=models.Filter(must=[
        models.FieldCondition(key="who", match=models.MatchValue(value="moira"))])).points
hits = [p.payload["text"] for p in points]
context = ["Today is Thu 20 January 2039. You are talking to Isla, who has tickets for the Burns Supper at "
           "Strathmore Village Hall on Sat 22 January."] + hits
assert SWAP not in context and not any("Doug" in c or "hip" in c for c in context), context
assert any("Address to a Haggis - Hamish as always" in c for c in context), context
reply = answer(question, context, mock="Hamish, as always - he does the Address to a Haggis straight after the "
                                       "Selkirk Grace.")
finish(question, expected="Doug Reid from the golf club - Hamish is off his feet after his hip op", actual=reply)
