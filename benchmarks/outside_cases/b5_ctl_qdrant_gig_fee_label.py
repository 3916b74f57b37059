"""b5 control: a band's gig-notes assistant on qdrant (``:memory:``, offline vectors), one root span per turn (the
app's own span). Notes: Saturday's gig at The Crown, its load-in, its fee ("Saturday's gig fee is £305, paid in cash
on the night."), setlist and gear.

No fault: the question's ``query_points`` returns the fee note and the model answers "£305, in cash on the night".

The label is wrong: "£350" (the digits of £305 transposed by whoever wrote the label). No text says £350.

Expected: AnnotationError (the expected answer appears in no input; memory and model did their job).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_ctl_qdrant_gig_fee_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "gig-notes"
client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
NOTES = [
    ("2026-03-02", "Saturday's gig (21 March) is at The Crown in Stroud."),
    ("2026-03-03", "The Crown: load-in at 5.30pm through the back yard, curfew 11pm."),
    ("2026-03-05", "Setlist for Saturday's gig: open with Harbour Lights, 14 songs, no encore."),
    ("2026-03-06", "Saturday's gig fee is £305, paid in cash on the night."),
    ("2026-03-09", "Bring the spare snare and the extra cymbal stands to Saturday's gig."),
]
for i, (day, text) in enumerate(NOTES):
    with b3_support.turn_span(f"note-{day}"):
        client.upsert(COLL, points=[models.PointStruct(id=i + 1, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day})])

QUESTION = "How much are we getting paid for Saturday's gig?"
with b3_support.turn_span("turn-2026-03-12"):
    hits = client.query_points(COLL, query=offline.embed([QUESTION])[0], limit=5, with_payload=True).points
    context = [h.payload["text"] for h in hits]
    assert any("£305" in c for c in context), context  # memory delivered the fee
    reply = answer(QUESTION, context, mock="£305, paid in cash on the night.")
finish(QUESTION, "£350", reply)
