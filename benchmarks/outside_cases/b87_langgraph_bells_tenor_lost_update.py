"""Batch 87 (held out). A church bell-ringers' quarter peals: LangGraph InMemoryStore (sync), two writers in
threads.

App: the St Michael's, Wymondley band keep their peal and quarter-peal arrangements in the store: one record per
attempt in ("stmichaels", "quarters") (method, start time, who rings which bell), tower notes in ("stmichaels",
"notes"). The peal secretary's script reads an attempt's record, fills in the composition and writes the whole
record back; Margaret, the tower captain, edits the same record from her tablet at the same time.

Planted fault (UpdateError, lost update): the secretary's script reads the record for Sunday's quarter (Sun 9/10,
Plain Bob Triples, 9.15 before the harvest service, tenor Geoff); Margaret then writes her edit (Geoff's cataract op
got brought forward to the 7th and he's not to ring for a fortnight, so Martin Shaw is coming over from Hitchin to
ring the tenor, he's said yes) and the script puts back its stale copy with the composition added, losing her edit.
Question (Fri 7/10, Dennis, ringing the 2): "who's on the tenor for sunday's quarter?" -> expected Martin (from
Hitchin, standing in for Geoff). The assistant says Geoff.

Expected verdict: UpdateError at langgraph.store.put (the script's put, wrapped in fault()). Asserted: Margaret's
edit was in the store before the stale put; the record has the composition and Geoff, and nothing in the context
mentions Martin.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b87_langgraph_bells_tenor_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

QUARTERS = ("stmichaels", "quarters")
NOTES = ("stmichaels", "notes")
KEY = "qp-2033-10-09"
RECORDS = {
    KEY: {"when": "Sun 9th Oct, 9.15 sharp (before the harvest svc at 10.30)", "method": "Plain Bob Triples",
          "band": "tr Anne, 2 Dennis, 3 Sue P, 4 Raj, 5 Margaret (cond), 6 Colin, 7 Tom W, tenor Geoff",
          "why": "for Revd Sue's 10 yrs in the parish"},
    "qp-2033-10-23": {"when": "sun 23/10 6pm", "method": "Grandsire Doubles", "band": "tbc - learners' quarter, "
                      "Raj to ring his first inside"},
    "peal-2033-11-12": {"when": "Sat 12 Nov 2.30pm", "method": "Yorkshire Surprise Major (at Hitchin)",
                        "band": "Margaret, Colin, Tom W + 5 from Hitchin"},
}
NOTE_LINES = [
    ("26/9", "Margaret", "clappers on 3 + 5 need greasing before the 9th, Colin said he'd go up"),
    ("29 Sept", "Tom W", "tower key's moved - it's in the vestry safe now, code is the vicar's bday"),
    ("2.10.33", "Margaret", "Geoff rang - eye op brought fwd, he's not to ring for a fortnight after, poor chap"),
    ("4/10", "Anne", "harvest supper after the svc, bring a plate, quiz in the hall"),
]
EDIT = {"band": "tr Anne, 2 Dennis, 3 Sue P, 4 Raj, 5 Margaret (cond), 6 Colin, 7 Tom W, tenor Martin Shaw (from "
                "Hitchin) - Geoff off w his eye, Martin's said yes"}
COMP = {"composition": "1260 Plain Bob Triples, Margaret's usual calling, ~45 mins"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(QUARTERS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def secretary_script() -> None:
    copy = dict(store.get(QUARTERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COMP)
    with fault():
        store.put(QUARTERS, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(QUARTERS, KEY)
    store.put(QUARTERS, KEY, {**item.value, **EDIT, "edited": "Margaret 5/10 9.40pm"})
    assert "Martin Shaw" in store.get(QUARTERS, KEY).value["band"]
    edit_done.set()


threads = [threading.Thread(target=secretary_script, name="peal-secretary"),
           threading.Thread(target=margaret_edit, name="margaret-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's on the tenor for sunday's quarter?"
context = ["Today is Fri 7 October 2033. You are talking to Dennis, who rings the 2."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(QUARTERS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "tenor Geoff" in c and "composition" in c for c in context), context
assert not any("Martin" in c for c in context), context
reply = answer(question, context, mock="Geoff's on the tenor - Plain Bob Triples at 9.15, Margaret conducting.")
finish(question, expected="Martin Shaw from Hitchin - he's covering for Geoff", actual=reply)
