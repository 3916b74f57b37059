"""Batch 375 (held out). A county fire district's station staffing records: LangGraph InMemoryStore (sync), two
writers in threads.

App: Tamarack County Fire District 2 runs three 24-hour shifts (A, B, C, 0700-0700) out of Station 3 - E-31, M-31
(the medic unit) and WT-32. The district's helper keeps one record per part of the station's board in
("tcfd2-sta3-aug-2026", "board") - the B shift roster for 08/22, the apparatus status, the training calendar - and
crew messages in ("tcfd2-sta3-aug-2026", "msgs"). The OT job (the payroll script that totals holdover and callback
hours for the pay period) reads the roster record, adds its OT line and writes the whole record back; Capt. Ruiz
edits the same record at the same time.

Planted fault (UpdateError, lost update): the OT job reads the B shift record for 08/22/26 (Capt Ruiz, Eng Delgado,
FF Pham, FF/PM Sato, min staffing 4 met); Capt. Ruiz writes in, 08/19 1430, a shift trade approved by BC Harmon -
Okafor (A shift) is working 08/22 for Delgado, Delgado is OFF and pays it back 09/04; the OT job then puts back its
stale copy with its OT line, losing the trade. Question (Thu 08/20, Eng. Delgado): "am I on sat the 22nd? kid's got
a tournament in Ellsworth, trying to figure out if I can drive her" -> expected no - the trade went through, Okafor's
working it, he pays it back 09/04. The assistant says yes, B shift 08/22 0700.

Expected verdict: UpdateError at langgraph.store.put (the OT job's put, wrapped in fault()): Ruiz's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides Delgado's day.
Asserted: Ruiz's edit was in the store before the stale put; the roster record has the OT line and Delgado on it,
and no context line has the approved trade or the 09/04 payback (only Delgado's own 08/18 ask for one is there).
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b375_langgraph_station_shift_trade_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOARD = ("tcfd2-sta3-aug-2026", "board")
MSGS = ("tcfd2-sta3-aug-2026", "msgs")
KEY = "b_shift_0822"
RECORDS = {
    KEY: {"details": "B shift Sat 08/22/26 0700-0700 (24), Sta 3: Capt Ruiz (E-31), Eng Delgado (E-31), FF Pham "
                     "(WT-32 cross-staff), FF/PM Sato (M-31). min staffing 4 - met",
          "by": "Capt Ruiz"},
    "apparatus": {"details": "E-31 in svc, M-31 in svc, WT-32 OOS - tank valve, Valley Fleet picking it up Tues. "
                             "reserve E-39 at Sta 1 if we need it",
                  "by": "Capt Ruiz"},
    "training": {"details": "08/25 hose testing all day (A shift), 08/27 EMS CE 1900 at Sta 1, 09/01 SCBA fit "
                            "tests - everybody, bring ur mask",
                 "by": "BC Harmon"},
}
MSG_LINES = [
    ("08/14/26 0815", "Sato", "callback last nite for the structure fire on Hollis Ln, 12 hrs, on the OT sheet"),
    ("08/16", "Pham", "held over 4 hrs on the MVA on Rt 9, on the OT sheet"),
    ("08/18 2030", "Delgado", "Capt - any chance of a trade for sat 08/22? Okafor said he'd take it"),
]
EDIT = {"details": "B shift Sat 08/22/26 0700-0700 (24), Sta 3 - TRADE approved by BC Harmon 08/19: Okafor (A shift) "
                   "working it for Delgado, Delgado OFF 08/22, pays it back 09/04. rest as was: Capt Ruiz (E-31), FF "
                   "Pham (WT-32 cross-staff), FF/PM Sato (M-31). min staffing 4 - met",
        "edited": "Capt Ruiz 08/19 1430"}
OT_LINE = {"ot": "PP 08/09-08/22 OT: Sato 12.0 callback 08/14, Pham 4.0 holdover 08/16", "by": "OT job 08/19"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOARD, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ot_job() -> None:
    copy = dict(store.get(BOARD, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(OT_LINE)
    with fault():
        store.put(BOARD, KEY, copy)


def capt_edit() -> None:
    read_done.wait()
    item = store.get(BOARD, KEY)
    store.put(BOARD, KEY, {**item.value, **EDIT})
    assert "Okafor (A shift) working it for Delgado, Delgado OFF 08/22" in store.get(BOARD, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=ot_job, name="ot-job"), threading.Thread(target=capt_edit, name="capt-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "am I on sat the 22nd? kid's got a tournament in Ellsworth, trying to figure out if I can drive her"
context = ["Today is Thu 08/20/26. You are talking to Eng. Delgado, B shift, Tamarack County FD 2, Sta 3."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOARD, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Eng Delgado (E-31)" in c and "Sato 12.0 callback" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("trade approved", "delgado off", "09/04", "working it for")), \
    context
reply = answer(f"(Delgado) {question}", context,
               mock="Yes - you're on B shift Sat 08/22, 0700-0700 on E-31 with Capt Ruiz, so you'd need a trade to "
                    "make the tournament.")
finish(question, expected="no - the trade went through, Okafor's working 08/22 for him (he pays it back 09/04)",
       actual=reply)
