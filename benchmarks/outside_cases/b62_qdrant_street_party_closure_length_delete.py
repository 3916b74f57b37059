"""Batch 62 (held out). A street party's to-do list: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: the neighbours of Mafeking Road, Bedminster, hold a street party on Sat 12 June 2027. Every job and note is a
point with payload ``{"kind", "status", "text"}`` (kind: task, info; status: open, done, or "-" for info). Each
Sunday the assistant clears the ticked-off tasks (``status == "done"``) so the list stays short. Eleven points,
Mar - June 2027.

Planted fault (DeletionError): a done task also held the closure hours: "✔ road closure - form in to the council
28/3 (Dave), approved 20 Apr!! they've given us 10am-8pm so there's time to set up + clear up, barriers from the
highways depot fri pm, Dave + Mo collecting in Mo's van". The clear-out on Sun 6/6 deletes it. Question (Wed 9/6,
Mo): "how long's the road shut for on the day?" -> expected ten hours, 10 till 8. The assistant goes by the party
times (12 till 6) and says six hours.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the point is a hit of
the app's query before the delete, and is neither stored nor in the context after; the party times are in the
context. Another reading: none that we see; no other point gives the closure hours.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b62_qdrant_street_party_closure_length_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CLOSURE = ("✔ road closure - form in to the council 28/3 (Dave), approved 20 Apr!! they've given us 10am-8pm so "
           "there's time to set up + clear up, barriers from the highways depot fri pm, Dave + Mo collecting in Mo's "
           "van")
POINTS = [
    ("info", "-", "party sat 12/6, 12 till 6. music off by 6 sharp, Mrs Rowe at 41 works nights"),
    ("task", "done", "✔ leaflets thru every door both ends (Priya + kids) 3rd May"),
    ("task", "open", "bunting - we've got 60m from the jubilee, need another 40m, Lidl middle aisle?"),
    ("task", "done", CLOSURE),
    ("info", "-", "cars: everyone parked off the road by 9.30 sat morning pls, Ashton Rd or the school yard (Mr "
                  "Bevan ok'd it)"),
    ("task", "open", "tables - ask the church hall + the Dog & Duck, chairs everyone bring their own"),
    ("task", "done", "✔ public liability insurance - £68 thru the council's scheme, paid 2/5 out of the kitty"),
    ("info", "-", "kitty at 1 June: £214.50 after insurance + bunting"),
    ("task", "open", "cake stall rota - 12-2 Bev, 2-4 Sue + Ann, 4-6 ??"),
    ("task", "done", "✔ asked the Fire station if the engine can come - yes 3pm-ish if no call-outs"),
    ("info", "-", "bins: council bring 2 big wheelie bins fri, we put them back on the pavement by mon"),
]

client = QdrantClient(":memory:")
client.create_collection("mafeking-rd", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("mafeking-rd", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(POINTS, 1)])

question = "how long's the road shut for on the day?"
vector = offline.embed(["road closure closed shut hours time party sat 12 till am pm"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("mafeking-rd", query=vector, limit=5).points]
assert CLOSURE in before, before

# Sun 6 June: clear the ticked-off tasks
with fault():
    client.delete("mafeking-rd", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("mafeking-rd", limit=50)[0]]
hits = client.query_points("mafeking-rd", query=vector, limit=5).points
context = ["Today is Wed 9 June 2027 (the party is on Saturday)."] + [h.payload["text"] for h in hits]
assert CLOSURE not in stored and CLOSURE not in context
assert any("12 till 6" in c for c in context), context
assert not any("10am-8pm" in c or "road closure" in c for c in context + stored), context
reply = answer(question, context, mock="Six hours - it's 12 till 6, music off at 6 sharp.")
finish(question, expected="ten hours, from 10 in the morning to 8 at night", actual=reply)
