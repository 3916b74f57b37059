"""Batch 22 (held out), control. A caravan and camping site's reception notes: mem0 Memory (infer=False; in-memory
qdrant, the local model's offline embeddings), script style (each call its own trace).

App: the wardens at Hollybank Caravan & Camping store their notes verbatim with ``memory.add(..., infer=False)``
and the reception assistant answers from ``memory.get_all`` (the whole set of notes). Fourteen notes, February-July 2025. The tariff set in
February has the electric hook-up at GBP 5 a night; at the wardens' meeting on 3/4 the electricity contract had
gone up and they agreed "EHU has to be 6.50 a night now, board reprinted for Easter".

No fault planted. Question (Sat 12/7): "How much is a hook-up a night?" The model answers GBP 6.50, right per
memory. The label says GBP 5, February's figure. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b22_ctl_mem0_campsite_hookup_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

SITE = "hollybank"
NOTES = [
    ("2025-02-10", "2025 tariff: grass pitch GBP 22/nt, hardstanding 26, EHU GBP 5 a night, awning free, dogs free "
                   "(max 2). Seasonal pitches 1,850"),
    ("2025-02-18", "Website booking thing (Pitchup) takes 8% - keep phone bookings going for the regulars"),
    ("2025-03-01", "Opening Fri 28/3 for the season, shop stock order to Booker by 20/3"),
    ("2025-03-12", "EHU posts 1-6 need PAT/RCD test before opening - Sparky Steve Tues 18th"),
    ("2025-04-03", "Wardens mtg - leccy bill's gone through the roof on the new contract (nearly double). Gwen + I "
                   "agreed EHU has to be 6.50 a night now, board reprinted for Easter. Pitch prices stay put"),
    ("2025-04-05", "Gas bottles: 6kg propane GBP 32 exchange, 13kg butane 38"),
    ("2025-04-18", "Easter wknd full, 31 of 34 pitches, 3 walk-ins turned away"),
    ("2025-05-02", "Regulars' discount 10% off pitch fee only (not EHU) if booked by phone"),
    ("2025-05-20", "Laundry tokens GBP 4 wash, GBP 3 dry, tokens at reception"),
    ("2025-06-01", "Rally booking - Bailey owners club 20-22/6, 12 vans, all EHU, rally rate pitch GBP 20"),
    ("2025-06-23", "Bailey rally paid 12 x 2 nights x (20 + 6.50) = GBP 636, all in"),
    ("2025-07-01", "Late arrivals bay by the barrier, ring ahead after 8pm"),
    ("2025-07-08", "Hardstanding 22 soft by the hook-up post - gravel Thurs"),
    ("2025-07-10", "Someone asked about a 32 amp hook-up for a big RV - we only do 16A, sorry"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollybank"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=SITE, infer=False, metadata={"date": day})
    question = "How much is a hook-up a night?"
    hits = memory.get_all(filters={"user_id": SITE}, top_k=200)["results"]
    context = ["Today is Sat 12/7/25."] + [f"({h.get('metadata', {}).get('date', '?')}) {h['memory']}" for h in hits]
    assert any("EHU GBP 5 a night" in c for c in context), context
    assert any("EHU has to be 6.50 a night now" in c for c in context), context
    reply = answer(question, context, mock="GBP 6.50 a night (16 amp). It was a fiver until the wardens put it up in "
                                           "April with the new electricity contract.")
finish(question, expected="GBP 5.00 per night", actual=reply)
