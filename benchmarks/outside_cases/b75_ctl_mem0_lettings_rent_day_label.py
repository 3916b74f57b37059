"""Batch 75 (held out), control. A small landlord's lettings: mem0 Memory (infer=False: each note stored as written;
the local scripted server gives the embeddings; in-memory qdrant), one root span per note.

App: Carol keeps a running log of her lets (14 Ryeford Rd flats 1 and 2, the Kings Stanley cottage) in mem0, one
``memory.add(..., infer=False)`` per note. Kasia Nowak took the cottage in September 2032 with rent on the 1st of the
month; in November Kasia rang to say she gets paid on the 8th, and her standing order goes out on the 8th each
month going forward, which Carol was happy with.

No fault planted. Question (Tue 4/1/33, Carol's husband Pete, doing the books): "what date should Kasia's rent land
each month?" The model answers the 8th, right per memory. The label says the 1st. Expected verdict: AnnotationError
(the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b75_ctl_mem0_lettings_rent_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "carol-lets"
NOTES = [
    ("2032-09-01", "cottage - Kasia Nowak in today, 12 mth AST, £850 pcm due on the 1st, dep £980 w DPS. 2 keys "
                   "+ the shed one. she has a cat, fine"),
    ("3/9/32", "Ryeford flat 2 - Ash paid Sept on the 1st as per, s/o set up"),
    ("14 Oct", "cottage back gutter fixed (Pete, £60 cash). Kasia v pleased, brought him a cake lol"),
    ("2032-11-02", "Kasia rang re rent - she gets paid on the 8th now, new job at the vets, so her s/o will go out "
                   "on the 8th each month going forward. no problem w me, Oct's was a week late for the same reason"),
    ("19.11.32", "flat 1 - Jo asked about a dog. said send me a pic + the breed, prob ok w £200 extra dep"),
    ("Dec 1st", "Ash paid, Jo + Sam paid. insurance renewal for Ryeford due 1/2/33, get quotes"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="carol-lets"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what date should Kasia's rent land each month?"
    with turn_span("question Tue 4/1/33"):
        hits = memory.search("Kasia cottage rent due date standing order", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 4 January 2033. You are talking to Pete, Carol's husband, doing the books."] + \
                  [h["memory"] for h in hits]
        assert any("£850 pcm due on the 1st" in c for c in context), context
        assert any("s/o will go out on the 8th each month" in c for c in context), context
        reply = answer(question, context, mock="The 8th - Kasia's standing order goes out then since her new job "
                                               "pays on the 8th.")
finish(question, expected="1st of the month", actual=reply)
