"""Batch 79 (held out). A food bank's collection drives: qdrant collection of drive notes, query filtered to the
drive, script style (each call its own trace).

App: Bev coordinates the Eastfield Food Bank's supermarket collection drives. The drive plans (kind "plan", drive
"sept-32") and whatever comes in by email (drive "inbox") sit in one qdrant collection. Volunteers ask the app about
the drive; the app filters its query to ``drive == "sept-32"``.

Planted fault (RetrievalError, filtered by scope): the Morrisons store manager's email (filed as drive "inbox",
2/9) says they can have a second table by the back doors on Sat 14/9 as well as the one in the front lobby, so
two more volunteers a shift. The plan says Morrisons Sat 14/9, two shifts (9-12.30, 12.30-4), 2 volunteers a
shift at the lobby table. The query is filtered to the drive's own notes, so the email never comes back.
Question (Tue 10/9, a volunteer): "how many volunteers do we need at Morrisons on saturday, all day?" -> expected
8 (4 a shift). The assistant says 4.

Expected verdict: RetrievalError at qdrant.query (the filtered query, wrapped in fault()). Asserted: the unfiltered
query returns the email; the filtered one leaves it out and the Morrisons plan is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b79_qdrant_foodbank_morrisons_volunteers_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("from Gareth (Morrisons store mgr) 2/9: hi Bev, happy for you to have a 2nd table by the back doors on "
         "the 14th as well as the lobby one, that's where the click+collect lot come in. so you'll want 2 more "
         "bodies a shift I guess? trolleys from the car park bay as usual. Gareth")
POINTS = [
    ("plan", "sept-32", "Morrisons Sat 14/9 - 2 shifts 9-12.30 + 12.30-4, 2 vols a shift at the lobby table, "
                        "Bev does the van run at lunch"),
    ("plan", "sept-32", "Tesco Extra fri 13th + sat 14th, 10-2 only (their rule), 3 vols, big trolley"),
    ("inbox", "inbox", "Jim: can do sat morning anywhere, but not Tesco, bad back + their floor is murder"),
    ("plan", "sept-32", "shopping list for the posters: tinned meat, UHT milk, tinned toms, coffee, loo roll. "
                        "NO pasta we're drowning in it"),
    ("inbox", "inbox", EMAIL),
    ("plan", "sept-32", "Co-op Ash Rd - drop-off box only this time, no table, Sandra empties it mon + thurs"),
    ("inbox", "inbox", "Hope Centre say they can take 20 crates of the extra pasta, collect any weds"),
    ("plan", "sept-32", "hi-vis + lanyards in the blue box in the church hall store cupboard, key from Rev Ann"),
    ("inbox", "inbox", "Priya (new vol) - free sat 14th afternoon, has done Tesco before"),
]

client = QdrantClient(":memory:")
client.create_collection("eastfield-drives", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("eastfield-drives", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "drive": drive, "text": text})
    for i, (kind, drive, text) in enumerate(POINTS, 1)])

question = "how many volunteers do we need at Morrisons on saturday, all day?"
vector = offline.embed(["Morrisons saturday volunteers shift table how many vols"])[0]  # the app's search words
wide = [p.payload["text"] for p in client.query_points("eastfield-drives", query=vector, limit=4).points]
assert EMAIL in wide, wide

with fault():
    hits = client.query_points("eastfield-drives", query=vector, limit=4, query_filter=models.Filter(must=[
        models.FieldCondition(key="drive", match=models.MatchValue(value="sept-32"))])).points
context = ["Today is Tue 10 September 2032. You are talking to Jim, a volunteer."] + \
          [h.payload["text"] for h in hits]
assert not any(EMAIL in c or "2nd table" in c or "back doors" in c for c in context), context
assert any(c.startswith("Morrisons Sat 14/9") for c in context), context
reply = answer(question, context, mock="4 altogether - 2 on the lobby table for each shift, 9 to 12.30 and 12.30 "
                                       "to 4.")
finish(question, expected="8 in all, 4 a shift once the back door table's in", actual=reply)
