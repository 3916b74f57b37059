"""Batch 142 (held out). A village fete's tombola notes: qdrant collection, script style (each call its own trace);
the stall lead's clear-out of sorted notes deletes one still needed.

App: Jean runs the tombola at Sowerby village fete (Sat 11th July on the rec: prizes collected from the village,
tickets ending in 0 or 5 win, £1 a go) and keeps the stall's notes in one qdrant collection, each point with a
``status`` payload ("todo" or "sorted"). Once a thing's done she clears every ``status=sorted`` note so the helper
only sees what's still to do.

Planted fault (DeletionError): the helpers' rota (todo until the day) has 1.30pm-2.30 Carol and Mike on the stall.
Carol's note of Tue 23rd June - filed as sorted, because she'd squared it with Brenda - says she's on the cake stall
from half 1 now (the WI asked her, they're short), so Brenda is doing her tombola slot with Mike, and Brenda's
bringing her own float tin. The clear-out deletes every sorted note, that one with them. Question (Fri 10/7, Jean):
"who's on the tombola with Mike after dinner? want to text them re parking" -> expected Brenda (Carol's on the cake
stall then). The assistant says Carol.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): Carol's note was in the collection and
found before the clear-out, and the delete removed it while the swap still decided who's on the stall. Asserted:
the note is found before the delete and is gone from the collection and the context after it; the rota line (Carol
and Mike 1.30pm-2.30) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b142_qdrant_tombola_helper_who_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-fete-tombola"
SWAP = ("Tue 23rd Carol - WI have asked me to help on the cakes from half 1, theyre short, so Brenda's doing my "
        "tombola slot w Mike. squared it w her after church, she's fine, bringing her own float tin")
NOTES = [
    ("todo", "TOMBOLA ROTA sat 11th: 10.30-11.30 Jean + Pat, 11.30-1.30pm Jean + Kath, 1.30pm-2.30 Carol + Mike, "
             "2.30-4 Jean + Pat. set up from 9, rec gates open half 10"),
    ("sorted", "14/3 Jean - booked the stall w the fete cttee, pitch 12 by the bowling green, £5 paid"),
    ("todo", "prizes so far 86!! need 150ish. bottles in the vestry, Mike collecting from the Pack Horse thurs"),
    ("sorted", SWAP),
    ("sorted", "22.3. tickets - 2 books of 1000 from Wilko's, £4.50, in the green box"),
    ("todo", "tickets ending in 0 or 5 win, £1 a go or 6 for £5. float £20, check the tin's in the car"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (status, text) in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                   payload={"status": status, "text": text})])

vector = offline.embed(["who is on the tombola with Mike rota slot after dinner"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert SWAP in before, before

sorted_notes = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="sorted"))])
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=sorted_notes))

question = "who's on the tombola with Mike after dinner? want to text them re parking"
stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Fri 10 July 2037. You are talking to Jean, who runs the tombola at Sowerby village fete "
           "tomorrow."] + hits
assert SWAP not in stored and not any("Brenda" in c or "cakes" in c for c in stored + context), stored
assert any("1.30pm-2.30 Carol + Mike" in c for c in context), context
reply = answer(question, context, mock="Carol - she's on with Mike from 1.30 till 2.30.")
finish(question, expected="Brenda - Carol's helping the WI on the cakes then", actual=reply)
