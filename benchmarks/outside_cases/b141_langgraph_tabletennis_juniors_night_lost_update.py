"""Batch 141 (held out). A village hall table tennis club's sessions: LangGraph InMemoryStore (sync), two writers in
threads.

App: Luddenden Table Tennis Club plays in the village hall (six tables, adults Mon and Weds, juniors one evening,
league matches on Thursdays). The helper keeps one record per session in ("luddenden-tt", "sessions") - night,
times, tables, who runs it - and the committee's odd notes in ("luddenden-tt", "notes"). The subs job reads a
session, adds the subs it's down for, and writes the whole record back; Carol, the hall bookings secretary, edits
the same session at the same time.

Planted fault (UpdateError, lost update): the subs job reads the juniors' record (Tues 6-7.30, 4 tables, Alan
coaching); Carol writes in, on Thu 20/8, that from September the juniors are on Thursdays, same times - the hall
committee have let Tuesdays to Slimming World, who pay more, and Alan can do Thursdays - and the subs job then puts
back its stale copy with the subs, losing her edit. Question (Mon 31/8, Jo, the juniors' parent contact): "what
night's the juniors on from sept? doing the letter for school" -> expected Thursday, 6-7.30 (Slimming World have the
hall Tuesdays). The assistant says Tuesday.

Expected verdict: UpdateError at langgraph.store.put (the subs job's put, wrapped in fault()): Carol's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Carol's edit was in the store before the stale put; the record has the subs and Tues as the night, and no
context line mentions Thursday or Slimming World.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b141_langgraph_tabletennis_juniors_night_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SESSIONS = ("luddenden-tt", "sessions")
NOTES = ("luddenden-tt", "notes")
KEY = "juniors"
RECORDS = {
    KEY: {"night": "Tues", "times": "6-7.30", "tables": "4 (the 2 old Butterflys stay folded)",
          "run by": "Alan (level 1 coach) + a parent on the door"},
    "adults-mon": {"night": "Mon", "times": "7.30-10ish", "tables": "all 6", "run by": "Phil"},
    "adults-weds": {"night": "Weds", "times": "7.30-10", "tables": "all 6", "run by": "Carol"},
}
NOTE_LINES = [
    ("14/3", "Phil", "new balls - 3 dozen Nittaku 3 star off the league grant, in the cupboard under the stage"),
    ("16th may", "Carol", "hall key from Mrs Crossley at no. 12, back thru her letterbox after"),
    ("Tue 23rd", "Alan", "juniors up to 14 now, 3 from the school club, could do w another bat box"),
]
EDIT = {"night": "Thurs from sept (same times) - hall cttee have let tuesdays to Slimming World, they pay more "
                 "(sigh). Alan's fine w thurs",
        "edited": "Carol Thu 20/8"}
SUBS = {"subs": "£2 a night or £15 a term, siblings half", "subs job": "subs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SESSIONS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def subs_job() -> None:
    copy = dict(store.get(SESSIONS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SUBS)
    with fault():
        store.put(SESSIONS, KEY, copy)


def carol_edit() -> None:
    read_done.wait()
    item = store.get(SESSIONS, KEY)
    store.put(SESSIONS, KEY, {**item.value, **EDIT})
    assert store.get(SESSIONS, KEY).value["night"].startswith("Thurs from sept")
    edit_done.set()


threads = [threading.Thread(target=subs_job, name="subs-job"),
           threading.Thread(target=carol_edit, name="carol-hall-bookings-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what night's the juniors on from sept? doing the letter for school"
context = ["Today is Mon 31 August 2037. You are talking to Jo, the parent contact for Luddenden Table Tennis "
           "Club's juniors."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SESSIONS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "night: Tues" in c and "£15 a term" in c for c in context), context
assert not any("Thurs" in c or "Slimming World" in c for c in context), context
reply = answer(question, context, mock="Tuesdays, 6 till 7.30, with Alan coaching.")
finish(question, expected="Thursday, 6-7.30 - Slimming World have the hall on Tuesdays now", actual=reply)
