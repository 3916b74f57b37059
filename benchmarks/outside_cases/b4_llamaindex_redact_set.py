"""b4_llamaindex_redact_set -- a travel-booking chat assistant on LlamaIndex `Memory` (no memory blocks, a large
token limit, so nothing is flushed), script style.

App: chat turns go in with `memory.put`. A privacy job runs at the end of each session: it reads the whole chat
(`memory.get_all()`), masks "card-like" tokens (any word of 6+ characters containing a digit) and writes the
history back with `memory.set(...)`. Answers later read `memory.get()`.

Fault: the mask also hits the booking reference "QX7H2L" (the card number it was written for is masked as well),
so the session's redacted history, written back by `memory.set`, no longer holds it. Later: "What's the booking
reference for my Lisbon return flight?"

Expected: UpdateError @ llamaindex.memory.set (the set wrapped in common.fault(): the buffer held the fact and the
rewrite degraded it; subtype maybe `overwritten`).
"""
import common

common.setup("b4_llamaindex_redact_set", ["llamaindex_memory", "litellm"])

import re  # noqa: E402

from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="trip-lisbon", token_limit=40000)
chat = [
    ("user", "I need to change my return flight from Lisbon to Friday 19 December."),
    ("assistant", "Done: TP 1351 on Fri 19 Dec, 18:05 from Lisbon. Your booking reference stays QX7H2L."),
    ("user", "Pay the change fee with my Visa 4111111111111111 please."),
    ("assistant", "The EUR 45 change fee is paid; the seat is 14C by the window."),
]
for role, text in chat:
    memory.put(ChatMessage(role=role, content=text))

MASK = re.compile(r"\b(?=\w*\d)\w{6,}\b")  # bug: meant for card/IBAN numbers, also matches booking codes
redacted = [ChatMessage(role=msg.role, content=MASK.sub("[redacted]", msg.content)) for msg in memory.get_all()]
with common.fault():
    memory.set(redacted)

q = "What's the booking reference for my Lisbon return flight?"
msgs = memory.get()
ctx = [f"{x.role.value}: {x.content}" for x in msgs]
assert not any("QX7H2L" in c for c in ctx), "fault not planted"
a = common.answer(q, ctx, mock="The booking reference was redacted from our chat, so I can't see it.")
common.finish(q, expected="QX7H2L", actual=a)
