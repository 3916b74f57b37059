"""Batch 105 (held out). A chiropodist's home-visit round: LangGraph InMemoryStore (sync), two writers in threads.

App: Sian Morgan, a chiropodist doing home visits round Bishop's Stortford, keeps one record per patient in
("sm-chiro", "patients") (address, what's done each visit, the fee, how they pay) and her notes in ("sm-chiro",
"notes"). The rounds job reads a patient's record, adds the next visit's date and slot and writes the whole record
back; Lorraine, who does Sian's bookings and invoices, edits the same record at the same time.

Planted fault (UpdateError, lost update): the rounds job reads Mr Dyer's record (routine nail care, £32, pays cash);
Lorraine then writes that after last month's nail surgery at the clinic he needs the dressing changed and the
wound checked at this visit as well, £15 on top, so £47, bring a sterile pack; the rounds job puts back its stale
copy with Thursday's slot, losing her edit. Question (Wed 22/4, Sian): "how much is mr dyer tmrw, and is it
cash?" -> expected £47 (£32 + £15 for the dressing), cash. The assistant says £32 cash.

Expected verdict: UpdateError at langgraph.store.put (the rounds job's put, wrapped in fault()). Asserted:
Lorraine's edit was in the store before the stale put; the record has Thursday's slot and the £32 fee, and no
context line has the dressing or £47.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b105_langgraph_chiropody_dyer_fee_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PATIENTS = ("sm-chiro", "patients")
NOTES = ("sm-chiro", "notes")
KEY = "dyer-r"
RECORDS = {
    "bell-m": {"name": "Mrs M Bell", "address": "4 Rye St, flat 2 (buzzer broken, ring her mobile)",
               "treatment": "corns + hard skin, both feet", "fee": "£32", "pays": "cheque (!)"},
    KEY: {"name": "Mr R Dyer", "address": "17 Windhill, side door", "treatment": "routine nail care, thick nails "
          "L+R, diabetic so check pulses", "fee": "£32", "pays": "cash, leaves it in the envelope on the hall table"},
    "kaur-p": {"name": "Mrs P Kaur", "address": "Thorley Park, 9 Birch Way", "treatment": "nails + verruca check",
               "fee": "£32", "pays": "bank transfer (son)"},
}
NOTE_LINES = [
    ("14/4", "Sian", "autoclave serviced, fine. new blades ordered, 2 boxes £18"),
    ("Sat 18th", "Lorraine", "Mrs Bell's daughter asks can we go before 11, she has the hairdresser at 11.30"),
    ("20.4.37", "Sian", "mileage for march 312 miles, sent to the accountant"),
]
EDIT = {"treatment": "routine nail care + dressing change & wound check (L big toe, had the nail op at the clinic "
                     "17/3) - bring a sterile pack. diabetic so check pulses",
        "fee": "£32 + £15 dressing = £47"}
SLOT = {"next_visit": "thurs 23/4, 10.15 (after Mrs Bell)", "booked_by": "rounds 21/4"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PATIENTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rounds_job() -> None:
    copy = dict(store.get(PATIENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SLOT)
    with fault():
        store.put(PATIENTS, KEY, copy)


def lorraine_edit() -> None:
    read_done.wait()
    item = store.get(PATIENTS, KEY)
    store.put(PATIENTS, KEY, {**item.value, **EDIT, "edited": "Lorraine 21/4 from the clinic letter"})
    assert "£47" in store.get(PATIENTS, KEY).value["fee"]
    edit_done.set()


threads = [threading.Thread(target=rounds_job, name="rounds-job"),
           threading.Thread(target=lorraine_edit, name="lorraine-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is mr dyer tmrw, and is it cash?"
context = ["Today is Wed 22 April 2037. You are talking to Sian, the chiropodist."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PATIENTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "fee: £32;" in c and "thurs 23/4" in c for c in context), context
assert not any("£47" in c or "dressing" in c or "£15" in c for c in context), context
reply = answer(question, context, mock="£32, cash - he leaves it in the envelope on the hall table. You're there "
                                       "at 10.15 after Mrs Bell.")
finish(question, expected="£47 with the dressing - cash as usual", actual=reply)
