"""Batch 44 (held out). A theatre's front-of-house group chat: EverMemOS (sync client, offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the Lyceum's front-of-house team (duty managers Priya and Tom, bar lead Ayesha, the volunteer ushers) share a
group chat that goes into EverMemOS (``memories.add`` per message, group "lyceum-foh"); the assistant answers the
team's questions from a search. Panto week: Cinderella, Mon 8 - Sat 13 Dec 2025.

Planted fault (ResponseError, ignored sufficient context): Tom's message of 3/12 says Tuesday's show is the relaxed
performance: "tues 9th is the relaxed perf (SEN schools + families) - house lights stay half up, chill-out space
in the circle bar, so NO bar in the interval, just Ayesha w the ice cream tray in the foyer". The bar rota says "mon
- thurs Tom + Ayesha on the bar, fri/sat 3 on". The model goes by the rota. Question (Mon 8/12): "is the bar open
in the interval on Tuesday?" -> expected no (relaxed performance, ice creams only).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: Tom's message and
the rota are both in the context the model got. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b44_evermemos_theatre_relaxed_bar_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "lyceum-foh"
RELAXED = ("tues 9th is the relaxed perf (SEN schools + families) - house lights stay half up, chill-out space in "
           "the circle bar, so NO bar in the interval, just Ayesha w the ice cream tray in the foyer")
MESSAGES = [
    ("2025-12-01T10:12:00Z", "ayesha", "panto wk bar rota: mon - thurs Tom + Ayesha on the bar, fri/sat 3 on "
                                      "(Dev joins). interval pre-orders as normal"),
    ("2025-12-01T18:40:00Z", "priya", "ushers for panto - 5 on every show, matinees 12.45 call, eves 6.30"),
    ("2025-12-03T09:05:00Z", "tom", RELAXED),
    ("2025-12-03T09:30:00Z", "ayesha", "ok! I'll bring extra ice cream stock up from the cellar tues pm"),
    ("2025-12-04T21:15:00Z", "priya", "reminder - glitter on stage all week, sweep the front stalls aisle at the "
                                     "interval"),
    ("2025-12-06T11:00:00Z", "tom", "card machine on the bar's new, tap only, no cashback"),
    ("2025-12-07T16:45:00Z", "ayesha", "mulled wine's on from mon, £4.50, keep the urn off the bar top"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)
for i, (when, who, text) in enumerate(MESSAGES, 1):
    client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who, group_id=GROUP,
                           flush=True)

question = "is the bar open in the interval on Tuesday?"
found = client.v0.memories.search(extra_query={"query": "bar interval tues rota open relaxed perf", "top_k": 8})
context = ["Today is Mon 8 Dec 2025."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("NO bar in the interval" in c for c in context), context
assert any("mon - thurs Tom + Ayesha on the bar" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - Tom and Ayesha are on the bar Monday to Thursday, and interval "
                                           "pre-orders work as normal. Mulled wine's £4.50.")
finish(question, expected="No, it's the relaxed show - ice creams in the foyer only", actual=reply)
