"""LangChain chat history: every turn goes into an ``InMemoryChatMessageHistory``; the question is answered from the
history, fitted into a window with ``trim_messages`` on the way to the prompt (litellm).

The app (documented langchain-core usage): ``history.add_user_message`` / ``add_ai_message`` per turn (the first
speaker is the user, the second the AI side; the content is ``"[8 May 2023] Caroline: ..."``), then
``trim_messages(history.messages, max_tokens=..., token_counter=<words>, strategy="last")`` and the window plus the
question as the chat messages.

Faults: ``trim`` (a window too small: ``trim_messages`` evicts the evidence), ``compact`` (a compaction job that
keeps only the recent messages: ``history.clear()`` then ``history.add_messages(recent)``; the ground truth is the
``clear`` that evicted the evidence), ``response``.
"""

from __future__ import annotations

from ... import semconv as sc
from ...local_model.prompts import ANSWER_SYSTEM_PROMPT
from .harness import NotApplicable
from .reader import squash

NAME = "langchain_history"
INSTRUMENTATIONS = ("langchain_history", "litellm")
FAULTS = ("trim", "compact", "response")
WINDOW_WORDS = 100_000


def count_words(messages) -> int:
    return sum(len(str(m.content).split()) for m in messages)


def _after_first_evidence(r, messages) -> list:
    """The messages after the earliest evidence turn (what a window may keep while losing it)."""
    first = next((i for i, m in enumerate(messages) if any(squash(t.text) in squash(m.content)
                                                            for t in r.q.evidence)), None)
    if first is None:
        raise NotApplicable("no evidence message in the history")
    return messages[first + 1:]


def run(r) -> None:
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import trim_messages

    history = InMemoryChatMessageHistory()
    user = r.q.conv.speakers[0]
    for t in r.turns:
        with r.root("handle_message"):
            if t.speaker == user:
                history.add_user_message(r.line(t))
            else:
                history.add_ai_message(r.line(t))
    if r.fault == "compact":
        recent = _after_first_evidence(r, list(history.messages))
        with r.root("compaction_job"):
            with r.decisive_call({sc.KIND_EVICT}, "langchain"):
                history.clear()
            history.add_messages(recent)
    with r.root("answer_question"):
        messages = history.messages
        budget = WINDOW_WORDS
        if r.fault == "trim":
            budget = count_words(_after_first_evidence(r, list(messages)))
            with r.decisive_call({sc.KIND_EVICT}, "langchain.trim"):
                window = trim_messages(messages, max_tokens=budget, token_counter=count_words, strategy="last")
        else:
            window = trim_messages(messages, max_tokens=budget, token_counter=count_words, strategy="last")
        prompt = [{"role": "system", "content": ANSWER_SYSTEM_PROMPT}]
        prompt += [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in window]
        prompt.append({"role": "user", "content": r.q.text})
        r.answer(prompt)
