"""Batch 206 (held out). A dance school's summer show: LangGraph InMemoryStore (sync), two writers in threads.

App: Kerry's School of Dance puts on its summer show, "Around the World", on Sat 13th July 2047 at Ludlow Assembly
Rooms - 18 routines from the tinies' teddy bears to the seniors' tango, two shows (2pm and 6.30). The school's helper
keeps one record per part in ("kerry-dance-summer-show-2047", "show") - the dress rehearsal, the costumes, the
tickets - and parents' messages in ("kerry-dance-summer-show-2047", "msgs"). The costume job (Jo, the costume mum)
reads the dress-rehearsal record, adds when the costumes are handed out and what's owed, and writes the whole record
back; Miss Kerry edits the same record at the same time.

Planted fault (UpdateError, lost update): the costume job reads the dress-rehearsal record (Thu 11th July at the
Assembly Rooms, 4.30-8, full costume + make-up); Miss Kerry writes in, 2/7, that the Assembly Rooms have double-booked
the Thursday with the WI's jumble sale, so the dress rehearsal's Weds 10th now - same times, same place; the costume
job then puts back its stale copy with the costume line (costumes handed out at the dress rehearsal, £12 hire each,
cash to Jo), losing Miss Kerry's edit. Question (Fri 5/7, Leanne, whose daughter is in the juniors' can-can): "which
day's the dress rehearsal again? need to book a half day to get her there" -> expected Weds 10th July. The assistant
says Thursday 11th July.

Expected verdict: UpdateError at langgraph.store.put (the costume job's put, wrapped in fault()): Miss Kerry's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: Miss Kerry's edit was in the store before the stale put; the dress-rehearsal record has the costume line and
"thurs 11th", and no context line has Weds 10th, the WI or the jumble sale.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b206_langgraph_dance_show_dress_rehearsal_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOW = ("kerry-dance-summer-show-2047", "show")
MSGS = ("kerry-dance-summer-show-2047", "msgs")
KEY = "dress_rehearsal"
RECORDS = {
    KEY: {"when": "thurs 11th july, Assembly Rooms, 4.30-8",
          "notes": "FULL costume + make up, hair in a bun for everyone, tinies can go at 6"},
    "costumes": {"details": "can-can skirts from Sew Lovely (collect 6/7), tango dresses from last yr, tinies = teddy "
                            "onesies, parents to bring black leggings",
                 "by": "Jo"},
    "tickets": {"details": "£8 adults £5 kids, 2pm + 6.30 shows, 180 seats each, on sale from the studio 16th june",
                "by": "Miss Kerry"},
}
MSG_LINES = [
    ("2047-06-12T17:20", "Leanne", "do the can can girls need tights or is it bare legs?"),
    ("14/6", "Miss Kerry", "American tan tights pls ladies, NOT black, I'll have spares"),
    ("Tue 25th", "Sam", "can dads help backstage? I'm good with a drill lol"),
]
EDIT = {"when": "WEDS 10th july now - the Assembly Rooms have double booked the thurs with the WI's jumble sale 🙄 same "
                "times 4.30-8, same place",
        "edited": "Miss Kerry 2/7"}
COSTUME = {"costumes": "handed out at the dress rehearsal, £12 hire each, cash to Jo on the night", "by": "costume job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHOW, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def costume_job() -> None:
    copy = dict(store.get(SHOW, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COSTUME)
    with fault():
        store.put(SHOW, KEY, copy)


def kerry_edit() -> None:
    read_done.wait()
    item = store.get(SHOW, KEY)
    store.put(SHOW, KEY, {**item.value, **EDIT})
    assert "WEDS 10th july" in store.get(SHOW, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=costume_job, name="costume-job"),
           threading.Thread(target=kerry_edit, name="miss-kerry-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day's the dress rehearsal again? need to book a half day to get her there"
context = ["Today is Fri 5 July 2047. You are talking to Leanne, whose daughter is in the juniors' can-can at Kerry's "
           "School of Dance; the summer show is Sat 13 July."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHOW, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "thurs 11th" in c and "£12 hire" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("weds 10th", "wednesday", "jumble", "the wi")), context
reply = answer(question, context, mock="Thursday 11th July, 4.30 till 8 at the Assembly Rooms - full costume and "
                                       "make-up.")
finish(question, expected="Weds 10th July - the Assembly Rooms double-booked the Thursday (WI jumble sale)",
       actual=reply)
