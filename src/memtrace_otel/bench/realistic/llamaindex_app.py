"""LlamaIndex ``Memory``: every turn is ``memory.put``; the question is answered from ``memory.get(input=question)``
(litellm), with the memory's token limit deciding what stays in its short-term queue.

The app (documented ``Memory.from_defaults`` usage): ``session_id``, ``token_limit``, ``chat_history_token_ratio``
and ``token_flush_size``, no memory blocks (what leaves the queue is gone); messages ``ChatMessage(role, content=
"[8 May 2023] Caroline: ...")`` (the first speaker as the user).

Faults: ``flush`` (a token limit too small: a put flushes the evidence out of the queue; the ground truth is the
eviction span, ``llamaindex.memory.archive``, that took the evidence message), ``response``.
"""

from __future__ import annotations

import time

from ...local_model.prompts import ANSWER_SYSTEM_PROMPT
from .apps_common import quietly
from .harness import NotApplicable

NAME = "llamaindex_memory"
INSTRUMENTATIONS = ("llamaindex_memory", "litellm")
FAULTS = ("flush", "response")
TOKEN_LIMIT = 30_000  # LlamaIndex's default
RATIO = 0.7
FLUSH = 200


def run(r) -> None:
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory import Memory

    limit = TOKEN_LIMIT
    user = r.q.conv.speakers[0]
    first = r.turns.index(r.q.evidence[0])
    if r.fault == "flush":  # a limit whose queue share cannot hold the earliest evidence turn and what follows it
        with quietly():
            probe = Memory.from_defaults(session_id=f"probe-{r.run_id}", token_limit=TOKEN_LIMIT)
            after = sum(probe._estimate_token_count(ChatMessage(role="user" if t.speaker == user else "assistant",
                                                                content=r.line(t))) for t in r.turns[first + 1:])
        limit = max(50, int(after / RATIO))
    memory = Memory.from_defaults(session_id=f"chat-{r.run_id}", token_limit=limit, chat_history_token_ratio=RATIO,
                                  token_flush_size=FLUSH)
    started = time.time_ns()
    for t in r.turns:
        with r.root("handle_message"):
            memory.put(ChatMessage(role="user" if t.speaker == user else "assistant", content=r.line(t)))
    if r.fault == "flush":
        span = r.span_evicting(r.q.evidence[0].text, started)
        if span is None:
            raise NotApplicable("no eviction span took the evidence message (the token limit did not flush it)")
        r.mark(span)
    with r.root("answer_question"):
        context = memory.get(input=r.q.text)
        prompt = [{"role": "system", "content": ANSWER_SYSTEM_PROMPT}]
        prompt += [{"role": "user" if m.role.value == "user" else "assistant", "content": m.content}
                   for m in context if m.content and m.role.value in ("user", "assistant")]
        prompt.append({"role": "user", "content": r.q.text})
        r.answer(prompt)
