"""Batch 9 (held out). Photography workshop assistant: LlamaIndex ``Memory`` (short-term queue, no blocks), one root
span per turn; every message is stamped with the day it was written.

App: the course's group assistant keeps the conversation in a LlamaIndex Memory (``Memory.from_defaults``, a large
token limit, nothing flushed). Each turn it puts the new message, reads ``memory.get()`` and answers with litellm over
the whole history; messages carry their date as "[Mon 9 Mar 2026] Name: ...".

Planted fault (ResponseError, relative date): on Monday 9 March 2026 the tutor wrote "Darkroom session is this
coming Thursday, 6-9 pm, bring two exposed rolls". On Tuesday 10 March a student asks "What's the date of the
darkroom session?" -> expected "Thursday 12 March 2026". The tutor's stamped message is in the context; the model
counts a week on and answers "Thursday 19 March".

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: the stamped message is
in the context the model got. Another reading: "this coming Thursday" can only be 12 March when said on Monday 9
March; a reader who took it as "Thursday next week" would still need the 19th, which nothing says.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_llamaindex_darkroom_reldate_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="photo-course-spring", token_limit=8000)
POSTS = [
    ("user", "[Tue 3 Mar 2026] Jess: Is the film for the darkroom included in the course fee?"),
    ("assistant", "[Tue 3 Mar 2026] Assistant: Two rolls of Ilford HP5 are included; extra rolls are GBP 8 each."),
    ("user", "[Mon 9 Mar 2026] Tutor (Ravi): Darkroom session is this coming Thursday, 6-9 pm, in room B12. Bring "
             "two exposed rolls and a towel."),
    ("user", "[Mon 9 Mar 2026] Tutor (Ravi): The portrait walk is moved to Saturday 21 March, meet at 10 am by the "
             "fountain."),
]
for i, (role, text) in enumerate(POSTS, 1):
    with turn_span(f"turn-{i} post"):
        memory.put(ChatMessage(role=role, content=text))

question = "[Tue 10 Mar 2026] Jess: What's the date of the darkroom session?"
with turn_span("turn-5 question"):
    memory.put(ChatMessage(role="user", content=question))
    history = memory.get()
    lines = [str(m.content) for m in history]
    assert any("this coming Thursday" in line for line in lines), lines
    with fault():
        reply = answer(question, lines[:-1], mock="The darkroom session is on Thursday 19 March, 6-9 pm in room B12.")
finish(question, expected="Thursday 12 March 2026", actual=reply)
