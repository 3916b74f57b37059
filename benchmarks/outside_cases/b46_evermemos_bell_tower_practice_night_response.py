"""Batch 46 (held out). A bell tower's ringers' group chat: EverMemOS (sync client, offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the ringers of St Lawrence's (tower captain Sue, steeple keeper Mike, about 16 ringers) share a group chat that
goes into EverMemOS (``memories.add`` per message, group "st-lawrence-ringers"); the assistant answers the band's
questions from a search. Practice is every Thursday 7.30-9.

Planted fault (ResponseError, ignored sufficient context): Mike's message of 5/11 says the bellhangers
(Nicholson's) are re-bushing the clappers the week of 10 Nov: "Nicholson's are in from mon 10th doing the
clappers, whole wk, ropes off + the ringing room's locked till they're done, they've got the key. back to normal
sun 16th for service ringing". Sue's standing message says "practice thurs 7.30-9 as always, learners from
7". The model goes by the standing message. Question (Tue 11/11): "is there practice this Thursday?" -> expected
no, the ringing room is locked while the clappers are done. The model says yes.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: Mike's message and
Sue's standing practice message are both in the context the model got. Another reading: none that we see; memory
holds every message.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b46_evermemos_bell_tower_practice_night_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "st-lawrence-ringers"
CLAPPERS = ("Nicholson's are in from mon 10th doing the clappers, whole wk, ropes off + the ringing room's locked till "
            "they're done, they've got the key. back to normal sun 16th for service ringing")
MESSAGES = [
    ("2025-10-30T20:55:00Z", "sue", "practice thurs 7.30-9 as always, learners from 7. bring a jumper it's freezing "
                                    "up there"),
    ("2025-11-02T10:40:00Z", "ann", "Remembrance sun 9th - half muffled, ringing 10.15-10.45, muffles are in the "
                                    "chest"),
    ("2025-11-05T18:20:00Z", "mike", CLAPPERS),
    ("2025-11-05T18:31:00Z", "raj", "ah no, was going to try my first quarter on the tenor 🙈"),
    ("2025-11-06T21:10:00Z", "sue", "great practice tonight, 14 of us! Jo + Tom rang rounds + call changes "
                                    "without help"),
    ("2025-11-07T09:00:00Z", "geoff", "district striking comp sat 22nd at Clee St Margaret, we're entered, 8 needed"),
    ("2025-11-08T17:30:00Z", "pete", "tea + coffee kitty is empty, £2 each next time pls"),
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

question = "is there practice this Thursday?"
found = client.v0.memories.search(extra_query={"query": "practice thurs ringing room locked clappers week", "top_k": 8})
context = ["Today is Tue 11 Nov 2025."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("ringing room's locked till they're done" in c for c in context), context
assert any("practice thurs 7.30-9 as always" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - Thursday practice is 7.30 to 9 as usual, learners from 7. Bring £2 "
                                           "for the tea kitty.")
finish(question, expected="No - the tower's shut that week while Nicholson's do the clappers", actual=reply)
