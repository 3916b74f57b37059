"""Batch 126 (held out). A pantomime society's show-week schedule: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Brackley Players keep one record per show-week call in ("brackley", "schedule") (what, when, where, who's
needed) and the committee's odd notes in ("brackley", "notes"). The stage manager's crew job reads a call's record,
adds the crew list and the van, and writes the whole record back; Marion, the director, edits the same record at the
same time.

Planted fault (UpdateError, lost update): the crew job reads the tech rehearsal's record (Sun 11th Jan, 10-6, Corn
Exchange, full cast + crew); Marion writes that the Corn Exchange has double-booked us with a wedding fair on the
Sunday, so tech's Sat 10th, 2pm till we're done (10 latest), get-in that morning; the crew job then puts back its
stale copy with the crew and the van, losing her edit. Question (Thu 8/1, Kev, who plays Wishee Washy): "which day's
the tech this wknd? need to swap a shift at the garage" -> expected Saturday 10th Jan (2pm till 10). The assistant
says Sunday 11th.

Expected verdict: UpdateError at langgraph.store.put (the crew job's put, wrapped in fault()): Marion's write landed
and the later put from a copy read before it overwrote it, so the store lost the day that decides the answer.
Asserted: Marion's edit was in the store before the stale put; the record has the crew and Sun 11th, and no context
line mentions the wedding fair or a Saturday tech.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b126_langgraph_panto_tech_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCHEDULE = ("brackley", "schedule")
NOTES = ("brackley", "notes")
KEY = "tech"
CALLS = {
    KEY: {"what": "tech rehearsal (lights + sound, stop-start)", "when": "Sun 11th Jan, 10-6", "where": "Corn Exchange",
          "who": "full cast + crew, bring your own lunch"},
    "dress": {"what": "dress rehearsal", "when": "Tue 13th Jan, 7 for 7.30 start", "where": "Corn Exchange",
              "who": "full cast in costume + make-up, photographer in"},
    "opening": {"what": "opening night (Aladdin)", "when": "Thu 15th Jan, curtain 7.30, cast in by 6.15",
                "where": "Corn Exchange", "who": "everyone"},
}
NOTE_LINES = [
    ("14/11", "Marion", "scripts are the 2019 Aladdin w Jean's new bits - red folders, DON'T take them home, they live "
                        "in the green room"),
    ("22.11.", "Jan (props)", "the magic lamp's in the blue crate, nobody touch it till the tech pls, the glue's "
                              "still going off"),
    ("Weds 3 Dec", "Pauline", "tickets - opening night's 120/150 sold, sat matinee nearly full"),
]
EDIT = {"when": "Sat 10th Jan, 2pm till we're done (10 latest) - the Corn Exchange double-booked us w a wedding fair "
                "on the sun, get-in sat morning",
        "edited": "Marion tue 6/1"}
CREW = {"crew": "Dave (SM), Ron + Bill on flats, Asha on lights, Tony sound; Dave's van from Ron's barn",
        "crew call": "an hour before the cast"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in CALLS.items():
    store.put(SCHEDULE, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def crew_job() -> None:
    copy = dict(store.get(SCHEDULE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CREW)
    with fault():
        store.put(SCHEDULE, KEY, copy)


def marion_edit() -> None:
    read_done.wait()
    item = store.get(SCHEDULE, KEY)
    store.put(SCHEDULE, KEY, {**item.value, **EDIT})
    assert store.get(SCHEDULE, KEY).value["when"].startswith("Sat 10th Jan")
    edit_done.set()


threads = [threading.Thread(target=crew_job, name="stage-manager-crew"),
           threading.Thread(target=marion_edit, name="marion-schedule-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day's the tech this wknd? need to swap a shift at the garage"
context = ["Today is Thu 8 Jan 2037. You are talking to Kev, who plays Wishee Washy for the Brackley Players."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCHEDULE, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "when: Sun 11th Jan" in c and "Asha on lights" in c for c in context), context
assert not any("wedding fair" in c or "Sat 10th" in c for c in context), context
reply = answer(question, context, mock="Sunday 11th, 10 till 6 at the Corn Exchange - bring your own lunch.")
finish(question, expected="Saturday 10th Jan, 2pm till 10 at the latest - the Corn Exchange has a wedding fair on "
                          "the Sunday", actual=reply)
