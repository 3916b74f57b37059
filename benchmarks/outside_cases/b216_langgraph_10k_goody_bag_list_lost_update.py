"""Batch 216 (held out). A running club's 10k: LangGraph InMemoryStore (sync), two writers in threads.

App: Ludlow Runners hold the Castle 10k on Sun 21st June 2048 - start and finish by the castle, two laps of the
Whitcliffe, marshals on the bridges, a goody bag and a medal for every finisher. The club's helper keeps one record
per part of the race in ("ludlow-runners-10k-2048", "plan") - the goody bag, the start, the marshals - and members'
messages in ("ludlow-runners-10k-2048", "msgs"). The race-email job (Gill's script that drafts the pre-race email)
reads the goody-bag record, adds its email line and writes the whole record back; Nat (the kit secretary) edits the
same record at the same time.

Planted fault (UpdateError, lost update): the race-email job reads the goody-bag record (a medal on a teal ribbon,
the club technical tee, a banana, a flapjack from the Co-op); Nat writes in, Tue 9th June, that the tees won't be
here in time - the printer's had a flood - so it's a club buff instead, and Pure Running have given a 10%-off
voucher for every bag; the race-email job then puts back its stale copy with its email line (sent Mon 15th, 8pm),
losing Nat's edit. Question (Sat 13/6, Gill, drafting the race email): "what's in the goody bags? putting it in the
race email" -> expected the medal, a buff (not the tee), a banana, a flapjack and the Pure Running voucher. The
assistant lists the old bag, with the tee and no buff or voucher.

Expected verdict: UpdateError at langgraph.store.put (the race-email job's put, wrapped in fault()): Nat's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: Nat's edit was in the store before the stale put; the goody-bag record has the email line and the tee, and
no context line has the buff, the voucher, Pure Running or the flood.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b216_langgraph_10k_goody_bag_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("ludlow-runners-10k-2048", "plan")
MSGS = ("ludlow-runners-10k-2048", "msgs")
KEY = "goody_bag"
RECORDS = {
    KEY: {"contents": "medal (teal ribbon this yr 😍), club technical tee - sizes off the entry form, banana, flapjack "
                      "from the Co-op",
          "packing": "packing party thurs 18th 7pm at the clubhouse, 300 bags"},
    "start": {"details": "start 9.30 on Castle Sq, pens by predicted time, bag drop in the Assembly Rooms 8-9.15",
              "by": "Gill"},
    "marshals": {"details": "26 marshals, both bridges + Whitcliffe top gate, briefing half 8 by the castle gates",
                 "by": "Phil"},
}
MSG_LINES = [
    ("2048-04-02T21:05", "Gill", "entries open!! £18 affiliated, £20 not, 300 cap, online only"),
    ("22.4.", "Phil", "road closure's through, Dinham + Castle Sq 8.30-11.30"),
    ("16th may", "Nat", "medals are in my spare room, 2 boxes, teal ribbons look fab"),
]
EDIT = {"contents": "medal (teal ribbon this yr 😍), club buff instead of the tee - printer's had a flood so the tees "
                    "won't be here in time 😩, banana, flapjack from the Co-op + a Pure Running voucher (10% off) in "
                    "every bag",
        "edited": "Nat tue 9th june"}
EMAIL = {"email": "race email goes mon 15th 8pm - start times, parking, bag drop, what's in the goody bag",
         "by": "race-email job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def race_email_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(EMAIL)
    with fault():
        store.put(PLAN, KEY, copy)


def nat_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "club buff instead of the tee" in store.get(PLAN, KEY).value["contents"]
    edit_done.set()


threads = [threading.Thread(target=race_email_job, name="race-email-job"),
           threading.Thread(target=nat_edit, name="nat-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's in the goody bags? putting it in the race email"
context = ["Today is Sat 13 June 2048. You are talking to Gill, who's drafting the race email for Ludlow Runners' "
           "Castle 10k (Sun 21 June)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "club technical tee" in c and "race email goes mon 15th" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("buff", "voucher", "pure running", "flood")), context
reply = answer(question, context, mock="A medal on a teal ribbon, the club technical tee, a banana and a flapjack "
                                       "from the Co-op.")
finish(question, expected="the medal (teal ribbon), a club buff (the tees won't be here in time), a banana, a flapjack "
                          "and a Pure Running 10%-off voucher", actual=reply)
