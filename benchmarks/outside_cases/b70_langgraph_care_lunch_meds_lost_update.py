"""Batch 70 (held out). A home-care agency's client records: LangGraph InMemoryStore (sync), two writers in threads.

App: BrightCare Stroud sends carers to about 40 clients at home. Each client has a record in ``("brightcare",
"clients")`` (key = the client; value = address, calls, meds, notes) and the office's day notes sit in
``("brightcare", "office")``. Two things write a client's record: the weekly rota sync (reads the record, adds who is
on each call this week, writes the whole record back) and Priya, the care coordinator, from the office.

Planted fault (UpdateError, lost update): the rota sync reads Mr Doyle's record; then Priya writes in after the GP's
review: "GP review 3/10 w his daughter - he's been having brekkie late (10ish) since the clocks, so lunchtime tabs
(metformin + paracetamol) at half 1 now, w his lunch, not 12. lunch call moves to 1.15-1.45, tea call stays". The
sync then writes back its stale copy, which still has the lunch call at 12 and the tablets "at 12 with lunch".
Question (Mon 7/10, Kelly, a carer new to the round): "what time do I give Mr Doyle his lunchtime tablets?" ->
expected 1.30pm. The assistant says 12 noon.

Expected verdict: UpdateError at langgraph.store.put, the rota sync's put (inside fault()). Asserted: Priya's edit is
in the record before the sync's put and missing from the final context, which has 12 noon and the sync's line.
Another reading: none that we see; nothing is deleted, and the office notes don't give the tablet time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b70_langgraph_care_lunch_meds_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLIENTS = ("brightcare", "clients")
OFFICE = ("brightcare", "office")
KEY = "Mr Doyle"
RECORDS = {
    KEY: {"address": "14 Bisley Rd, key safe code from the office", "calls": "am 8-8.30, lunch 12-12.30, tea 5-5.30",
          "meds": "blister pack: morning tabs on the am call, metformin + paracetamol at 12 with lunch, nothing at "
                  "tea", "notes": "diabetic, check his sugar diary; likes his tea strong, 2 sugars (sweetener!)"},
    "Mrs Patel": {"address": "3 Orchard Cl", "calls": "am 9-9.45 (double up), bed 8-8.30pm",
                  "meds": "eye drops am + pm, both eyes"},
    "Mr Hughes": {"address": "Flat 6 Kendrick Ct", "calls": "lunch 1-1.30", "meds": "none by us, family do it"},
}
OFFICE_NOTES = [
    ("30/9", "Priya", "PPE boxes restocked, aprons in the blue crate by the door"),
    ("1 Oct", "Dawn", "Mr Doyle's grab rail in the bathroom is loose, reported to the council 1/10"),
    ("2.10.30", "Priya", "mileage forms by the 5th pls or it goes to next month"),
    ("4/10", "Sam", "Mrs Patel's son is staying this wk, he'll let us in"),
]
EDIT = ("GP review 3/10 w his daughter - he's been having brekkie late (10ish) since the clocks, so lunchtime tabs "
        "(metformin + paracetamol) at half 1 now, w his lunch, not 12. lunch call moves to 1.15-1.45, tea call stays")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLIENTS, key, record)
for i, (day, who, text) in enumerate(OFFICE_NOTES, 1):
    store.put(OFFICE, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_sync() -> None:
    copy = dict(store.get(CLIENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"this week": "am Dawn, lunch Kelly (new, shadowed Mon by Sam), tea Dawn"})
    with fault():
        store.put(CLIENTS, KEY, copy)


def priya_edit() -> None:
    read_done.wait()
    item = store.get(CLIENTS, KEY)
    store.put(CLIENTS, KEY, {**item.value, "meds": EDIT, "calls": "am 8-8.30, lunch 1.15-1.45, tea 5-5.30",
                             "edited": "Priya (coordinator), 3/10 4pm"})
    assert "half 1" in store.get(CLIENTS, KEY).value["meds"]
    edit_done.set()


threads = [threading.Thread(target=rota_sync, name="rota-sync"),
           threading.Thread(target=priya_edit, name="priya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I give Mr Doyle his lunchtime tablets?"
recs = store.search(CLIENTS, limit=50)
notes = store.search(OFFICE, limit=50)
context = ["Today is Mon 7 October 2030. You are talking to Kelly, a carer on her first week of this round."] + \
          [f"{r.key}: {flat(r.value)}" for r in recs] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "at 12 with lunch" in c and "Kelly (new" in c for c in context), context
assert not any("half 1" in c or "GP review" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="At 12, with his lunch on the 12-12.30 call - metformin and paracetamol from "
                                       "the blister pack.")
finish(question, expected="half one, with his lunch", actual=reply)
