"""Batch 236 (held out). A running club's Christmas handicap: LangGraph InMemoryStore (sync), two writers in
threads.

App: Calder Valley Striders run their Christmas handicap on Sun 18th Dec 2050 - a 5 mile loop from the clubhouse,
everyone set off at their own time off their parkrun times so that (in theory) all finish together, fancy dress,
mince pies and mulled wine after, prizes for the first three back and the best dressed. The club's helper keeps one
record per part of it in ("cv-striders-xmas-handicap-2050", "plan") - the starts, the route, the after, the prizes
- and members' messages in ("cv-striders-xmas-handicap-2050", "msgs"). The entries job (Lou's script that copies
the online entry form into the helper) reads the starts record, adds the count of entries and writes the whole
record back; Mick (the handicapper) edits the same record at the same time.

Planted fault (UpdateError, lost update): the entries job reads the starts record (walkers 9.45, Jen 10.06, Steve +
Dan 10.09, Claire 10.11, Tom scratch at 10.15); Mick writes in, Sun 11th, that he's redone it after Saturday's
parkrun - Jen ran 23.50, so she's off at 10.08, not 10.06, everyone else as they were; the entries job then puts
back its stale copy with its count, losing Mick's edit. Question (Weds 14/12, Jen): "what time am I off on sunday?
want to get there in time for a warm up 🏃‍♀️" -> expected 10.08 (put back two minutes after her 23.50 parkrun).
The assistant says 10.06.

Expected verdict: UpdateError at langgraph.store.put (the entries job's put, wrapped in fault()): Mick's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides Jen's
start. Asserted: Mick's edit was in the store before the stale put; the starts record has the entry count and Jen
at 10.06, and no context line has 10.08, 23.50 or "redone".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b236_langgraph_running_handicap_start_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("cv-striders-xmas-handicap-2050", "plan")
MSGS = ("cv-striders-xmas-handicap-2050", "msgs")
KEY = "starts"
RECORDS = {
    KEY: {"details": "handicap starts (off ur parkrun times): walkers + the 35min lot 9.45, Jen 10.06, Steve + Dan "
                     "10.09, Claire 10.11, Tom's scratch 10.15. be there 15 mins b4 ur time, Mick's got the list",
          "by": "Mick"},
    "route": {"details": "5 mile loop - up Cragg Rd, left at the Hinchliffe, back down the canal. marshals at the "
                         "lights + the lock, head torches not needed (hopefully)",
              "by": "Mick"},
    "after": {"details": "mince pies + mulled wine in the clubhouse after, Barbara's doing a non alc one for "
                         "drivers 🍷 bring a tin of something for the food bank",
              "by": "Sue"},
    "prizes": {"details": "first 3 back + best dressed, selection boxes 🎅 (last yr's winner Steve is banned from "
                          "the tinsel wig)",
               "by": "Sue"},
}
MSG_LINES = [
    ("2050-11-20T21:05", "Sue", "fancy dress optional but encouraged!! elves, puddings, whatever"),
    ("29.11.", "Lou", "entry form's on the website, £2 on the day for the food bank"),
    ("Tue 6th Dec", "Claire", "can we have the kids' 1 mile first, 9.30? - Mick: yep"),
]
EDIT = {"details": "handicap starts (off ur parkrun times) - redone after sat's parkrun, Jen ran 23.50!! 😮 so she's "
                   "off 10.08 not 10.06, rest as was: walkers + the 35min lot 9.45, Steve + Dan 10.09, Claire 10.11, "
                   "Tom scratch 10.15. be there 15 mins b4 ur time",
        "edited": "Mick sun 11th"}
ENTRIES = {"entries": "38 entered on the form so far (fri 9th)", "by": "entries job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def entries_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ENTRIES)
    with fault():
        store.put(PLAN, KEY, copy)


def mick_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so she's off 10.08 not 10.06" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=entries_job, name="entries-job"),
           threading.Thread(target=mick_edit, name="mick-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time am I off on sunday? want to get there in time for a warm up 🏃‍♀️"
context = ["Today is Weds 14 December 2050. You are talking to Jen, a member of Calder Valley Striders."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Jen 10.06" in c and "38 entered" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("10.08", "23.50", "redone")), context
reply = answer(f"(Jen) {question}", context, mock="You're off at 10.06, Jen - so be there by about 9.50 to warm up.")
finish(question, expected="10.08 - Mick put her back two minutes after her 23.50 parkrun", actual=reply)
