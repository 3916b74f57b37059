"""Batch 387 (held out). A Bradford community cricket club's nets: LangGraph InMemoryStore (sync), two writers in
threads.

App: Eastbrook Tigers CC, a Bradford league club, have nets twice a week at a sports centre, league games on a
Saturday, teas from the aunties at home and a minibus for away games. The club's helper keeps one record per part
of the club in ("eastbrook-tigers-cc-2051", "club") - nets, fixtures, teas, minibus - and the lads' messages in
("eastbrook-tigers-cc-2051", "msgs"). The subs job (Zubair's script that copies the subs spreadsheet into the
helper) reads the nets record, adds who's paid up for nets and writes the whole record back; Adnan (the captain)
edits the same record at the same time.

Planted fault (UpdateError, lost update): the subs job reads the nets record (tues + thurs 6pm at Northfold sports
centre, £3 each a session); Adnan writes in, Sun 14/05, that from this week tues is off - the sports centre gave
their tues slot to the hockey lot - so it's weds 6.30pm and thurs 6pm; the subs job then puts back its stale copy
with its paid-up count, losing Adnan's edit. Question (Tue 16/05, Usman): "nets tonight still on? 6pm yeah?
bringing my cousin for a trial" -> expected no - Tuesday nets are off, it's Weds 6.30pm (and Thurs 6pm). The
assistant says yes, 6pm tonight.

Expected verdict: UpdateError at langgraph.store.put (the subs job's put, wrapped in fault()): Adnan's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides whether there
are nets on a Tuesday. Asserted: Adnan's edit was in the store before the stale put; the nets record has the
paid-up count and "tues + thurs 6pm", and no context line has weds 6.30pm or the hockey.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b387_langgraph_cricket_club_nets_tonight_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUB = ("eastbrook-tigers-cc-2051", "club")
MSGS = ("eastbrook-tigers-cc-2051", "msgs")
KEY = "nets"
RECORDS = {
    KEY: {"details": "nets tues + thurs 6pm at Northfold sports centre, 2 lanes, £3 each a session, bring ur own "
                     "balls, indoor shoes ONLY or the man kicks off. juniors 5pm b4 us",
          "by": "Adnan"},
    "fixtures": {"details": "1sts: sat 13/05 home v Thornlea, sat 20/05 away at Cragside Park, sat 27/05 home v "
                            "Lowfold. 1pm starts, 40 overs, whites + the club cap",
                 "by": "Adnan"},
    "teas": {"details": "home game teas - Aunty Shabana 13th, Aunty Rukhsana 27th. £30 from club funds, receipts to "
                        "Zubair, no nuts (Zain's little bro)",
             "by": "Zubair"},
    "minibus": {"details": "minibus for away games from the masjid car park 11am, £8 each, Tariq chacha driving",
                "by": "Zubair"},
}
MSG_LINES = [
    ("2051-05-02T21:40", "Haris", "who's got the bowling machine key?? - Adnan: me, ask"),
    ("09/05", "Zain", "can I bring my bat to nets or is the new one club's?"),
    ("Fri 12/05", "Saqib", "sat's game 1pm yeah? - Adnan: yes bhai, be there 12"),
]
EDIT = {"details": "nets - from this wk tues is OFF, sports centre gave our tues slot to the hockey lot 🙄 so it's "
                   "weds 6.30pm + thurs 6pm now at Northfold, 2 lanes, £3 each, bring ur own balls, indoor shoes ONLY. "
                   "juniors 5.30pm weds",
        "edited": "Adnan sun 14/05"}
PAID = {"paid_up": "nets paid up: 14 lads (as of 12/05), Haris + Adeel still owe", "by": "subs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLUB, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def subs_job() -> None:
    copy = dict(store.get(CLUB, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(CLUB, KEY, copy)


def adnan_edit() -> None:
    read_done.wait()
    item = store.get(CLUB, KEY)
    store.put(CLUB, KEY, {**item.value, **EDIT})
    assert "from this wk tues is OFF" in store.get(CLUB, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=subs_job, name="subs-job"),
           threading.Thread(target=adnan_edit, name="adnan-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "nets tonight still on? 6pm yeah? bringing my cousin for a trial"
context = ["Today is Tue 16 May 2051. You are talking to Usman, a player at Eastbrook Tigers CC, Bradford."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLUB, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "tues + thurs 6pm" in c and "14 lads" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("weds 6.30", "hockey", "tues is off")), context
reply = answer(f"(Usman) {question}", context, mock="Yeah bhai, nets tonight 6pm at Northfold - £3 each, indoor "
                                                    "shoes only. Bring ur cousin.")
finish(question, expected="no - tuesday nets are off (the hockey have the slot), it's weds 6.30pm + thurs 6pm now",
       actual=reply)
