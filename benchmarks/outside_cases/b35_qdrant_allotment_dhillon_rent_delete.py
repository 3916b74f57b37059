"""Batch 35 (held out). A community allotment society's secretary's notes: qdrant-client ``:memory:`` with
memtrace's offline embeddings, script style (each call its own trace).

App: Greave Lane Allotment Society (42 plots, a trading hut open Sunday mornings, a waiting list of about 15) keeps
the secretary's notes as points with payload ``{"kind", "status", "text"}`` (kind plot / rent / waiting / misc;
status on waiting-list notes: waiting or offered). Once a quarter the app clears the waiting-list notes of people
who have been offered a plot, so the list only shows who is still waiting.

Planted fault (DeletionError): the waiting-list note for Mrs Dhillon also says what happened when she took the plot:
"Mrs Dhillon (no.3 on the list) - offered 14b, the half plot by the water trough, she's thrilled. Rent for the rest
of the yr £24 (half of £48), she gave it to Bob in cash at the hut sun 12/10, he's put it in the tin + ticked her
off". The October clear-out (waiting notes with status offered) deletes it. Question (Tue 21/10): "has Mrs Dhillon
paid for her plot yet?" -> expected yes, GBP 24 cash to Bob at the hut. The context has the rents list from 1/10
naming 14b among the plots still to pay, and the assistant says no.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the Dhillon note comes back in
a query before the delete and is neither stored nor in the context after; the rents list is in the context.
Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b35_qdrant_allotment_dhillon_rent_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DHILLON = ("Mrs Dhillon (no.3 on the list) - offered 14b, the half plot by the water trough, she's thrilled. Rent for "
           "the rest of the yr £24 (half of £48), she gave it to Bob in cash at the hut sun 12/10, he's put it in the "
           "tin + ticked her off")
NOTES = [
    ("rent", "", "Rents 2025: full plot £48, half £24, concessions half price. Due 1 Oct, pay Bob (treasurer) at the "
                 "hut or BACS"),
    ("rent", "", "1/10 rents still to come in: plots 3, 9, 14b (new person), 22, 31. Bob chasing after the 20th"),
    ("waiting", "waiting", "Waiting list as of Sept: 1 Mr Kaur, 2 the Brennans, 3 Mrs Dhillon, 4 Tom Walsh, then "
                           "11 more - see the book"),
    ("waiting", "offered", "Mr Kaur - offered plot 27 in Aug, said yes, paid full £48 in Sept"),
    ("waiting", "offered", DHILLON),
    ("waiting", "waiting", "The Brennans turned down 14b (too shady they said), staying on the list for a full one"),
    ("plot", "", "Plot 14b - old shed needs taking down, water trough leaks at the tap end, Pete to look"),
    ("misc", "", "Manure delivery Sat 1/11 8am, £5 a barrow load, bring your own barrow"),
    ("plot", "", "Plot 9 (Jim) - not worked since June, 1st letter sent 15/9"),
    ("rent", "", "Plot 22 paid BACS 6/10 £48, plot 31 paid cheque 8/10 - Bob"),
    ("misc", "", "Hut rota Sundays 9-11: Bob + Sheila Oct, Pete + me Nov. Seed potato order closes 30/11"),
    ("waiting", "waiting", "Tom Walsh wants a half plot, happy to wait, lives on Greave Lane"),
]

client = QdrantClient(":memory:")
client.create_collection("greave-lane", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("greave-lane", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(NOTES, 1)])

question = "has Mrs Dhillon paid for her plot yet?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points("greave-lane", query=vector, limit=len(NOTES)).points]
assert DHILLON in before, before

# October clear-out: waiting-list notes of people who have been offered a plot
with fault():
    client.delete("greave-lane", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="waiting")),
        models.FieldCondition(key="status", match=models.MatchValue(value="offered"))])))

stored = [p.payload["text"] for p in client.scroll("greave-lane", limit=100)[0]]
hits = client.query_points("greave-lane", query=vector, limit=8).points
context = ["Today is Tue 21/10/25."] + [h.payload["text"] for h in hits]
assert DHILLON not in stored
assert any("rents still to come in: plots 3, 9, 14b (new person)" in c for c in context), context
assert not any("ticked her off" in c or "cash at the hut" in c for c in context + stored), context
reply = answer(question, context, mock="Not yet, as far as I can see - 14b's still on the 1 Oct list of rents to come "
                                       "in. It's £24 for a half plot; Bob's chasing after the 20th.")
finish(question, expected="Yes - she paid Bob £24 cash at the hut", actual=reply)
