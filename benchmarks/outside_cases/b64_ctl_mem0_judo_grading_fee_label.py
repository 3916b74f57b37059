"""Batch 64 (held out), control. A judo club treasurer's notes: mem0 Memory (infer=False, so each note is stored as
written; a scripted OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: Sue, treasurer of Hailsham Judo Club, keeps a note per call or payment in mem0 with ``memory.add(...,
infer=False)`` and asks from a search. The spring grading is £25 a head. Ellie Pearson's mum rang: money is tight
since Ellie's dad has been off work, so the club's hardship pot pays half of Ellie's grading and her mum pays
£12.50.

No fault planted. Question (Mon 3/4, Mrs Pearson): "how much do I owe for Ellie's grading?" The model answers
£12.50, right per memory. The label says £25. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b64_ctl_mem0_judo_grading_fee_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hailsham-judo-treasurer"
NOTES = [
    ("2028-03-06", "spring grading sat 8/4 - £25 a head (BJA exam fee + hall), cash or bacs by sat 1st, ref = "
                   "name + GRADE"),
    ("8/3", "Mr Hollis invoice for the winter grading £180 paid. need new mats quote before the AGM"),
    ("Mar 14", "Ellie P's mum rang - dad's been off work since jan w his back, money's really tight. told her the "
               "hardship pot can cover half Ellie's grading, so £12.50 from them. Steve's fine w it, keep it quiet "
               "on the mat"),
    ("2028-03-20", "grading money in so far: Freya, Alfie, both Noahs, Josh £25 each = £125. Tilly's dad paying "
                   "sat"),
    ("24.3.28", "hardship pot = £140 after Ellie's bit, topped up from the bag pack at Tesco in feb"),
    ("2028-03-30", "Tilly's dad paid £25 cash at the session, receipt in the tin"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hailsham-judo"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I owe for Ellie's grading?"
    with turn_span("question Mon 3/4"):
        hits = memory.search("Ellie grading fee how much owe pay hardship £25", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 3 April 2028. You are talking to Mrs Pearson, Ellie's mum."] + \
                  [h["memory"] for h in hits]
        assert any("£25 a head" in c for c in context), context
        assert any("Ellie P's mum rang" in c and "£12.50" in c for c in context), context
        reply = answer(question, context, mock="£12.50 for Ellie - the club's covering the other half. Cash or bank "
                                               "transfer, with 'Ellie GRADE' as the reference.")
finish(question, expected="£25, same as everyone", actual=reply)
