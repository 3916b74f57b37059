"""Batch 254 (held out). A small theatre company's rehearsal schedule: LangGraph InMemoryStore (sync), two writers
in threads.

App: the Rowan Players (an amateur company) are putting on A Christmas Carol at the Civic in December 2051 and
rehearse three nights a week at the Methodist hall. The company's helper keeps one record per thing in
("rowan-players-carol-2051", "schedule") - this week's calls, the venue, costumes, lines - and the cast chat in
("rowan-players-carol-2051", "chat"). The hall-bookings job (Lou's script that copies the hall's booking
confirmation into the helper) reads this week's record, adds the booking and writes the whole record back; Derek
(the director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads this week's record (w/c 30 Oct: Tues 31st Act 1
sc 1-4, Thurs 2nd Act 2 sc 1-4 - the Cratchits, Fri 3rd Act 1 sc 5-7 - Fezziwig's party and Belle, Sun 5th a run of
Act 1); Derek writes in, Sun 29th, that he's swapped Thursday and Friday because Jo (Belle) is off on Friday - so
Thursday is now Act 1 sc 5-7, Fezziwig's party and Belle, and Friday the Cratchits; the bookings job then puts back
its stale copy with the booking, losing Derek's edit. Question (Weds 1/11, Ravi, a dancer in the party scene only):
"what are we doing thurs? I'm only in the Fezziwig party so don't want to sit there all night for nothing 😅" ->
expected Act 1 sc 5-7, Fezziwig's party and Belle (so he's called). The assistant says Act 2 sc 1-4, the Cratchits,
and that he isn't needed till Friday.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Derek's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
Thursday's scenes. Asserted: Derek's edit was in the store before the stale put; this week's record has the booking
and Thursday as Act 2 sc 1-4, and no context line has "swapped" or Jo being off.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b254_langgraph_theatre_thursday_scenes_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCHED = ("rowan-players-carol-2051", "schedule")
CHAT = ("rowan-players-carol-2051", "chat")
KEY = "this week"
RECORDS = {
    KEY: {"calls": "w/c 30 Oct: mon 30th off (half term), tues 31st Act 1 sc 1-4 (Scrooge, Marley, Fred, the "
                   "charity gents), thurs 2nd Act 2 sc 1-4 (Christmas Present, the Cratchits), fri 3rd Act 1 sc 5-7 "
                   "(Fezziwig's party + Belle), sun 5th run of act 1 2pm. 7.30 start weeknights, off book for act 1 by "
                   "the 5th!!",
          "by": "Derek"},
    "venue": {"details": "Methodist hall, Church Lane - park at the back, NOT in front of the bungalows. kitchen's "
                         "ours for brews, wash ur mugs",
              "by": "Maureen"},
    "costumes": {"details": "Pam's measuring everyone sun 5th after the run, the party lot need 1 posh + 1 scruffy "
                            "outfit, charity shops are ur friend",
                 "by": "Pam"},
    "lines": {"details": "off book act 1 by sun 5th, act 2 by the 19th. Sheila's prompting, she'll be in from thurs",
              "by": "Derek"},
}
CHAT_LINES = [
    ("2051-10-18T22:10", "Derek", "great read thru tonight all 👏 schedule for w/c 30th is on the helper"),
    ("24/10", "Ravi", "party dance - are we doing the Sir Roger de Coverley or the made up one? - Derek: the real one"),
    ("Fri 27th", "Maureen", "subs £3 a night pls, tin's on the piano"),
]
EDIT = {"calls": "w/c 30 Oct - SWAPPED thurs + fri, Jo (Belle) is off fri for her sister's 40th 🎉 so thurs 2nd is now "
                 "Act 1 sc 5-7 (Fezziwig's party + Belle), fri 3rd Act 2 sc 1-4 (the Cratchits). rest as was: mon 30th "
                 "off, tues 31st Act 1 sc 1-4, sun 5th run of act 1 2pm. 7.30 start weeknights",
        "edited": "Derek sun 29th"}
BOOKING = {"hall": "Methodist hall booked 7-10pm tues/thurs/fri + sun 1-5 (ref 4471), keys from Mrs Hey", "by":
           "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SCHED, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(SCHED, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKING)
    with fault():
        store.put(SCHED, KEY, copy)


def derek_edit() -> None:
    read_done.wait()
    item = store.get(SCHED, KEY)
    store.put(SCHED, KEY, {**item.value, **EDIT})
    assert "thurs 2nd is now Act 1 sc 5-7 (Fezziwig's party + Belle)" in store.get(SCHED, KEY).value["calls"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="bookings-job"),
           threading.Thread(target=derek_edit, name="derek-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what are we doing thurs? I'm only in the Fezziwig party so don't want to sit there all night for nothing 😅"
context = ["Today is Weds 1 November 2051. You are talking to Ravi, a dancer in the Fezziwig party scene in the "
           "Rowan Players' A Christmas Carol."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCHED, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "thurs 2nd Act 2 sc 1-4" in c and "ref 4471" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "jo (belle) is off", "sister's 40th")), context
reply = answer(f"(Ravi) {question}", context,
               mock="Thursday's Act 2 sc 1-4 - Christmas Present and the Cratchits - so you're not needed. The "
                    "Fezziwig party is Friday (Act 1 sc 5-7), 7.30 at the Methodist hall.")
finish(question, expected="Act 1 sc 5-7, Fezziwig's party + Belle - Derek swapped thurs and fri, so he's called",
       actual=reply)
