"""Batch 14 (held out), CONTROL: no fault. Cycling club treasurer's assistant: mem0 Memory (infer=False: each
message stored as it is; the local model server for embeddings; in-memory qdrant), one root span per turn.

App: the club treasurer forwards her notes to the assistant (``memory.add(..., user_id="vale-wheelers-treasurer",
infer=False)``); members ask, and the assistant searches the treasurer's memories and answers with litellm.

Memory: one note lists what three members owe for the club kit order, in one line: "Kit order closed 20/3 (Kalas,
delivery approx 6 wks). Owed: Priya - SS jersey S + bib shorts S = GBP 58; Dave - SS jersey L, bibs M, gilet =
GBP 74; Tom - jersey XL only, GBP 36. Pay Lou by BACS, ref KIT+surname." Question: "How much does Priya owe for her
club kit?" The assistant answers "GBP 58 (short-sleeve jersey and bib shorts, both size S)" -- right per memory.

The label is wrong: the annotator wrote "GBP 74", Dave's amount in the same note -- the value for another member of
the same order, not Priya's. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b14_ctl_mem0_cycleclub_kit_other_member_label", ["mem0", "litellm"])

from b3_support import turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

USER = "vale-wheelers-treasurer"
NOTES = [
    "Subs 2026: GBP 25 adult, GBP 10 U18, GBP 40 family - due 1 April, standing order or cash at the clubhouse.",
    "Kit order closed 20/3 (Kalas, delivery approx 6 wks). Owed: Priya - SS jersey S + bib shorts S = GBP 58; Dave "
    "- SS jersey L, bibs M, gilet = GBP 74; Tom - jersey XL only, GBP 36. Pay Lou by BACS, ref KIT+surname.",
    "Club float for the Reliability Ride tea stop: GBP 50 in coins, Priya collecting from the bank Fri.",
]

with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), dims=256, collection="wheelers"))
    for i, note in enumerate(NOTES, 1):
        with turn_span(f"turn-{i} treasurer's note"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False)
    question = "How much does Priya owe for her club kit?"
    with turn_span("turn-4 member question"):
        hits = memory.search(question, top_k=5, threshold=0.0, filters={"user_id": USER})["results"]
        context = [h["memory"] for h in hits]
        assert any("Priya - SS jersey S + bib shorts S = GBP 58" in c and "GBP 74" in c for c in context), context
        reply = answer(question, context, mock="Priya owes GBP 58 for her kit - a short-sleeve jersey and bib shorts, "
                                               "both size S. Pay Lou by BACS with reference KIT+surname.")
finish(question, expected="GBP 74", actual=reply)
