"""Batch 378 (held out). A barangay health station's weekly schedule: LangGraph InMemoryStore (sync), two writers
in threads.

App: the Bagong Tanglaw Barangay Health Station keeps one record per clinic day in ("bhs-bagong-tanglaw-2026",
"sched") - prenatal, bakuna, FP (family planning), the seniors - and the BHWs' messages in ("bhs-bagong-tanglaw-2026",
"msgs"). The report job (Kuya Edwin's script that copies the FHSIS tally into the helper) reads the prenatal record,
adds the quarter's count of registered pregnant women and writes the whole record back; Ma'am Cora (the midwife)
edits the same record at the same time.

Planted fault (UpdateError, lost update): the report job reads the prenatal record (every Tuesday, 8am-12nn, Doc
Ver and Ma'am Cora, bring the MCH booklet and a urine sample); Ma'am Cora writes in, Fri 03/13, that starting next
week (Mon 3/16) prenatal is on MONDAY, not Tuesday - Doc Ver is at the RHU every Tuesday now for the TB DOTS review -
same 8am-12nn; the report job then puts back its stale copy with its count, losing her edit. Question (Sat 3/21,
Jenny, 5 months, Purok 4): "Ate, anong araw po ang prenatal next week? magpapaalam pa po ako sa amo ko" -> expected
Monday, 03/23/2026, 8am-12nn. The assistant says Tuesday, 03/24.

Expected verdict: UpdateError at langgraph.store.put (the report job's put, wrapped in fault()): Ma'am Cora's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the day. Asserted: her edit was in the store before the stale put; the prenatal record has the count and "every
Tuesday", and no context line has Monday, TB DOTS or "hindi na Tuesday".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b378_langgraph_bhs_prenatal_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCHED = ("bhs-bagong-tanglaw-2026", "sched")
MSGS = ("bhs-bagong-tanglaw-2026", "msgs")
KEY = "prenatal"
RECORDS = {
    KEY: {"details": "PRENATAL CHECK-UP every Tuesday 8am-12nn, Doc Ver + Ma'am Cora. dalhin ang MCH booklet + ihi sa "
                     "malinis na bote (urinalysis). libre ang 1st lab sa RHU, Td shot pag due na",
          "by": "Ma'am Cora"},
    "bakuna": {"details": "BAKUNA DAY every Wed 8am, BCG/Penta/OPV/PCV/MR. dalhin ang baby book, pakainin muna si "
                          "baby", "by": "Ma'am Cora"},
    "fp": {"details": "FP every Thurs 1-4pm - pills, DMPA, condoms. implant by appointment lang (Ma'am Cora)",
           "by": "Ma'am Cora"},
    "seniors": {"details": "SENIORS 2nd Sat of the month 8-11am: BP, sugar, libreng maintenance (amlodipine, "
                           "metformin) habang may stock. dalhin ang senior ID", "by": "Ate Baby"},
}
MSG_LINES = [
    ("02/27/2026", "Ate Baby", "pa-remind po mga buntis sa Purok 1, libre ang Td sa prenatal 💉"),
    ("3/5", "Kuya Edwin", "naayos na yung BP apparatus, ₱450 yung bagong bulb, resibo nasa drawer"),
    ("Sat the 7th", "Ate Jocelyn", "2 bagong buntis sa Purok 4 (si Jenny + si Ate Rowena), pinapunta ko na sa "
                                   "next prenatal"),
]
EDIT = {"details": "PRENATAL CHECK-UP - simula next week (Mon 3/16) MONDAY na po, hindi na Tuesday 🙏 nasa RHU si "
                   "Doc Ver tuwing Tue for the TB DOTS review. same 8am-12nn, Doc Ver + Ma'am Cora. dalhin pa rin ang "
                   "MCH booklet + ihi sa malinis na bote",
        "edited": "Ma'am Cora Fri 03/13"}
REPORT = {"registered": "registered pregnant Q1: 23 (4 first-timers) - FHSIS tally 3/12", "by": "report job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SCHED, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def report_job() -> None:
    copy = dict(store.get(SCHED, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(REPORT)
    with fault():
        store.put(SCHED, KEY, copy)


def cora_edit() -> None:
    read_done.wait()
    item = store.get(SCHED, KEY)
    store.put(SCHED, KEY, {**item.value, **EDIT})
    assert "MONDAY na po, hindi na Tuesday" in store.get(SCHED, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=report_job, name="report-job"),
           threading.Thread(target=cora_edit, name="cora-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Ate, anong araw po ang prenatal next week? magpapaalam pa po ako sa amo ko"
context = ["Today is Sat, March 21, 2026. You are talking to Jenny (Purok 4, 5 months pregnant) at the Bagong "
           "Tanglaw Barangay Health Station."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCHED, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "every Tuesday" in c and "registered pregnant Q1" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("monday", "tb dots", "hindi na tuesday")), context
reply = answer(f"(Jenny) {question}", context, mock="Tuesday po, 03/24, 8am-12nn dito sa health station. Dalhin nyo "
                                                    "po yung MCH booklet at ihi sa malinis na bote.")
finish(question, expected="Monday, 03/23/2026, 8am-12nn - Monday na ang prenatal, nasa RHU si Doc Ver tuwing Tuesday",
       actual=reply)
