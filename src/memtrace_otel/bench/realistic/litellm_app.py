"""litellm alone: a long-context chat app that keeps the conversation in its own list and sends all of it, as chat
messages, with every question (``litellm.completion(model, messages)``, the documented call).

There is no memory library here: the prompt is the memory. The only fault is ``response`` (the reader answers
wrongly from a prompt that holds the evidence). An app that trims its list with ``litellm.utils.trim_messages``
would lose evidence without any span (litellm's helper is not instrumented), so that fault is not part of the suite.
"""

from __future__ import annotations

from ...local_model.prompts import ANSWER_SYSTEM_PROMPT

NAME = "litellm"
INSTRUMENTATIONS = ("litellm",)
FAULTS = ("response",)


def run(r) -> None:
    user = r.q.conv.speakers[0]
    conversation = [{"role": "user" if t.speaker == user else "assistant", "content": r.line(t)} for t in r.turns]
    with r.root("answer_question"):
        r.answer([{"role": "system", "content": ANSWER_SYSTEM_PROMPT}, *conversation,
                  {"role": "user", "content": r.q.text}])
