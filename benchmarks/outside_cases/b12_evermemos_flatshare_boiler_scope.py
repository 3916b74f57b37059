"""Batch 12 (held out). Flat-share house assistant: EverMemOS (sync client against the in-process stand-in), script
style (every call its own trace).

App: three flatmates share one assistant. Each message goes to EverMemOS with ``memories.add(..., sender=<flatmate>,
group_id="flat-4b", flush=True)`` and a create_time. When a flatmate asks something, the app runs
``memories.search`` and answers with litellm. The app passes the ASKER's id as ``user_id`` to the search, so only
memories the asker wrote come back -- for house matters anyone may have logged.

Planted fault (RetrievalError, filtered by scope): on Monday 9 March 2026 Priya wrote "The boiler engineer from
Hearth & Flue is coming this Thursday between 8 and 1 for the annual service - someone has to be in, I can't."
Joe asks on Wednesday 11 March: "When is the boiler engineer coming, and what time window?" -> expected "Thursday 12
March, between 8 am and 1 pm". The search under user_id="joe" returns only Joe's own notes (the window cleaner's next
visit), and the model says there is no engineer visit noted.

Expected verdict: RetrievalError at evermemos.search (inside fault()). Asserted: the same query without the asker's
id returns Priya's note; the scoped one does not.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b12_evermemos_flatshare_boiler_scope", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "flat-4b"
MESSAGES = [
    ("m1", "2026-03-02T19:05:00Z", "joe", "Bins: black bin goes out Tuesday night, recycling every other week - "
                                          "next recycling is Tuesday 10 March."),
    ("m2", "2026-03-06T08:30:00Z", "sam", "I've topped up the gas meter key with GBP 30 at the corner shop."),
    ("m3", "2026-03-09T12:40:00Z", "priya", "The boiler engineer from Hearth & Flue is coming this Thursday "
                                            "between 8 and 1 for the annual service - someone has to be in, I "
                                            "can't."),
    ("m4", "2026-03-10T21:15:00Z", "joe", "Sent my share of March rent, GBP 640, to the landlord's account."),
    ("m5", "2026-03-10T21:20:00Z", "joe", "The window cleaner is coming every fourth Saturday now; next time is "
                                          "21 March, GBP 12 for the flat."),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)
for mid, when, who, text in MESSAGES:
    client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=who, group_id=GROUP, flush=True)

question = "When is the boiler engineer coming, and what time window?"
QUERY = "boiler engineer coming time window"
everyone = client.v0.memories.search(extra_query={"query": QUERY, "top_k": 4})
assert any("boiler engineer" in text_of(m) for m in everyone.result.memories)
with fault():
    found = client.v0.memories.search(extra_query={"query": QUERY, "user_id": "joe", "top_k": 4})
context = [text_of(m) for m in found.result.memories]
assert context and not any("boiler" in c for c in context), context
reply = answer(question, context, mock="I don't have a boiler engineer visit noted for the flat - the only visit "
                                       "logged is the window cleaner on Saturday 21 March.")
finish(question, expected="Thursday 12 March, between 8 am and 1 pm", actual=reply)
