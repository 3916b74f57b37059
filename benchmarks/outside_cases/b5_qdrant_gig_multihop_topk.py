"""b5: a band's gig-notes assistant on qdrant (``:memory:``, offline vectors). Notes are points with their text,
day and kind in the payload. Script style: each call its own trace.

Notes: "Saturday's gig (21 March) is at The Crown in Stroud."; the venue sheet "The Crown: load-in at 5.30pm through
the back yard, curfew 11pm."; and Saturday's setlist, fee, gear, merch, plus last month's soundcheck at another venue.

Planted fault: the question's ``query_points`` asks for the top 3 (``limit=3``): the Saturday notes fill it, and the
venue sheet, which names The Crown but not Saturday, is cut (``qdrant.query_points``, wrapped in ``fault()``).

Question (multi-hop: Saturday's gig -> The Crown -> its load-in): "What time do we need to load in for Saturday's
gig?" Expected "5.30pm". The answer says the notes give no load-in time.

Why RetrievalError at qdrant.query_points: the venue sheet was in the collection, unchanged, at answer time; the
retrieval that served the answer did not return it (ranked below the limit). Another reading: none that I see.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402

setup("b5_qdrant_gig_multihop_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "gig-notes"
client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
NOTES = [
    ("2026-03-02", "gig", "Saturday's gig (21 March) is at The Crown in Stroud."),
    ("2026-03-03", "venue", "The Crown: load-in at 5.30pm through the back yard, curfew 11pm."),
    ("2026-03-05", "setlist", "Setlist for Saturday's gig: open with Harbour Lights, 14 songs, no encore."),
    ("2026-03-06", "money", "Saturday's gig fee is £305, paid in cash on the night."),
    ("2026-03-09", "gear", "Bring the spare snare and the extra cymbal stands to Saturday's gig."),
    ("2026-03-10", "merch", "Merch for Saturday's gig: 30 T-shirts and the new EP."),
    ("2026-02-14", "venue", "Last month's soundcheck at The Lantern ran 40 minutes late."),
]
client.upsert(COLL, points=[models.PointStruct(id=i + 1, vector=offline.embed([text])[0],
                                               payload={"text": text, "date": day, "kind": kind})
                            for i, (day, kind, text) in enumerate(NOTES)])

QUESTION = "What time do we need to load in for Saturday's gig?"
with fault():
    hits = client.query_points(COLL, query=offline.embed([QUESTION])[0], limit=3, with_payload=True).points
context = [h.payload["text"] for h in hits]
assert not any("load-in" in c for c in context), context  # the fault decided
reply = answer(QUESTION, context, mock="The notes don't give a load-in time for Saturday - just the setlist, the fee "
                                       "and the gear.")
finish(QUESTION, "5.30pm", reply)
