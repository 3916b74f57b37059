"""Batch 105 (held out). A church foodbank collection point's van runs: qdrant collection, script style (each call
its own trace).

App: St Barnabas foodbank (collection point in the church porch, van runs to the warehouse) keep their jobs in one
qdrant collection: van runs (kind "run"), messages from shops and donors (kind "msg", status "done" once dealt
with) and volunteer notes (kind "vol"). Beryl's helper answers the drivers. Every Monday Beryl clears the done
messages out.

Planted fault (DeletionError): Monday's clear-out (8/3) deletes the done messages. One of them, from Wed 3/3, is
from Kelly, manager at the Hill St Co-op: from now on they'll put out 6 crates of short-dated tins and pasta every
Thursday, ready after 4 at the back door, ring the bell - Beryl marked it done after the first pick-up on the 4th.
The van run sheet for Thu 11/3 only has the Tesco trolley and the school harvest boxes. Question (Wed 10/3, Ken,
driving tomorrow): "do i need to go by the hill st coop tmrw or is that done with?" -> expected yes, after 4,
round the back. The assistant says no, the Co-op isn't on the
run sheet.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: Kelly's
message is in the search results before the delete and gone from the collection and the context after it; the
run sheet line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b105_qdrant_foodbank_coop_crates_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KELLY = ("Kelly @ Hill St Co-op 3/3: going fwd they'll put 6 crates of short dated tins + pasta out EVERY thurs "
         "for us, ready after 4pm at the back door (ring the bell, not the front). first lot thurs 4th - Ken got "
         "them, lovely stuff - B")
POINTS = [
    ("run", "-", "VAN thurs 11/3: Tesco extra trolley (customer donations) 2pm, then Kings Rd primary harvest "
                 "boxes 3.15 (ask for Mr Amos). back to the porch by 5, warehouse fri am"),
    ("msg", "done", KELLY),
    ("msg", "done", "Mrs Akhtar dropped 2 bags of nappies size 4 + wipes sun 7/3, thanked her"),
    ("vol", "-", "van key on the hook in the vestry, fuel card in the glovebox, log the miles!! ~40 a week"),
    ("msg", "-", "warehouse (Sandra) short on UHT milk + tinned fish + toilet roll - push these in the "
                 "newsletter"),
    ("vol", "-", "Ken does thurs runs, Marjorie + Tom on the porch table sun 9-12.30"),
    ("msg", "done", "Greggs on the high st asked re bread, told them we can't take fresh, only sealed/tinned"),
]

client = QdrantClient(":memory:")
client.create_collection("stb-foodbank", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("stb-foodbank", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "do i need to go by the hill st coop tmrw or is that done with?"
vector = offline.embed(["Hill St Co-op van Thursday pick up crates"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("stb-foodbank", query=vector, limit=8).points]
assert KELLY in before, before

# Mon 8/3, Beryl's weekly tidy: the done messages go
with fault():
    client.delete("stb-foodbank", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("stb-foodbank", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("stb-foodbank", query=vector, limit=8).points]
context = ["Today is Wed 10 March 2037. You are talking to Ken, who drives the van on Thursdays."] + hits
assert KELLY not in stored and KELLY not in context
assert not any("co-op" in c.lower() or "6 crates" in c or "back door" in c for c in stored + context)
assert any("Tesco extra trolley" in c for c in context), context
reply = answer(question, context, mock="No - tomorrow's run is just the Tesco trolley at 2 and the Kings Rd "
                                       "harvest boxes at 3.15. The Co-op isn't on the sheet.")
finish(question, expected="yes - their crates are out every Thursday after 4, back door", actual=reply)
