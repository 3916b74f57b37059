"""Batch 230 (held out). A church's Christmas Day lunch for folk on their own: LangGraph InMemoryStore (sync), two
writers in threads.

App: Christ Church, Pellon put on a Christmas Day lunch for anyone who'd otherwise be on their own - Sat 25th
December 2049, 12.30 in the church hall, turkey and all the trimmings, a present for everyone, lifts there and back.
The lunch's helper keeps one record per part of it in ("pellon-xmas-lunch-2049", "plan") - the lunch, the drivers,
the presents - and people's messages in ("pellon-xmas-lunch-2049", "msgs"). The drivers'-sheet job (Mike's script
that prints each driver's run with the guests' phone numbers) reads the drivers record, adds its phones line and
writes the whole record back; Linda (the organiser) edits the same record at the same time.

Planted fault (UpdateError, lost update): the drivers'-sheet job reads the drivers record (pick-ups from 11.30 -
Geoff, the churchwarden, doing Mount Tabor and Wainstalls in his Volvo: Edna, Mr and Mrs Firth, Stan); Linda writes
in, Tue 14th Dec, that Geoff's had his cataract done and isn't allowed to drive till the new year, so the curate's
doing Mount Tabor and Wainstalls in the parish minibus (better for Stan's wheelchair anyway), the rest the same; the
drivers'-sheet job then puts back its stale copy with its phones line, losing Linda's edit. Question (Mon 20/12,
Carol, Edna's daughter): "who's coming to fetch mum from Wainstalls on christmas day? she likes to know who to
expect" -> expected the curate (Revd Amy), in the parish minibus. The assistant says Geoff, the churchwarden, in
his Volvo.

Expected verdict: UpdateError at langgraph.store.put (the drivers'-sheet job's put, wrapped in fault()): Linda's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
who's driving. Asserted: Linda's edit was in the store before the stale put; the drivers record has the phones line
and Geoff on Wainstalls, and no context line has the curate, the minibus or the cataract.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b230_langgraph_xmas_lunch_driver_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("pellon-xmas-lunch-2049", "plan")
MSGS = ("pellon-xmas-lunch-2049", "msgs")
KEY = "drivers"
RECORDS = {
    "lunch": {"details": "XMAS DAY LUNCH 🎄 sat 25th dec 12.30 in the church hall, turkey + all the trimmings, xmas "
                         "pud or trifle, a sherry if they want one. doors 12, carols round the piano after",
              "by": "Linda"},
    KEY: {"details": "pick-ups from 11.30 - Geoff (churchwarden) does Mount Tabor + Wainstalls in the Volvo (Edna, Mr "
                     "+ Mrs Firth, Stan), Mike does Pellon + Queens Rd, Sandra the flats at Mixenden. home by 4ish",
          "by": "Linda"},
    "presents": {"details": "a present for every guest - smellies for the ladies, socks + a selection box for the men, "
                            "Pauline's wrapping at hers 16th dec, 2 spare just in case",
                 "by": "Pauline"},
}
MSG_LINES = [
    ("2049-11-07T19:30", "Linda", "sign-up sheet's at the back of church + the surgery have a few names for us"),
    ("22/11", "Pauline", "Co-op are giving the crackers 🎉 + Tesco the pud"),
    ("Fri 10th Dec", "Mike", "27 guests now, 11 needing a lift, I'll print the drivers' sheets w/ the phone nos"),
]
EDIT = {"details": "pick-ups from 11.30 - Geoff's had his cataract done + he's not allowed to drive till the new yr, "
                   "so the curate (Revd Amy) is doing Mount Tabor + Wainstalls in the parish minibus instead, better "
                   "for Stan's wheelchair anyway 👍 Mike Pellon + Queens Rd, Sandra the flats at Mixenden, same as b4. "
                   "home by 4ish",
        "edited": "Linda tue 14th dec"}
SHEET = {"phones": "drivers' sheets printed w/ the guests' phone nos, 11 lifts", "by": "drivers'-sheet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def drivers_sheet_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SHEET)
    with fault():
        store.put(PLAN, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "the curate (Revd Amy) is doing Mount Tabor + Wainstalls" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=drivers_sheet_job, name="drivers-sheet-job"),
           threading.Thread(target=linda_edit, name="linda-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's coming to fetch mum from Wainstalls on christmas day? she likes to know who to expect"
context = ["Today is Mon 20 December 2049. You are talking to Carol, whose mum Edna is a guest at Christ Church "
           "Pellon's Christmas Day lunch."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Geoff (churchwarden) does Mount Tabor + Wainstalls" in c
           and "drivers' sheets printed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("curate", "minibus", "cataract", "revd amy")), context
reply = answer(question, context, mock="Geoff, the churchwarden - he's doing the Mount Tabor and Wainstalls "
                                       "pick-ups in his Volvo from 11.30.")
finish(question, expected="the curate (Revd Amy), in the parish minibus - Geoff's not allowed to drive after his "
                          "cataract op", actual=reply)
