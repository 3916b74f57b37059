"""Batch 45 (held out). A youth football club's tour chat: EverMemOS (sync client, offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the Ashfield Rovers U13s tour group chat (coach Dave, assistant Kaz, treasurer Lynn, the parents) goes into
EverMemOS (``memories.add`` per message, group "rovers-u13-tour"); the assistant answers parents' questions from a
search. The tour leaves on Fri 22 May 2026 for the Isle of Wight.

Planted fault (ResponseError, ignored sufficient context): Dave's message of 2/5 says: "TOUR!! Pennine coach leaves
the clubhouse fri 22nd 6.30am and it WON'T wait - lads there 6.10 latest pls so we can get bags + kit on". The model
gives the coach's departure time. Question (Thu 21/5): "what time do the lads need to be at the club tomorrow?" ->
expected 6.10 (twenty minutes before the coach goes). The model says 6.30.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: Dave's message,
with both times, is in the context the model got. Another reading: none that we see; memory holds every message.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b45_evermemos_football_coach_arrival_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "rovers-u13-tour"
COACH = ("TOUR!! Pennine coach leaves the clubhouse fri 22nd 6.30am and it WON'T wait - lads there 6.10 latest pls "
         "so we can get bags + kit on")
MESSAGES = [
    ("2026-04-28T19:02:00Z", "lynn", "final balance is £185 per lad, due by 30/4, bank tfr (ref = lad's name) or "
                                     "cash to me at training"),
    ("2026-05-02T08:15:00Z", "dave", COACH),
    ("2026-05-02T08:40:00Z", "sharon", "can they take phones on the coach? Aarav's asking"),
    ("2026-05-02T09:01:00Z", "dave", "yes phones fine, handed in to Kaz at lights out tho!! no exceptions"),
    ("2026-05-11T20:30:00Z", "dave", "kit bags to the clubhouse thurs 21st 5-6pm, NAMED, shin pads + both kits"),
    ("2026-05-14T18:45:00Z", "kaz", "Sharma + Okonjo's minibus w the spare kit + first aid leaving about 7, meet "
                                    "us at the ferry"),
    ("2026-05-19T21:10:00Z", "dave", "1st game sat 10.40 v Wessex Juniors pitch 4, B team 11.20 pitch 6"),
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

question = "what time do the lads need to be at the club tomorrow?"
found = client.v0.memories.search(extra_query={"query": "what time lads at the clubhouse fri coach leaves",
                                               "top_k": 6})
context = ["Today is Thu 21 May 2026."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("lads there 6.10 latest" in c and "6.30am" in c for c in context), context
with fault():
    reply = answer(question, context, mock="6.30 in the morning - that's when the Pennine coach leaves the clubhouse, "
                                           "and Dave says it won't wait.")
finish(question, expected="Ten past six - the coach goes at half six and they need to load the bags", actual=reply)
