"""Batch 338 (held out). Learning the cello as an adult, with a personal assistant: LangGraph InMemoryStore (sync),
two writers in threads.

App: Keiko (38, a product designer) started the cello in the spring; she has lessons with Mrs. Alvarez and keeps
her assistant up to date. The assistant keeps one record per part of it in ("keiko-cello", "profile") - the lessons,
the instrument, the repertoire - and her chat messages, each with its own timestamp, in ("keiko-cello", "chat").
Her practice tracker (a job that syncs the minutes from her practice app) reads the lessons record, adds the week's
practice total and writes the whole record back; Keiko edits the same record at the same time.

Planted fault (UpdateError, lost update): the tracker reads the lessons record (Mrs. Alvarez, Thursdays at 6:00 pm,
45 minutes, $55); Keiko writes in, at 7:40 pm on 12 September, 2023 (a Tuesday), that Mrs. Alvarez is moving her to
Wednesdays at 5:30 starting next week, because a youth orchestra kid took the Thursday slot - she's relieved,
Thursdays after work were killing her; the tracker then puts back its stale copy with its practice total, losing
Keiko's edit. Question (8:00 am on 15 September, 2023, a Friday, Keiko): "When's my next cello lesson? I want to have
the Minuet memorized by then" -> expected Wednesday 20 September at 5:30 pm (the first Wednesday of "next week" from
Tuesday 12 September; her Thursday 14th lesson was the last on Thursdays). The assistant says Thursday 21 September
at 6:00 pm.

Expected verdict: UpdateError at langgraph.store.put (the tracker's put, wrapped in fault()): Keiko's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the next
lesson. Asserted: Keiko's edit was in the store before the stale put; the lessons record has the practice total
and Thursdays at 6:00 pm, and no context line has Wednesday, 5:30 or the youth orchestra.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b338_langgraph_cello_next_lesson_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PROFILE = ("keiko-cello", "profile")
CHAT = ("keiko-cello", "chat")
KEY = "lessons"
RECORDS = {
    KEY: {"details": "Lessons with Mrs. Alvarez at her studio on Oak St, Thursdays at 6:00 pm, 45 minutes, $55 a "
                     "lesson paid monthly. Currently on Suzuki Book 1.",
          "updated": "4:10 pm on 3 April, 2023"},
    "instrument": {"details": "Renting a 4/4 cello from Hudson Strings, $45/month, rent-to-own. Bought a Pirastro "
                              "rosin and a rockstop because it kept sliding on the wood floor.",
                   "updated": "6:20 pm on 10 April, 2023"},
    "repertoire": {"details": "Working on Bach Minuet No. 1 (from Book 1) and the Long, Long Ago variations. Mrs. "
                              "Alvarez wants the Minuet memorized.",
                   "updated": "8:05 pm on 7 September, 2023"},
}
CHAT_LINES = [
    ("9:30 pm on 28 August, 2023", "I hit 30 days of practice in a row!! Even the day I had the flu, 10 minutes "
                                   "counts. My neighbor says she can hear me through the wall but 'in a nice way'."),
    ("8:05 pm on 7 September, 2023", "Lesson tonight was rough, my bow keeps drifting toward the fingerboard. Mrs. "
                                     "Alvarez put a strip of tape on the cello as a guide, feeling like a kid again "
                                     "but it helps."),
    ("7:10 pm on 14 September, 2023", "Better lesson today! She said my tone in the Minuet is 'almost singing'. I "
                                      "may have floated home."),
]
EDIT = {"details": "Lessons with Mrs. Alvarez at her studio on Oak St - she's moving me to Wednesdays at 5:30 "
                   "starting next week, a youth orchestra kid needs my Thursday slot. Honestly relieved, Thursdays "
                   "after work were killing me. Still 45 minutes, $55 a lesson paid monthly. Suzuki Book 1.",
        "updated": "7:40 pm on 12 September, 2023"}
PRACTICE = {"practice_total": "312 minutes practiced in the last 7 days (synced 12 Sep)", "by": "practice tracker"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PROFILE, key, record)
for i, (when, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"m-{i:02d}", {"date_time": when, "speaker": "Keiko", "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def practice_tracker() -> None:
    copy = dict(store.get(PROFILE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PRACTICE)
    with fault():
        store.put(PROFILE, KEY, copy)


def keiko_edit() -> None:
    read_done.wait()
    item = store.get(PROFILE, KEY)
    store.put(PROFILE, KEY, {**item.value, **EDIT})
    assert "moving me to Wednesdays at 5:30 starting next week" in store.get(PROFILE, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=practice_tracker, name="practice-tracker"),
           threading.Thread(target=keiko_edit, name="keiko-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "When's my next cello lesson? I want to have the Minuet memorized by then"
context = ["Current time: 8:00 am on 15 September, 2023 (a Friday). You are Keiko's personal assistant."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PROFILE, limit=10)] + \
          [f"[{m.value['date_time']}] Keiko: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "Thursdays at 6:00 pm" in c and "312 minutes" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("wednesday", "5:30", "youth orchestra")), context
reply = answer(f"(Keiko) {question}", context,
               mock="Your next lesson with Mrs. Alvarez is Thursday 21 September at 6:00 pm - almost a week to get "
                    "the Minuet memorized.")
finish(question, expected="Wednesday 20 September at 5:30 pm - Mrs. Alvarez moved her to Wednesdays from the week "
                          "of the 18th", actual=reply)
