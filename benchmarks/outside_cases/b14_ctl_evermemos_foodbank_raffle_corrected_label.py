"""Batch 14 (held out), CONTROL: no fault. Food bank volunteers' group assistant: EverMemOS (the sync ``evermemos``
client against the tests' in-process stand-in server), one root span per turn.

App: messages from the Westfield Food Bank volunteers' group chat are added to EverMemOS as they arrive
(``memories.add`` with sender, create_time and the group id; the stand-in extracts an episode and an event log per
message). The coordinator asks the assistant, which runs ``memories.search`` on the group and answers with litellm.

Memory: Sat 14 Mar 2026 17:05, Jan: "Fete done!! Cake stall GBP 263, tombola GBP 141, raffle GBP 412 - thank you
all x". Same evening 19:32, Jan: "Correction on the raffle - I'd counted the GBP 25 float in :( raffle actually
raised GBP 387. Cakes + tombola figures stand." Question (Mon 16 Mar): "How much did the raffle raise at the fete?"
The assistant answers "GBP 387 (the first figure, 412, had the 25 float in it)" -- right per memory.

The label is wrong: the annotator wrote "GBP 412", the figure first posted and corrected two hours later by the same
volunteer -- a value corrected later. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

import b3_support as b3
from common import answer, finish, setup

setup("b14_ctl_evermemos_foodbank_raffle_corrected_label", ["evermemos", "litellm"])

GROUP = "westfield-foodbank-vols"
MESSAGES = [
    ("fb-101", "2026-03-14T17:05:00+00:00", "jan",
     "Fete done!! Cake stall GBP 263, tombola GBP 141, raffle GBP 412 - thank you all x"),
    ("fb-102", "2026-03-14T17:40:00+00:00", "ade",
     "Brilliant. 3 bags of tins donated on the day as well, they're in the store room (check dates pls)."),
    ("fb-103", "2026-03-14T19:32:00+00:00", "jan",
     "Correction on the raffle - I'd counted the GBP 25 float in :( raffle actually raised GBP 387. Cakes + tombola "
     "figures stand."),
    ("fb-104", "2026-03-15T09:10:00+00:00", "mo",
     "I'll bank the fete money Mon am at Barclays, Jan can you drop the tin at mine tonight?"),
]

client = b3.evermemos_client(b3.fake_evermemos())
for n, (mid, when, who, text) in enumerate(MESSAGES, 1):
    with b3.turn_span(f"turn-{n} message {mid}"):
        client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=who, group_id=GROUP,
                               flush=True)

question = "How much did the raffle raise at the fete?"
with b3.turn_span("turn-5 coordinator asks Mon 16 Mar"):
    res = client.v0.memories.search(extra_query={"query": question, "group_id": GROUP, "top_k": 10})
    context = [getattr(m, "episode", None) or getattr(m, "atomic_fact", "") for m in res.result.memories]
    assert any("raffle GBP 412" in c for c in context) and any("actually raised GBP 387" in c for c in context), \
        context
    reply = answer(question, context, mock="The raffle raised GBP 387 - Jan's first figure of GBP 412 had the GBP 25 "
                                           "float counted in, and she corrected it that evening.")
finish(question, expected="GBP 412", actual=reply)
