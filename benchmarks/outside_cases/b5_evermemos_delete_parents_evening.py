"""b5: a parent's school-schedule assistant on EverMemOS (the real evermemos client, sync, against the in-process
stand-in of b3_support: each message is flushed into its own episode plus one event log). Script style: each call its
own trace. Each message is added with the moment it was said (``create_time``) and its sender.

Messages from Priya: Mon 9 March "Ella's parents' evening is on Thursday next week - my slot with Mr Hughes is at
5:40."; Tue 10 March the Science Museum trip on Friday 27 March; Wed 11 March an inset day on Monday 23 March;
Thu 12 March "The school disco this evening has been cancelled."

Planted fault: the app's "cancelled events" janitor (Fri 13 March) lists Priya's memories and deletes every memory
that shares an event word with the cancellation ("disco", "evening"), so it also deletes the parents' evening
episode and event log (the ``evermemos.delete`` calls of that loop, wrapped in one ``fault()``).

Question (Mon 16 March, a weekday relative to when it was said): "What day and time is my parents' evening slot?"
Expected "Thursday 19 March at 5:40 pm". The search returns the trip and the inset day; the answer says it cannot
find one.

Why DeletionError at evermemos.delete: both memories made from the 9 March message (the janitor's own listing returned
them, so their extraction from it was observed) were explicitly deleted before the question; the message's text is
in no other memory. Another reading: none that I see (the delete of the disco memories is part of the same job, but
does not touch the evidence).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_evermemos_delete_parents_evening", ["evermemos", "litellm"])

server = b3_support.fake_evermemos()
client = b3_support.evermemos_client(server)
USER, GROUP = "priya", "priya-school"
MESSAGES = [
    ("m1", "2026-03-09T08:30:00+00:00", "Ella's parents' evening is on Thursday next week - my slot with Mr Hughes "
                                        "is at 5:40."),
    ("m2", "2026-03-10T08:30:00+00:00", "Ella's class trip to the Science Museum is on Friday 27 March; 12 pounds "
                                        "due by the 20th."),
    ("m3", "2026-03-11T08:30:00+00:00", "Inset day on Monday 23 March, so no school that day."),
    ("m4", "2026-03-12T16:00:00+00:00", "The school disco this evening has been cancelled."),
]
for mid, when, text in MESSAGES:
    client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=USER, group_id=GROUP, flush=True)


def text_of(memory) -> str:
    return getattr(memory, "episode", None) or getattr(memory, "atomic_fact", None) or ""


# the janitor (13 March): delete what shares an event word with a cancellation
EVENT_WORDS = ("disco", "evening", "trip", "inset", "assembly")
cancelled_words = [w for w in EVENT_WORDS if w in MESSAGES[3][2].lower()]
listed = client.v0.memories.get(extra_query={"user_id": USER}).result.memories
doomed = [m.id for m in listed if any(w in text_of(m).lower() for w in cancelled_words)]
assert any("parents' evening" in text_of(m) for m in listed if m.id in doomed)
with fault():
    for memory_id in doomed:
        client.v0.memories.delete(memory_id=memory_id, user_id=USER)

QUESTION = "What day and time is my parents' evening slot?"
found = client.v0.memories.search(extra_query={"query": QUESTION, "user_id": USER, "top_k": 5}).result.memories
context = [text_of(m) for m in found]
assert not any("5:40" in c for c in context), context  # the fault decided
assert not any("Hughes" in (m.get("episode") or m.get("atomic_fact") or "") for m in server.memories
               if not m.get("deleted")), "a memory still holds the slot"
reply = answer(QUESTION, context, mock="I can't find a parents' evening in your notes - only the Science Museum trip "
                                       "on Friday 27 March and the inset day on 23 March.")
finish(QUESTION, "Thursday 19 March at 5:40 pm", reply)
