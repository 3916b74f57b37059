"""Batch 67 (held out). A running club's relay team: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Stroud Striders' team captain, Asha, keeps one point per to-do or note for the Severn Vale Relay (4 legs, Sun 15
April 2029), payload ``{"status", "text"}`` (status: todo, done, or "-" for notes). Each Monday the assistant clears
out the done jobs (``status == "done"``) so the list only holds what's left. Ten points, Mar - Apr 2029.

Planted fault (DeletionError): a done job's note also held the new start time for leg 1: "race nos picked up from
Cotswold Runners - DONE, 4 bibs + the chip tags in a jiffy bag in my car. NB the lad in the shop said the organisers
have had to bring leg 1's off forward to 8.40, the A46 closure ends at 12 and they want the last legs through
before it opens". The clear-out on Mon 9/4 deletes it. Question (Fri 13/4, Dan, who runs leg 1): "what time do I set
off on sunday?" -> expected 8.40. The assistant goes by the race info note: 9.10.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the point is a hit of the
app's query before the delete, and is neither stored nor in the context after; the 9.10 note is in the context.
Another reading: none that we see; no other point gives the earlier time.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b67_qdrant_relay_leg1_start_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BIBS = ("race nos picked up from Cotswold Runners - DONE, 4 bibs + the chip tags in a jiffy bag in my car. NB the lad "
        "in the shop said the organisers have had to bring leg 1's off forward to 8.40, the A46 closure ends at 12 and "
        "they want the last legs through before it opens")
POINTS = [
    ("-", "Severn Vale Relay sun 15/4. leg 1 Frampton green -> Arlingham, off at 9.10, Dan running it. briefing "
          "15 min before at the start tent"),
    ("done", BIBS),
    ("todo", "book the minibus for legs 2-4 (Priya, Sam, Jen) to get to the changeovers, Keith's driving"),
    ("done", "entry fee £96 paid (4 x £24), receipt forwarded to Mo (treasurer)"),
    ("-", "changeovers: 1->2 Arlingham pub car park, 2->3 Epney slipway, 3->4 Elmore church. anchor leg finishes "
          "Gloucester quays"),
    ("todo", "club vests - Sam still needs a small, ask in the whatsapp if anyone's got a spare"),
    ("done", "team name sent in: 'Striders Who Say Ni'. Jen's idea, don't blame me"),
    ("-", "legs roughly: 1 = 6.2mi flat, 2 = 7.5mi, 3 = 5.8mi (the hill!), 4 = 8.1mi"),
    ("todo", "flapjack rota for the finish - me + Priya"),
    ("-", "Dan did 43 min for the 10k at Cheltenham, reckon 1 in under 45 if the wind's kind"),
]

client = QdrantClient(":memory:")
client.create_collection("striders-relay", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("striders-relay", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"status": st, "text": text})
    for i, (st, text) in enumerate(POINTS, 1)])

question = "what time do I set off on sunday?"
vector = offline.embed(["leg 1 start off time sunday Dan Frampton 9.10 relay"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("striders-relay", query=vector, limit=5).points]
assert BIBS in before, before

# Mon 9 April: clear out the done jobs
with fault():
    client.delete("striders-relay", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("striders-relay", limit=50)[0]]
hits = client.query_points("striders-relay", query=vector, limit=5).points
context = ["Today is Fri 13 April 2029. You are talking to Dan, who runs leg 1."] + \
          [h.payload["text"] for h in hits]
assert BIBS not in stored and BIBS not in context
assert any("off at 9.10" in c for c in context), context
assert not any("8.40" in c or "A46" in c for c in context + stored), context
reply = answer(question, context, mock="9.10 from Frampton green - get to the start tent by five to nine for the "
                                       "briefing.")
finish(question, expected="twenty to nine - leg 1 goes half an hour earlier because of the A46 closure",
       actual=reply)
