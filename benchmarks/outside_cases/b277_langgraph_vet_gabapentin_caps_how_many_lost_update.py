"""Batch 277 (held out). A vet practice's patient records: LangGraph InMemoryStore (sync), two writers in threads.

App: Ryburn Vets keep a record per part of each long-term patient in ("ryburn-vets", "poppy-booth") - her meds, her
weight, her next visit, her insurance - and the owner's messages in ("ryburn-vets", "poppy-booth-msgs"); the
practice's helper answers owners from them. Poppy is the Booths' 13 year old black lab with arthritis in both
elbows. The repeat-meds reminder job (the practice's nightly script) reads the meds record, adds the date the next
repeat is due and writes the whole record back; Ellie Marsden MRCVS edits the same record after a recheck.

Planted fault (UpdateError, lost update): the reminder job reads the meds record (Metacam liquid once a day on
food, gabapentin 100mg 1 cap twice a day, YuMOVE 2 tabs am); Ellie writes in, after Tue 2nd Sept's recheck, that
Poppy's still really stiff getting up so she's put the gabapentin up to 2 caps twice a day, Metacam same, see her in
4 wks; the reminder job then puts back its stale copy with its due date, losing Ellie's edit. Question (Fri 5/9,
Mrs Booth): "how many of the gabapentin is she on now? filling her pill box for next week 💊" -> expected 2 caps
twice a day (4 a day). The assistant says 1 cap twice a day.

Expected verdict: UpdateError at langgraph.store.put (the reminder job's put, wrapped in fault()): Ellie's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
dose. Asserted: Ellie's edit was in the store before the stale put; the meds record has the due date and "1 cap
twice a day", and no context line has "2 caps", "put up" or "still really stiff".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b277_langgraph_vet_gabapentin_caps_how_many_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PET = ("ryburn-vets", "poppy-booth")
MSGS = ("ryburn-vets", "poppy-booth-msgs")
KEY = "meds"
RECORDS = {
    KEY: {"details": "Metacam liquid (dog) by weight on her food once a day (the 32kg mark on the syringe), "
                     "gabapentin 100mg 1 cap twice a day, YuMOVE 2 tabs am. repeat every 28 days, 48 hrs notice",
          "by": "Ellie Marsden MRCVS"},
    "weight": {"details": "31.6kg on 14/7 (target 29-30, she's had a few too many biscuits 🙈), weigh-ins free any "
                          "time at reception",
               "by": "Nurse Kate"},
    "next visit": {"details": "booster due Nov, book in w/ the annual health check",
                   "by": "reception"},
    "insurance": {"details": "Petplan, lifetime cover, arthritis claim open since 2052, we claim direct",
                  "by": "reception"},
}
MSG_LINES = [
    ("2053-07-14T16:20", "Mrs Booth", "she's been slow on the stairs again, is she ok on the Metacam long term?"),
    ("21.7.", "Nurse Kate", "bloods fine for the Metacam, kidneys + liver all normal 👍"),
    ("Sat 30th Aug", "Mr Booth", "booked her recheck tues 2nd w/ Ellie, 4.40"),
]
EDIT = {"details": "rechecked tue 2nd sept - still really stiff getting up esp mornings so gabapentin put up to 2 "
                   "caps twice a day (so 4 a day), Metacam same (32kg mark once a day on food), YuMOVE 2 tabs am. "
                   "see her again in 4 wks",
        "edited": "Ellie 2/9"}
REMINDER = {"repeat due": "next repeat due thu 25th sept (reminder text sent)", "by": "repeat-meds job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PET, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def reminder_job() -> None:
    copy = dict(store.get(PET, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(REMINDER)
    with fault():
        store.put(PET, KEY, copy)


def ellie_edit() -> None:
    read_done.wait()
    item = store.get(PET, KEY)
    store.put(PET, KEY, {**item.value, **EDIT})
    assert "gabapentin put up to 2 caps twice a day" in store.get(PET, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=reminder_job, name="repeat-meds-job"),
           threading.Thread(target=ellie_edit, name="ellie-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many of the gabapentin is she on now? filling her pill box for next week 💊"
context = ["Today is Fri 5 September 2053. You are talking to Mrs Booth, owner of Poppy (13 yr old black lab) at "
           "Ryburn Vets."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PET, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "gabapentin 100mg 1 cap twice a day" in c and "due thu 25th sept" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("2 caps", "put up", "still really stiff")), context
reply = answer(f"(Mrs Booth) {question}", context,
               mock="One capsule twice a day - so 2 a day, morning and evening, for the week's box.")
finish(question, expected="2 caps twice a day (4 a day) - Ellie put it up at the recheck on 2nd Sept", actual=reply)
