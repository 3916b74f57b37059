"""Batch 108 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS sync client (the offline stand-in
server), script style.

App: the Medway Homebrewers' competition chat goes into EverMemOS (``v0.memories.add`` per message, one group); the
club helper answers members from a search of it.

Memory: entries close Sat 14 Feb, drop-off at the Crown or the Brewer's Droop shop; judging is the Saturday after,
the 21st, upstairs at the Crown, 10 till done; two bottles per entry, no labels; BJCP 2021 styles; plus other
messages. Question (Mon 9/2, Moira, a judge): "what day are we doing the judging? need to book the day off" The
assistant says Saturday the 21st. The label says Saturday the 14th.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b108_ctl_evermemos_homebrew_judging_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "medway-homebrewers-comp"
MESSAGES = [
    ("2038-01-10T20:05:00Z", "sue", "COMP 2038!! entries close sat 14 feb, drop off at the Crown or Brewer's Droop "
                                    "(the shop), £3 an entry"),
    ("2038-01-10T20:07:00Z", "sue", "judging's the sat after that, 21st, upstairs at the Crown, 10 til we're done. "
                                    "judges pls let me know by end of jan"),
    ("2038-01-11T09:30:00Z", "lyn", "2 bottles per entry, 330 or 500ml, NO labels, just the entry slip w an elastic "
                                    "band"),
    ("2038-01-12T18:00:00Z", "gordon", "count me in for judging, happy to do the dark stuff again"),
    ("2038-01-15T21:10:00Z", "sue", "styles are BJCP 2021, list pinned in the Crown's back room"),
    ("2038-02-02T19:45:00Z", "moira", "I'll judge if you need one, first time tho"),
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
question = "what day are we doing the judging? need to book the day off"
found = client.v0.memories.search(extra_query={"query": "judging day date competition entries close", "top_k": 10})
context = ["Today is Mon 9 February 2038. You are talking to Moira, one of the judges."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("entries close sat 14 feb" in c for c in context), context
assert any("judging's the sat after that, 21st" in c for c in context), context
reply = answer(question, context, mock="Saturday the 21st - upstairs at the Crown from 10am till it's done.")
finish(question, expected="Sat 14th Feb - comp day", actual=reply)
