"""Batch 200 (held out). A scout group's gang show: LangGraph InMemoryStore (sync), two writers in threads.

App: 1st Pontesbury Scout Group's gang show is Fri 11th and Sat 12th March 2044 in the village hall, 7pm both nights -
beavers, cubs, scouts and explorers each doing acts, tickets £6 adults and £3 kids, a raffle in the interval. The
group's helper keeps one record per part in ("1st-pontesbury-gang-show-2044", "show") - front of house, rehearsals,
the acts - and leaders' odd messages in ("1st-pontesbury-gang-show-2044", "msgs"). The ticket job reads the front of
house record, adds the tickets sold so far and writes the whole record back; Rachel (the group scout leader) edits
the same record at the same time.

Planted fault (UpdateError, lost update): the ticket job reads the front of house record (FOH: Mrs Patel, the beaver
leader, with the programmes and the raffle on the door; doors half 6 for 7; 120 seats a night); Rachel writes in,
Tue 8th March, that Mrs Patel's off to her sister's in Leeds that weekend, so Tom (the explorer unit leader) is doing
front of house with three of his explorers, programmes and raffle too; the ticket job then puts back its stale copy
with its count (Fri 84 sold, Sat 117), losing her edit. Question (Weds 9/3, Jess, a cub leader with the float):
"who's running front of house? got the float to hand over" -> expected Tom, the explorer unit leader (Mrs Patel's
away). The assistant says Mrs Patel, the beaver leader.

Expected verdict: UpdateError at langgraph.store.put (the ticket job's put, wrapped in fault()): Rachel's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who runs front
of house. Asserted: her edit was in the store before the stale put; the front of house record has the count line
and Mrs Patel, and no context line mentions Leeds or Tom doing front of house (Tom's only there for the lights).
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b200_langgraph_gang_show_front_of_house_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOW = ("1st-pontesbury-gang-show-2044", "show")
MSGS = ("1st-pontesbury-gang-show-2044", "msgs")
KEY = "front of house"
RECORDS = {
    KEY: {"who": "Mrs Patel (beaver leader) doing FOH - programmes + raffle on the door, she's got the ticket list",
          "doors": "half 6 for 7 both nights, 120 seats a night",
          "tickets": "£6 adults £3 kids, on sale at the co-op + from any leader"},
    "rehearsals": {"details": "tues 6.30-8 in the hall, dress rehearsal thurs 10th 6pm sharp, all sections",
                   "by": "Rachel"},
    "acts": {"details": "beavers open, cubs x2, scouts x3 incl the panto bit, explorers close the 1st half",
             "by": "Rachel"},
}
MSG_LINES = [
    ("2044-02-17T20:30", "Jess", "cubs have nearly got the Wellerman off, the clapping's a bit random 😂"),
    ("1/3", "Tom", "explorers doing the lights again, Sam's borrowed a smoke machine from his uncle"),
    ("5.3.", "Rachel", "raffle prizes - got a meal for 2 at the Horseshoe + a hamper, need more pls"),
]
EDIT = {"who": "Mrs Patel's off to her sister's in Leeds that weekend so Tom (explorer unit leader) doing FOH with 3 "
               "of his explorers, programmes + raffle too",
        "edited": "Rachel Tue 8th March"}
COUNT = {"sold so far": "fri 84, sat 117 (nearly full!)", "by": "ticket job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHOW, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ticket_job() -> None:
    copy = dict(store.get(SHOW, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COUNT)
    with fault():
        store.put(SHOW, KEY, copy)


def rachel_edit() -> None:
    read_done.wait()
    item = store.get(SHOW, KEY)
    store.put(SHOW, KEY, {**item.value, **EDIT})
    assert "Tom (explorer unit leader) doing FOH" in store.get(SHOW, KEY).value["who"]
    edit_done.set()


threads = [threading.Thread(target=ticket_job, name="ticket-job"),
           threading.Thread(target=rachel_edit, name="rachel-foh-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's running front of house? got the float to hand over"
context = ["Today is Weds 9 March 2044. You are talking to Jess, a cub leader at 1st Pontesbury; the gang show is Fri "
           "11 and Sat 12 March in the village hall."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHOW, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Mrs Patel (beaver leader) doing FOH" in c and "fri 84, sat 117" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("leeds", "doing foh with", "explorer unit leader")), context
reply = answer(question, context, mock="Mrs Patel, the beaver leader - she's on front of house with the programmes "
                                       "and raffle, so give her the float.")
finish(question, expected="Tom, the explorer unit leader - Mrs Patel's away in Leeds that weekend", actual=reply)
