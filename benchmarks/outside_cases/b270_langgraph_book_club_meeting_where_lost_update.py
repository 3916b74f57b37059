"""Batch 270 (held out). A book club's meetings and picks: LangGraph InMemoryStore (sync), two writers in threads.

App: Ripponden Readers meet on the second Thursday of the month in someone's front room - a book picked in turn,
a bit of wine, Ann's lemon drizzle. The club's helper keeps one record per thing in ("ripponden-readers-2051",
"plan") - the next meeting, the picks rota, the snacks - and members' messages in ("ripponden-readers-2051",
"msgs"). The reminder job (Helen's script that sends the monthly WhatsApp reminder) reads the next-meeting record,
adds when the reminder went out and writes the whole record back; Sue (the host) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the reminder job reads the next-meeting record (Thu 9th March, Sue's,
7.30, The Marriage Portrait); Sue writes in, Mon 6/3, that the new kitchen units came early and her kitchen's
ripped out, so it's at the Book Nook cafe on Church St instead - Maggie stays open late for them, still 7.30, buy
a drink; the reminder job then puts back its stale copy with "reminder sent", losing Sue's edit. Question (Weds
8/3, Ann): "where's book club tmrw? I'm giving Pat a lift so need to know where I'm going" -> expected the Book
Nook cafe on Church St (Sue's kitchen's out). The assistant says at Sue's.

Expected verdict: UpdateError at langgraph.store.put (the reminder job's put, wrapped in fault()): Sue's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides where
the meeting is. Asserted: Sue's edit was in the store before the stale put; the next-meeting record has "reminder
sent" and "at Sue's", and no context line has the Book Nook, Church St or the kitchen.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b270_langgraph_book_club_meeting_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("ripponden-readers-2051", "plan")
MSGS = ("ripponden-readers-2051", "msgs")
KEY = "next"
RECORDS = {
    KEY: {"details": "next meet thurs 9th march at Sue's (14 Oldham Rd, park on the lane not her drive), 7.30. "
                     "book: The Marriage Portrait, Maggie O'Farrell - Jackie's pick",
          "by": "Helen"},
    "picks": {"details": "rota - mar Jackie, apr Linda, may Ann, june Sue (something short pls, it's holiday season "
                         "😎)",
              "by": "Helen"},
    "snacks": {"details": "Ann's doing the lemon drizzle, everyone bring a bottle or not, no pressure. Pat's gluten "
                          "free now",
               "by": "Ann"},
}
MSG_LINES = [
    ("2051-02-10T21:40", "Linda", "only got to p.120 of the Maggie O'F, is it worth sticking with?? - Jackie: YES"),
    ("27/2", "Pat", "anyone got a spare copy, library's got a waiting list of 9"),
    ("Fri 3rd Mar", "Jackie", "I'll bring some q's printed off, the Renaissance bits are fab"),
]
EDIT = {"details": "next meet thurs 9th march - NOT at mine now, the kitchen units came early + it's all ripped out "
                   "😩 so we're at the Book Nook cafe on Church St, Maggie's staying open late for us, still 7.30, "
                   "buy a drink to be fair to her. book: The Marriage Portrait - Jackie's pick",
        "edited": "Sue mon 6/3"}
REMINDER = {"reminder": "reminder sent on the whatsapp mon 6/3 9am", "by": "reminder job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def reminder_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(REMINDER)
    with fault():
        store.put(PLAN, KEY, copy)


def sue_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "we're at the Book Nook cafe on Church St" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=reminder_job, name="reminder-job"),
           threading.Thread(target=sue_edit, name="sue-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's book club tmrw? I'm giving Pat a lift so need to know where I'm going"
context = ["Today is Weds 8 March 2051. You are talking to Ann, a member of Ripponden Readers."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "at Sue's" in c and "reminder sent" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("book nook", "church st", "kitchen")), context
reply = answer(f"(Ann) {question}", context, mock="At Sue's - 14 Oldham Rd, 7.30. Park on the lane, not her drive.")
finish(question, expected="the Book Nook cafe on Church St - Sue's kitchen's ripped out", actual=reply)
