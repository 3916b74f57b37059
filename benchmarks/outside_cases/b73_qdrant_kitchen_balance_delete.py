"""Batch 73 (held out). A couple's kitchen refit: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Ben and Alys are having their kitchen redone by Hartley Kitchens (Mick Hartley and his fitter Gary) in May -
July 2031. Their shared to-do notes are points with payload ``{"text", "who", "status"}`` (status "open" for
things still to sort or standing info, "done" for jobs ticked off); the assistant answers from a search. Every
Sunday Alys clears out the "done" points so the list stays short. Eleven points.

Planted fault (DeletionError): the note ticked off for the cabinet delivery also held a payment: "units came tues
3/6, 2 lads, all there bar the tall larder end panel (on order, Gary says 10 days). paid Mick the 2nd stage
£2,850 by transfer same day, he emailed a receipt". Sunday's clear-out of done points deletes it. The quote note
(standing: "£9,400 all in, £1,900 deposit paid on signing 14/4, they invoice in stages as it goes") stays.
Question (Sun 15/6, Ben): "how much have we still got to pay Hartley's?" -> expected £4,650 (9,400 less the 1,900
deposit and the 2,850 paid on delivery). The assistant says £7,500.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the note is a hit of the
app's query before the delete, and is neither stored nor in the context after; the quote note is in the context.
Another reading: none that we see; no other note mentions the second payment.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b73_qdrant_kitchen_balance_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

UNITS = ("units came tues 3/6, 2 lads, all there bar the tall larder end panel (on order, Gary says 10 days). paid "
         "Mick the 2nd stage £2,850 by transfer same day, he emailed a receipt")
POINTS = [
    ("Alys", "open", "Hartley Kitchens quote signed 14/4 - £9,400 all in (units, fitting, quartz tops, "
                     "splashback). £1,900 deposit paid on signing, on the card. they invoice in stages as it goes"),
    ("Ben", "done", "old kitchen ripped out w/e 24/5, skip came mon, Gary took the old oven for his brother"),
    ("Alys", "open", "sink + tap from Screwfix (not Hartley's) - Ben to order, ours to pay, ~£320"),
    ("Ben", "done", "electrician (Dai) 1st fix done 29/5 - £480 cash, not part of Hartley's"),
    ("Alys", "done", UNITS),
    ("Ben", "open", "quartz template fri 6/6, fit 18/6 - need the units fixed before"),
    ("Alys", "open", "paint - Farrow & Ball 'Setting Plaster' for the end wall, 2.5L, after the tops go in"),
    ("Ben", "done", "plasterer skimmed the back wall 31/5, leave a wk to dry before tiling"),
    ("Alys", "open", "snagging list started - cutlery drawer catches, left hinge on the corner unit"),
    ("Ben", "done", "ordered the extractor from AO 28/5, arrived 2/6, in the garage"),
    ("Alys", "open", "Mick says final invoice once the splashback's in + we've signed the snag list"),
]

client = QdrantClient(":memory:")
client.create_collection("kitchen-refit", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("kitchen-refit", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"who": who, "status": status, "text": text})
    for i, (who, status, text) in enumerate(POINTS, 1)])

question = "how much have we still got to pay Hartley's?"
vector = offline.embed(["Hartley Kitchens paid deposit stage payment owe invoice £"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("kitchen-refit", query=vector, limit=6).points]
assert UNITS in before, before

# Sunday 15 June: clear out the jobs that are ticked off
with fault():
    client.delete("kitchen-refit", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("kitchen-refit", limit=50)[0]]
hits = client.query_points("kitchen-refit", query=vector, limit=6).points
context = ["Today is Sun 15 June 2031. You are talking to Ben."] + \
          [h.payload["who"] + ": " + h.payload["text"] for h in hits]
assert UNITS not in stored and not any(UNITS in c for c in context)
assert not any("2,850" in c or "2nd stage" in c for c in context + stored), context
assert any("£9,400 all in" in c and "£1,900 deposit" in c for c in context), context
reply = answer(question, context, mock="£7,500 - the quote was £9,400 all in and you've paid the £1,900 deposit. "
                                       "The final invoice comes after the snag list's signed.")
finish(question, expected="£4,650 (9,400 less the 1,900 deposit and the 2,850 paid when the units came)",
       actual=reply)
