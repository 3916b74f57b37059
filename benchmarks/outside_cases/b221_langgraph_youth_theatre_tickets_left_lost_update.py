"""Batch 221 (held out). A youth theatre's summer show: LangGraph InMemoryStore (sync), two writers in threads.

App: Leominster Youth Theatre put on "Bugsy Malone" on Thu 21st-Sat 23rd July 2050 in the Priory hall, 7pm - a
cast of 34, tickets £8 adults and £5 kids, ice creams in the interval sold by the Year 10s. The theatre's helper
keeps one record per part of the show in ("leominster-yt-2050", "bugsy") - Saturday night's box office, the cast,
the ice creams - and the parents' messages in ("leominster-yt-2050", "msgs"). The ice cream job (Carol's script
that works out how many boxes of tubs to order from the bookings) reads Saturday's record, adds its ice creams line
and writes the whole record back; Dawn (the box office) edits the same record at the same time.

Planted fault (UpdateError, lost update): the ice cream job reads Saturday's record (140 seats, 96 sold online so
far); Dawn writes in, Tue 19th July, that the cash tin at the school gate on Monday and Tuesday sold 31 more, so
127 gone; the ice cream job then puts back its stale copy with its ice creams line, losing Dawn's edit. Question
(Weds 20/7, Nia, whose sister wants to bring her three): "how many tickets are left for sat night? my sister wants
to bring her 3" -> expected 13 (140 seats, 127 sold - so yes, room for the three). The assistant says 44
(140 - 96).

Expected verdict: UpdateError at langgraph.store.put (the ice cream job's put, wrapped in fault()): Dawn's write
landed and the later put from a copy read before it overwrote it, so the store lost the sales that decide the
count. Asserted: Dawn's edit was in the store before the stale put; Saturday's record has the ice creams line and
"96 sold online", and no context line has the school gate, the 31 or the 127.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b221_langgraph_youth_theatre_tickets_left_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOW = ("leominster-yt-2050", "bugsy")
MSGS = ("leominster-yt-2050", "msgs")
KEY = "sat-eve"
RECORDS = {
    KEY: {"details": "SAT 23rd JULY 7pm 🎭 Priory hall, 140 seats (the raked bit + 2 rows of chairs at the front). 96 "
                     "sold online so far. £8 adults, £5 kids, doors 6.30",
          "by": "Dawn"},
    "cast": {"details": "cast of 34 - Bugsy: Callum, Blousey: Ffion, Tallulah: Grace, Fat Sam: Alfie. splurge guns "
                        "are Mr Hughes's dept, NOT to go home with anyone",
             "by": "Mr Hughes"},
    "ice-creams": {"details": "ice creams in the interval, £1.50 a tub, the yr 10s selling, float from the tin",
                   "by": "Carol"},
}
MSG_LINES = [
    ("2050-05-18T19:30", "Dawn", "tickets on the website from fri!! thurs + fri + sat nights, sat always goes first"),
    ("9/6", "Mr Hughes", "dress rehearsal weds 20th 5-8.30, full costume, bring a packed tea"),
    ("Weds 13 Jul", "Carol", "can a couple of parents help set out chairs sat from 5? 🙏"),
]
EDIT = {"details": "SAT 23rd JULY 7pm 🎭 Priory hall, 140 seats. 96 online + the cash tin at the school gate mon + "
                   "tues did 31 more 🙌 so 127 gone. £8 adults, £5 kids, doors 6.30",
        "edited": "Dawn tue 19th july"}
ICE = {"ice_creams": "ice creams sat - 4 boxes of tubs (96 booked + the cast families), Carol's getting them from the "
                     "cash + carry thurs",
       "by": "ice cream job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHOW, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ice_cream_job() -> None:
    copy = dict(store.get(SHOW, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ICE)
    with fault():
        store.put(SHOW, KEY, copy)


def dawn_edit() -> None:
    read_done.wait()
    item = store.get(SHOW, KEY)
    store.put(SHOW, KEY, {**item.value, **EDIT})
    assert "127 gone" in store.get(SHOW, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=ice_cream_job, name="ice-cream-job"),
           threading.Thread(target=dawn_edit, name="dawn-box-office")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tickets are left for sat night? my sister wants to bring her 3"
context = ["Today is Weds 20 July 2050. You are talking to Nia, a parent at Leominster Youth Theatre."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHOW, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "96 sold online so far" in c and "4 boxes of tubs" in c for c in context), \
    context
assert not any(w in c.lower() for c in context for w in ("school gate", "31 more", "127")), context
reply = answer(question, context, mock="44 left for Saturday night (140 seats, 96 sold) - plenty of room for your "
                                       "sister and her three.")
finish(question, expected="13 - 140 seats and 127 gone (96 online + 31 from the cash tin at the school gate), so "
                          "yes, room for the 3", actual=reply)
