"""b5: a home-renovation assistant that keeps a rolling project summary in qdrant (``:memory:``, offline vectors):
after each site visit the app reads the current summary (``retrieve`` by id), asks its summarizer (a litellm call,
``mock_response`` standing in for the model) to merge the visit's notes into it, and upserts the result over the
same point. The raw notes are not kept. A second point holds the trades' contacts. Script style: each session is its
own trace.

Sessions: 20 April, the electrician (the kitchen needs a new consumer unit before the induction hob can be connected;
Gary can't fit it until 16 June); 27 April, the splashback tiles and the tiler on 20 May; 4 May, worktops templated
(fitting on 2 June), the sink, hob delivery on 1 June.

Planted fault: the 4 May summarizer call returns a summary that keeps the tiles, worktops, sink and hob delivery and
drops the consumer-unit dependency (that ``litellm.completion``, wrapped in ``fault()``); the upsert then writes it
over the summary that still held it.

Question (10 May, yes/no with a reason): "Can the induction hob be connected when the worktops go in on 2 June?"
Expected "No - it needs the new consumer unit first, which Gary can't fit until 16 June". The answer says yes.

Why UpdateError at litellm.completion: the summary held the dependency for two versions; the summarizer given that
version wrote the next one without it, and the app stored the model's whole output over the old one. Per
docs/attribution.md a rewrite an app's summarizer wrote is the model call's loss (merged_away), not the upsert's.
Another reading: the upsert (qdrant.upsert) that overwrote the summary; the docs name the model call.

Note added after the run (no code change): the ``fault()`` window wraps the whole 4 May ``session()`` call, so
its ``qdrant.retrieve`` and ``qdrant.upsert`` spans are inside the ground-truth window as well as the
summarizer's ``litellm.completion``; a verdict on any of the three counts as the exact operation.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402

setup("b5_qdrant_summary_renovation", ["qdrant", "litellm"])

import litellm  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL, SUMMARY_ID, CONTACTS_ID = "renovation", 1, 2
client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
SUMMARIZER = ("You maintain the kitchen renovation's project summary. Merge the new site notes into the current "
              "summary; keep every date, decision and dependency. Reply with the whole new summary.")

client.upsert(COLL, points=[models.PointStruct(
    id=CONTACTS_ID, vector=offline.embed(["trades contacts"])[0],
    payload={"text": "Contacts: Gary (electrician) 07700 900123; Priya (tiler) 07700 900456; Worktop Co for the "
                     "worktops.", "date": "2026-04-20"})])


def session(day: str, notes: str, new_summary: str) -> None:
    got = client.retrieve(COLL, ids=[SUMMARY_ID], with_payload=True)
    current = got[0].payload["text"] if got else "(none yet)"
    reply = litellm.completion(model="openai/gpt-4o-mini", temperature=0, mock_response=new_summary,
                               messages=[{"role": "system", "content": SUMMARIZER},
                                         {"role": "user", "content": f"Current summary:\n{current}\n\n"
                                                                     f"New site notes ({day}):\n{notes}"}])
    text = reply.choices[0].message.content
    client.upsert(COLL, points=[models.PointStruct(id=SUMMARY_ID, vector=offline.embed([text])[0],
                                                   payload={"text": text, "date": day})])
    return reply


V1 = ("Kitchen renovation. Electrics: a new consumer unit is needed before the induction hob can be connected; Gary "
      "(electrician) can't fit it until 16 June.")
V2 = V1 + " Splashback: sage green metro tiles, tiler booked for 20 May."
V3 = ("Kitchen renovation. Splashback: sage green metro tiles, tiler booked for 20 May. Worktops templated on 4 May, "
      "fitting on 2 June; 1.5 bowl brushed steel sink. Induction hob delivered on 1 June.")

session("2026-04-20", "Electrician Gary came round: the kitchen needs a new consumer unit before the induction hob "
                      "can be connected. He can't fit it until 16 June.", V1)
session("2026-04-27", "Tiler booked for the splashback on 20 May; we chose the sage green metro tiles.", V2)
with fault():
    reply3 = session("2026-05-04", "Worktops templated today, fitting on 2 June. Sink is the 1.5 bowl in brushed "
                                   "steel. The induction hob is delivered on 1 June.", V3)

QUESTION = "Can the induction hob be connected when the worktops go in on 2 June?"
hits = client.query_points(COLL, query=offline.embed([QUESTION])[0], limit=3, with_payload=True).points
context = [h.payload["text"] for h in hits]
assert len(context) == 2, context  # the summary and the contacts: everything stored
assert not any("consumer unit" in c for c in context), context  # the fault decided: the summary lost it
reply = answer(QUESTION, context, mock="Yes - the hob arrives on 1 June, so it can be connected when the worktops "
                                        "go in on 2 June.")
finish(QUESTION, "No - it needs the new consumer unit first, which Gary can't fit until 16 June", reply)
