"""Batch 6: a coding assistant that remembers a repository's conventions (LangMem store manager, async).

App: "repo-copilot" keeps one LangGraph ``InMemoryStore`` namespace per repository. After every chat session a
developer has with it, the session goes through LangMem's ``create_memory_store_manager`` (awaited with
``ainvoke``), whose model extracts the conventions worth remembering and writes them into the store. When someone
later asks about a convention, the app searches the namespace (``asearch``, top 3) and answers from the hits with
litellm (``mock_response``). Script style: every call is its own trace. The model behind LangMem is a scripted
OpenAI-compatible server (tests/support/scripted_openai.py via b3_support): the reply to each session is its
extraction.

Fault: in the first session Lena says the backend is linted with ruff AND that the max line length is 110 (not the
default 88). The extraction the model returns for that session keeps "the backend is linted with ruff" and the
test-folder convention, and drops the line length. Nothing else ever says 110; a later session about the frontend
says prettier's printWidth is 100 (a distractor with a number on the same topic).
Question: "What's the max line length for the Python backend?"  Expected: "110 characters".  The app answers 88
(ruff's default), reading a context that only says the backend uses ruff.

Why ExtractionError @ langmem.extract: the fact was said (the session's message), went into LangMem's extraction,
and none of the memories it wrote carries 110: it never reached a memory unit. The extraction span is the
``langmem.extract`` child of ``langmem.manage`` (both inside the fault window). Another reading: the model call
inside LangMem is the culprit, but it has no span of its own, so the extraction op is where it shows.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

NAME = "b6_langmem_repo_conventions_extract"
setup(NAME, ["langgraph_store", "langmem", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on sys.path for the scripted model server)
from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402
from scripted_openai import ScriptedServer, prompt_text, tool_names  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("repos", "acme-billing")

SESSIONS = [
    ("lena", "Heads-up for anyone touching the backend: we lint with ruff, and the max line length is 110, not "
             "ruff's default 88. Tests live under tests/unit and tests/integration, never next to the code."),
    ("omar", "For database migrations we use alembic with hand-written revisions only; never run --autogenerate. "
             "Commit messages follow Conventional Commits (feat:, fix:, chore:)."),
    ("lena", "On the frontend we format with prettier: printWidth 100, single quotes, no semicolons."),
]

# what the model extracts from each session (keyed by a phrase of the session); the first one is the planted
# omission: the line length is not among the memories
EXTRACTIONS = {
    "we lint with ruff": ["The backend is linted with ruff.",
                          "Tests live under tests/unit and tests/integration, never next to the code."],
    "alembic": ["Database migrations use alembic with hand-written revisions only; never --autogenerate.",
                "Commit messages follow Conventional Commits (feat:, fix:, chore:)."],
    "prettier": ["The frontend is formatted with prettier: printWidth 100, single quotes, no semicolons."],
}


def model(body: dict):
    text = prompt_text(body)
    session = text.rsplit("<session_", 1)[-1]
    if "Memory" not in tool_names(body):
        return []
    calls = []
    for phrase, memories in EXTRACTIONS.items():
        if phrase in session:
            calls += [{"name": "Memory", "args": {"content": m}} for m in memories]
    return calls


async def main() -> None:
    store = InMemoryStore(index=offline.langgraph_index())
    with ScriptedServer(model) as server:
        llm = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
        manager = create_memory_store_manager(llm, namespace=NS, store=store)
        for i, (dev, text) in enumerate(SESSIONS):
            messages = [{"role": "user", "content": f"{dev}: {text}"},
                        {"role": "assistant", "content": "Got it, I'll remember that for this repo."}]
            if i == 0:
                with fault():  # the planted fault: the extraction of this session drops the line length
                    await manager.ainvoke({"messages": messages})
            else:
                await manager.ainvoke({"messages": messages})

    stored = [item.value["content"]["content"] for item in store._data[NS].values()]  # untraced look at the store
    assert stored and not any("110" in s for s in stored), stored  # the fault happened: 110 is in no memory

    question = "What's the max line length for the Python backend?"
    hits = await store.asearch(NS, query=question, limit=3)
    context = [h.value["content"]["content"] for h in hits]
    assert not any("110" in c for c in context), context
    assert any("ruff" in c for c in context), context
    actual = answer(question, context,
                    mock="88 characters, ruff's default: the notes only say the backend is linted with ruff.")
    finish(question, "110 characters", actual)


asyncio.run(main())
