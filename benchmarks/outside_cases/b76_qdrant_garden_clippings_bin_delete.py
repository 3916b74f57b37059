"""Batch 76 (held out). A garden maintenance round: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Jas runs a one-man garden maintenance round in and around Wotton (mowing, hedges, borders) with a pickup and a
trailer. Each visit's job sheet goes in as a point with payload ``{"text", "kind", "day"}``: ``kind`` is "visit"
for a job sheet (``day`` = yyyymmdd) or "client" for notes that always apply (``day`` = 0). Every few weeks he
deletes visit sheets older than about a month, so the searches stay on what's current. Eleven points, May - July
2032.

Planted fault (DeletionError): the job sheet of 24/5 at Mrs Pritchard's also held a lasting arrangement: "24/5
Pritchard, Bradley Rd - mowed front + back, edged, weeded the rose bed (45 mins over, didn't charge). she's paid
the council for the brown bin now (£52 for the yr) + wants her green waste in that from here on, not on my
trailer, so she's not paying me tip money as well. fair enough". The clear-out on 30/6 deletes it. Question (Thu
1/7, before cutting her privet): "do I need to take Mrs Pritchard's hedge clippings to the tip?" -> expected no:
they go in her brown bin. The assistant goes by the standing note: yes, on the trailer to Sharpness, £8 on her
bill.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the job sheet is a hit
of the app's query before the delete, and is neither stored nor in the context after; the standing green-waste
note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b76_qdrant_garden_clippings_bin_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SHEET = ("24/5 Pritchard, Bradley Rd - mowed front + back, edged, weeded the rose bed (45 mins over, didn't charge). "
         "she's paid the council for the brown bin now (£52 for the yr) + wants her green waste in that from here "
         "on, not on my trailer, so she's not paying me tip money as well. fair enough")
POINTS = [
    ("client", 0, "green waste - all clippings on the trailer, tip run to Sharpness fri pm, £8 a client per run on "
                  "the bill (Pritchard, Okoro, the Vicarage, Hendry)"),
    ("visit", 20320510, "10/5 Okoro - hedge 1st cut of yr, beech + laurel, 3 hrs. trailer full"),
    ("client", 0, "Pritchard - Mrs P, 84, key under the hedgehog by the back door. tea at 11 whether u want it or "
                  "not. privet front, lawn front + back, roses"),
    ("visit", 20320517, "17.5 Vicarage - mowed the churchyard bit too, Rev paying separate, invoice the PCC"),
    ("visit", 20320524, SHEET),
    ("client", 0, "Hendry - 2 fortnightly mows + borders monthly, £25/hr, pays by standing order"),
    ("visit", 20320607, "7/6 Pritchard mow only, rain stopped play at 12"),
    ("visit", 20320614, "14/6 Okoro - strimmed the orchard, found the lost cat (!!)"),
    ("client", 0, "Vicarage - don't mow before 10 on Thursdays, toddler group in the hall"),
    ("visit", 20320621, "21/6 Pritchard - lawn front + back, deadheaded roses, privet due 1st wk July"),
    ("visit", 20320628, "28/6 Hendry - borders, split the hostas, she kept half"),
]

client = QdrantClient(":memory:")
client.create_collection("jas-round", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("jas-round", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day, "text": text})
    for i, (kind, day, text) in enumerate(POINTS, 1)])

question = "do I need to take Mrs Pritchard's hedge clippings to the tip?"
vector = offline.embed(["Pritchard green waste clippings tip trailer brown bin"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("jas-round", query=vector, limit=4).points]
assert SHEET in before, before

# 30 June: clear out the visit sheets more than about a month old (before 1 June)
with fault():
    client.delete("jas-round", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="visit")),
        models.FieldCondition(key="day", range=models.Range(lt=20320601))])))

stored = [p.payload["text"] for p in client.scroll("jas-round", limit=50)[0]]
hits = client.query_points("jas-round", query=vector, limit=4).points
context = ["Today is Thu 1 July 2032. You are talking to Jas, about to cut Mrs Pritchard's privet."] + \
          [h.payload["text"] for h in hits]
assert SHEET not in stored and SHEET not in context
assert not any("brown bin" in c or "£52" in c for c in context + stored)
assert any("tip run to Sharpness" in c for c in context), context
reply = answer(question, context, mock="Yes - on the trailer with the rest for the Friday tip run to Sharpness, and "
                                       "put the £8 on her bill.")
finish(question, expected="no, they go in her own brown bin now", actual=reply)
