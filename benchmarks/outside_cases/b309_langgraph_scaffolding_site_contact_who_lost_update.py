"""Batch 309 (held out). A scaffolding firm's jobs: LangGraph InMemoryStore (sync), two writers in threads.

App: Pennine Tube & Fitting (scaffolders, Brighouse) keep one record per live job in ("ptf-scaffolding", "jobs") -
Mill Lane (six terraced houses being re-rendered for Calderdale Homes), St Mary's church hall (roof), Brearley Barn
(a chimney) - and the lads' messages in ("ptf-scaffolding", "msgs"). The hire job (Tina's weekly script that bills
the hire) reads a job's record, adds the weeks billed and writes the whole record back; Dean (the contracts
manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the hire job reads the Mill Lane record (site contact Gary Pickles,
Calderdale Homes' clerk of works, 07700 900318; compound key with Gary); Dean writes in, Fri 10th Oct, that Gary's
off on paternity from Monday for 2 weeks, so the site contact is Karen Shaw, 07700 900412, and she's got the
compound key now; the hire job then puts back its stale copy with its billing line, losing Dean's edit. Question
(Tue 14/10, Lee, a chargehand): "who do I ring when we get to Mill Lane tomorrow? need someone to open the compound
for the extra lift" -> expected Karen Shaw, 07700 900412 (Gary's on paternity). The assistant says Gary Pickles.

Expected verdict: UpdateError at langgraph.store.put (the hire job's put, wrapped in fault()): Dean's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who to ring.
Asserted: Dean's edit was in the store before the stale put; the Mill Lane record has the billing line and Gary as
the contact, and no context line has Karen, her number or "paternity".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b309_langgraph_scaffolding_site_contact_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("ptf-scaffolding", "jobs")
MSGS = ("ptf-scaffolding", "msgs")
KEY = "mill-lane"
RECORDS = {
    KEY: {"details": "Mill Ln 1-11 (odd), Calderdale Homes re-render. independent scaff front + back, 3 lifts, "
                     "brick guards all round. site contact Gary Pickles (clerk of works) 07700 900318, he's got the "
                     "compound key. no parking on the lane b4 9.30 (school run)",
          "by": "Dean"},
    "st-marys": {"details": "St Mary's church hall, Rastrick - birdcage inside + roof edge protection. vicar (Rev "
                            "Sarah) 07700 900277, hall's booked weds nites so off by 5",
                 "by": "Dean"},
    "brearley-barn": {"details": "Brearley Barn - chimney stack, 2 lifts on the roof w/ a ladder beam, owner Mr "
                                 "Crabtree, dogs loose in the yard (friendly-ish)",
                      "by": "Dean"},
}
MSG_LINES = [
    ("2053-09-29T07:05", "Lee", "Mill Ln all tagged, Craig signed it off"),
    ("6.10.", "Tina", "wagon in for tyres fri am, back by dinner"),
    ("Mon 13th Oct", "Dean", "Mill Ln want an extra lift on the end gable, weds 15th, Lee + 2 lads"),
]
EDIT = {"details": "Mill Ln 1-11 (odd), Calderdale Homes re-render. independent scaff front + back, 3 lifts, brick "
                   "guards all round. site contact now Karen Shaw 07700 900412 - Gary's off on paternity from mon "
                   "for 2 wks 👶 so Karen's got the compound key. no parking on the lane b4 9.30 (school run)",
        "edited": "Dean fri 10th oct"}
BILLED = {"hire": "6 wks hire billed to fri 10th oct, £540/wk after", "by": "hire job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(JOBS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def hire_job() -> None:
    copy = dict(store.get(JOBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BILLED)
    with fault():
        store.put(JOBS, KEY, copy)


def dean_edit() -> None:
    read_done.wait()
    item = store.get(JOBS, KEY)
    store.put(JOBS, KEY, {**item.value, **EDIT})
    assert "site contact now Karen Shaw 07700 900412" in store.get(JOBS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=hire_job, name="hire-job"), threading.Thread(target=dean_edit, name="dean-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who do I ring when we get to Mill Lane tomorrow? need someone to open the compound for the extra lift"
context = ["Today is Tue 14 October 2053. You are talking to Lee, a chargehand at Pennine Tube & Fitting."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(JOBS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "site contact Gary Pickles" in c and "6 wks hire billed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("karen", "900412", "paternity")), context
reply = answer(f"(Lee) {question}", context, mock="Ring Gary Pickles, the clerk of works, on 07700 900318 - he's got "
                                                   "the compound key.")
finish(question, expected="Karen Shaw, 07700 900412 - Gary's off on paternity, she's got the compound key",
       actual=reply)
