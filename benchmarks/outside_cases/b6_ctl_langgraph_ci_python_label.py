"""Batch 6 control: a coding assistant's project-conventions store answers right; the label has the wrong version
(LangGraph ``InMemoryStore``, async ``aput`` / ``asearch``, script style).

App: the assistant keeps a repository's conventions as items under ``("repos", "acme-billing", "conventions")``
(``aput``, value ``{"text", "source"}``, semantic index from the offline embedder). Asked about a convention, it
searches the namespace (``asearch``, top 3) and answers with litellm (``mock_response``).

No fault: the store holds "CI pins Python 3.11 for the backend ...", the search returns it, and the app answers
"Python 3.11". The label is wrong: "CI pins Python 3.12 for the backend" shares every word with the memory except
the version, the key value. No text anywhere says 3.12.

Expected: AnnotationError (no memory operation to blame: memory and model delivered what the sources say; the
label asks for something no source says).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

NAME = "b6_ctl_langgraph_ci_python_label"
setup(NAME, ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("repos", "acme-billing", "conventions")
CONVENTIONS = [
    ("ci-python", "CI pins Python 3.11 for the backend; the frontend build uses Node 20.", "omar, 2025-01-14"),
    ("precommit", "Pre-commit runs ruff and mypy on every push; the hooks are pinned in .pre-commit-config.yaml.",
     "lena, 2025-01-20"),
    ("docker", "Backend Docker images build from the slim Debian base and run as a non-root user.",
     "omar, 2025-02-03"),
    ("branches", "Feature branches are named feat/<ticket> and squash-merged into main.", "lena, 2025-02-10"),
]


async def main() -> None:
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    await asyncio.gather(*(store.aput(NS, key, {"text": text, "source": source})
                           for key, text, source in CONVENTIONS))
    question = "Which Python version does CI pin for the backend?"
    hits = await store.asearch(NS, query=question, limit=3)
    context = [h.value["text"] for h in hits]
    assert any("Python 3.11" in c for c in context), context  # memory delivered the answer
    actual = answer(question, context, mock="Python 3.11.")
    finish(question, "CI pins Python 3.12 for the backend", actual)


asyncio.run(main())
