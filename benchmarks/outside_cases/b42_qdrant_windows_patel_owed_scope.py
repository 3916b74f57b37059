"""Batch 42 (held out). A window cleaner's round book: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Dean Clarke cleans windows on a four-weekly round (about 90 houses on the east side of town, Mon-Thu, cash
or bank transfer). Every note is a point with payload ``{"customer", "kind", "text"}``: customer = the house's code
(patel-14elm, hughes-3birch, ...), or "round" for the day sheets he dictates in the van at the end of a day, which
mention whoever paid or didn't. When he asks about a customer the app searches that customer's notes only (a
``customer`` filter), as it always has.

Planted fault (RetrievalError, filtered out by scope): the Tuesday day sheet was filed under "round": "tue 14 oct -
elm grove + birch ave done, 2 hrs lost to rain. no 14 elm gr (mrs patel) left £30 in an envelope under the mat,
covers aug + sept, so just octs now. hughes no answer again". Question (Fri 17/10): "how much does Mrs Patel at 14
Elm Grove still owe me?" -> expected £15 (three £15 cleans owed, £30 of it paid Tuesday). The customer-scoped query
returns her card ("owes aug, sept + oct, £45 - chase") and the assistant says £45.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the day sheet
is in the collection and among the top hits of the same query without the filter, and not in the context. Another
reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b42_qdrant_windows_patel_owed_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAY_SHEET = ("tue 14 oct - elm grove + birch ave done, 2 hrs lost to rain. no 14 elm gr (mrs patel) left £30 in an "
             "envelope under the mat, covers aug + sept, so just octs now. hughes no answer again")
NOTES = [
    ("patel-14elm", "card", "14 Elm Grove - Mrs Patel, semi, front + back + conservatory sides £15 every 4 wks, side "
                            "gate code 1984, nice lady, pays cash. owes aug, sept + oct, £45 - chase"),
    ("hughes-3birch", "card", "3 Birch Ave - Hughes, detached £22, dog in the garden (friendly), bank transfer"),
    ("round", "day", "mon 13/10 - Thornfield Rd + the flats, 31 houses, £402 cash, 4 transfers to check"),
    ("patel-14elm", "job", "Mrs P wants a price for the conservatory roof, told her £25 extra, she'll think about it"),
    ("round", "day", DAY_SHEET),
    ("round", "van", "van MOT 29/10 at Kwik Fit 8.30, ladders need new feet, pole brush 2 for £38 off ebay"),
    ("okafor-22elm", "card", "22 Elm Grove - Okafor, £15, every 4 wks, leaves it in the meter cupboard"),
    ("hughes-3birch", "payment", "Hughes owes sept + oct £44, 2 texts no reply"),
    ("round", "day", "wed 15/10 - Meadow Way, 26 houses, 3 not in, fascias at no 9 quoted £60"),
    ("patel-14elm", "misc", "Mrs Patel's son moving back in nov, she said he might take over paying"),
    ("round", "admin", "price rise 50p a house from Jan, letter thru doors in Dec"),
    ("okafor-22elm", "payment", "Okafor paid up to date 15/10"),
]

client = QdrantClient(":memory:")
client.create_collection("dean-round", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("dean-round", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"customer": c, "kind": k, "text": text})
    for i, (c, k, text) in enumerate(NOTES, 1)])

question = "how much does Mrs Patel at 14 Elm Grove still owe me?"
vector = offline.embed([question])[0]
unscoped = [p.payload["text"] for p in client.query_points("dean-round", query=vector, limit=6).points]
assert DAY_SHEET in unscoped, unscoped

with fault():
    hits = client.query_points("dean-round", query=vector, limit=6, query_filter=models.Filter(
        must=[models.FieldCondition(key="customer", match=models.MatchValue(value="patel-14elm"))])).points
context = ["Today is Fri 17 Oct 2025."] + [h.payload["text"] for h in hits]
assert any("owes aug, sept + oct, £45" in c for c in context), context
assert not any("envelope under the mat" in c or "£30" in c for c in context), context
reply = answer(question, context, mock="£45 - August, September and October at £15 each. Worth chasing, and "
                                       "she's still thinking about the £25 conservatory roof.")
finish(question, expected="Just the £15 for October - she paid the other two", actual=reply)
