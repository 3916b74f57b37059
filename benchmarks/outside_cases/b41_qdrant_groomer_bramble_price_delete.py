"""Batch 41 (held out). A mobile dog groomer's van: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Kerry runs "Suds on Wheels", a one-van mobile dog grooming round (Mon/Tue villages north of town, Thu/Fri the
south side). Her notes are points with payload ``{"week", "kind", "text"}``: week = the route week a note was
written for ("wc-6oct", ...) or "standing" for clients, prices and the van. Every Sunday night the app deletes the
past week's route notes (a filter on week) so the assistant stops quoting old running orders.

Planted fault (DeletionError): Kerry's end-of-day note of Thu 9/10 also holds a lasting price change: "thurs done - 5
dogs, home 5.40. Bramble (Mrs Pike) matted to bits behind the ears, had to take her right down. Mrs P + me agreed
she goes on a full clip every 6 wks from now, £55 each time. water tank needs a descale". Sunday's clear-out of
week wc-6oct deletes it. Question (Mon 13/10): "how much do I charge Mrs Pike for Bramble on Thursday?" -> expected
£55. The assistant has only the standing price (tidy-up £42) and says that.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the note is returned by the
query before the delete and is neither stored nor in the context after; the standing Pike note is in the context.
Another reading: none that we see; nothing else writes that price.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b41_qdrant_groomer_bramble_price_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

THURS = ("thurs done - 5 dogs, home 5.40. Bramble (Mrs Pike) matted to bits behind the ears, had to take her right "
         "down. Mrs P + me agreed she goes on a full clip every 6 wks from now, £55 each time. water tank needs a "
         "descale")
NOTES = [
    ("standing", "client", "Mrs Pike, 14 Mill Lane Oakham - Bramble, cockapoo, tidy-up + nails £42, every 8 wks, "
                           "nervous of the dryer so towel + low setting"),
    ("standing", "client", "the Hendersons (Fernbank) - 2 springers, Dex + Milo, £38 each, bath + tidy, they leave "
                           "the side gate open"),
    ("standing", "prices", "price list 2025: small £35, med £42, large £50, nails only £10, de-shed +£8"),
    ("wc-6oct", "route", "Mon 6/10 route: Hendersons 9, Mrs Okafor 11 (Pippin), Arlo at the vicarage 2.30"),
    ("wc-6oct", "route", THURS),
    ("standing", "van", "van MOT due 3/11, booked in at Dunn's for Fri - move Fri's dogs to Wed that wk"),
    ("wc-6oct", "route", "tues 7th - Pippin bit me (little sod), Mrs O mortified, gave me a box of celebrations"),
    ("standing", "client", "Arlo (vicarage) - standard poodle, £65 full groom, every 4-5 wks, Rev Jan pays by bank "
                           "transfer"),
    ("wc-6oct", "supplies", "ordered 5L oatmeal shampoo + 2 slicker brushes from Groomers Direct £46.80"),
    ("standing", "van", "generator takes 2 cans, fill at the Shell on the bypass, it's cheapest"),
]

client = QdrantClient(":memory:")
client.create_collection("suds-on-wheels", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("suds-on-wheels", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"week": w, "kind": k, "text": text})
    for i, (w, k, text) in enumerate(NOTES, 1)])

question = "how much do I charge Mrs Pike for Bramble on Thursday?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points("suds-on-wheels", query=vector, limit=len(NOTES)).points]
assert THURS in before, before

# Sunday night's clear-out of last week's route notes
with fault():
    client.delete("suds-on-wheels", points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="week", match=models.MatchValue(value="wc-6oct"))])))

stored = [p.payload["text"] for p in client.scroll("suds-on-wheels", limit=100)[0]]
hits = client.query_points("suds-on-wheels", query=vector, limit=6).points
context = ["Today is Mon 13 Oct 2025."] + [h.payload["text"] for h in hits]
assert THURS not in stored
assert any("Bramble, cockapoo, tidy-up + nails £42" in c for c in context), context
assert not any("£55" in c or "full clip" in c for c in context + stored), context
reply = answer(question, context, mock="£42 - that's her tidy-up and nails, every 8 weeks. Keep the dryer on low, "
                                       "she's nervous of it.")
finish(question, expected="Fifty-five quid - she's on the full clip now", actual=reply)
