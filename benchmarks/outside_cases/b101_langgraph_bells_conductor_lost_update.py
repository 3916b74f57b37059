"""Batch 101 (held out). A bell-ringers' tower: LangGraph InMemoryStore (sync), two writers in threads.

App: the ringers at St Mary's, Ashwell keep one record per peal or quarter peal attempt in ("ashwell", "attempts")
(date, time, method, conductor, band) and the tower's notes in ("ashwell", "notes"). The band job reads an
attempt's record, fills in who rings which bell, and writes the whole record back; Gill, the ringing master, edits
the same record at the same time.

Planted fault (UpdateError, lost update): the band job reads the record of the quarter peal for Sun 5/10 (2.30pm,
Plain Bob Triples, conducted by Martin, the tower captain); Gill then writes that Martin's in bed with the flu so
she'll call it herself, and the band job puts back its stale copy with the bells filled in, losing her edit.
Question (Fri 3/10, a learner ringing her first quarter): "who's calling the quarter on sunday? want to know who
to watch" -> expected Gill, the ringing master. The assistant says Martin, the tower captain.

Expected verdict: UpdateError at langgraph.store.put (the band job's put, wrapped in fault()). Asserted: Gill's
edit was in the store before the stale put; the record has the band and Martin as conductor, and no context line
says Gill is calling it.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b101_langgraph_bells_conductor_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ATTEMPTS = ("ashwell", "attempts")
NOTES = ("ashwell", "notes")
KEY = "qp-2036-10-05"
RECORDS = {
    "peal-2036-09-20": {"what": "peal attempt sat 20/9 2pm, Grandsire Triples", "conductor": "Martin (capt)",
                        "result": "lost after 2hrs, the 5th's clapper"},
    KEY: {"what": "quarter peal sun 5/10 2.30pm (after the harvest lunch) - Plain Bob Triples, 1260",
          "conductor": "Martin (capt) calling", "notes": "Ellie's 1st quarter on the treble!! be kind"},
    "qp-2036-10-26": {"what": "quarter for the Remembrance practice, sun 26/10 3pm", "conductor": "tbc"},
}
NOTE_LINES = [
    ("21 sep", "Martin", "5th's clapper bolt sheared in the peal - Whites of Appleton coming 30/9 to look"),
    ("24/9", "Gill", "practice nights stay weds 7.30-9, learners from 7 on the simulator"),
    ("29.9", "Tony (steeple keeper)", "new ropes on 2 + 3, a bit stiff till they stretch"),
]
EDIT = {"conductor": "Gill calling - Martin's in bed w the flu, shan't risk him. Keith rings the 8th for him"}
BAND = {"band": "1 Ellie, 2 Tony, 3 Pam, 4 Gill, 5 Rob, 6 Dave H, 7 Sue, 8 Martin", "band_checked": "30/9"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ATTEMPTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def band_job() -> None:
    copy = dict(store.get(ATTEMPTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BAND)
    with fault():
        store.put(ATTEMPTS, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(ATTEMPTS, KEY)
    store.put(ATTEMPTS, KEY, {**item.value, **EDIT, "edited": "GW 2/10 9pm"})
    assert "Gill calling" in store.get(ATTEMPTS, KEY).value["conductor"]
    edit_done.set()


threads = [threading.Thread(target=band_job, name="band-job"),
           threading.Thread(target=gill_edit, name="gill-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's calling the quarter on sunday? want to know who to watch"
context = ["Today is Fri 3 October 2036. You are talking to Ellie, a learner ringing her first quarter."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ATTEMPTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Martin (capt) calling" in c and "1 Ellie" in c for c in context), context
assert not any("Gill calling" in c or "flu" in c for c in context), context
reply = answer(question, context, mock="Martin, the tower captain, is calling it - he's ringing the 8th, so watch "
                                       "him. Good luck with your first quarter!")
finish(question, expected="the ringing master, Gill (she's on the 4th)", actual=reply)
