"""Batch 10 (held out), control: no fault. Translation agency's client-account assistant: mem0 Memory (infer=False,
the local model server's embeddings, in-memory qdrant), one root span per turn.

App: the project manager's notes on each client job go into mem0; the client asks the assistant about their account,
which searches mem0 and answers with litellm.

Memory (right): "Invoice INV-2231 for the Geneva client's German-to-French contract translation (18,400 words):
total CHF 1,250, due 30 April 2026." Another note says the client asked to be invoiced in euros from next year
(for now everything is billed in CHF). Question: "How much is
the invoice for our contract translation?" The assistant answers "CHF 1,250 (Swiss francs), due 30 April". The
annotator's label is "1,250 euros": the right figure in the wrong currency. Nothing was lost: the label is wrong.

Expected verdict: AnnotationError (the label's number is in the context, with another currency).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b10_ctl_mem0_translation_currency_label", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path)
from b3_support import turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

CLIENT = "client-helvetia-legal"
NOTES = [
    "Helvetia Legal (Geneva) job 26-114: German to French translation of a supply contract, 18,400 words, "
    "reviewer Claire Dubois, delivered 14 April 2026.",
    "Invoice INV-2231 for Helvetia Legal's German-to-French contract translation: total CHF 1,250, due 30 April 2026.",
    "Helvetia Legal asked whether we can invoice them in euros from next year; for now their invoices stay in CHF.",
    "Helvetia Legal prefers invoices by email to compta@helvetia-legal.example, with the job number in the subject.",
]
with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="agency"))
    for i, note in enumerate(NOTES, 1):
        with turn_span(f"turn-{i} project note"):
            memory.add([{"role": "user", "content": note}], user_id=CLIENT, infer=False)
    question = "How much is the invoice for our contract translation?"
    with turn_span("turn-5 client question"):
        hits = memory.search(question, top_k=4, filters={"user_id": CLIENT})["results"]
        context = [h["memory"] for h in hits]
        assert any("CHF 1,250" in c for c in context), context
        reply = answer(question, context, mock="Invoice INV-2231 is CHF 1,250 (Swiss francs), due on 30 April.")
finish(question, expected="1,250 euros", actual=reply)
