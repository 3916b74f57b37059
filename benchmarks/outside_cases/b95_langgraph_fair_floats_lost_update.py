"""Batch 95 (held out). A primary school's summer fair: LangGraph InMemoryStore (sync), two writers in threads.

App: St Mary's PTA plans the summer fair in a LangGraph store: one record per part of the plan in
("st-marys-fair", "plan") (money, stalls, volunteers) and the committee's chat lines in ("st-marys-fair",
"notes"). The rota job reads the money record, adds who counts up at the end and writes the whole record back;
Sarah, the treasurer, edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads the money record (floats: tombola £20, cakes £30,
bric-a-brac £15); Sarah then writes her new floats (cakes up to £50 as they ran out of change by one o'clock last
year, and £10 for the new plant stall) and the rota job puts back its stale copy with the counting-up line,
losing Sarah's edit. Question (Wed 1/7, Sarah, going to the bank on Friday): "how much change do I need to get
out on friday for all the floats?" -> expected £95 (20 + 50 + 15 + 10). The assistant adds up the old floats
and says £65.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()). Asserted: Sarah's
edit was in the store before the stale put; the money record has the counting-up line and the old floats, and
nothing in the context mentions £50 for cakes or a plant stall float.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b95_langgraph_fair_floats_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("st-marys-fair", "plan")
NOTES = ("st-marys-fair", "notes")
KEY = "money"
RECORDS = {
    KEY: {"floats": "tombola £20 (all £1 coins), cakes £30, bric-a-brac £15",
          "bank": "Sarah gets change from Lloyds fri morning, cash tins in the office safe"},
    "stalls": {"field": "tombola by the pond, bric-a-brac on the playground, plants by the gate (Y4 parents)",
               "hall": "cakes (icing melted on the field last yr)"},
    "timings": {"fair": "sat 4/7 12-3", "setup": "from 10.30, gate opens 10.15 (Mr Hobbs)"},
}
NOTE_LINES = [
    ("22/6", "Mrs Kaur", "ran out of change on cakes by 1 o'clock last yr, had to send Jo to the Spar!!"),
    ("24.6", "Jo", "plant stall is ON - Y4 parents have potted up loads of tomatoes + strawberries"),
    ("26/6", "Mr Dale", "raffle prizes so far: hamper from the Co-op, 2 tickets for the panto, a cricket bat"),
]
EDIT = {"floats": "tombola £20 (all £1 coins), cakes £50 - Mrs K says £30 ran out by 1 last yr, bric-a-brac "
                  "£15, plants £10 (new stall)"}
ROTA = {"counting_up": "Mr Dale + Jo in the staff room from 3.15, bags to the night safe by 5"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROTA)
    with fault():
        store.put(PLAN, KEY, copy)


def sarah_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT, "edited": "Sarah 29/6 8.40pm"})
    assert "cakes £50" in store.get(PLAN, KEY).value["floats"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="rota-job"),
           threading.Thread(target=sarah_edit, name="sarah-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much change do I need to get out on friday for all the floats?"
context = ["Today is Wed 1 July 2036. You are talking to Sarah, the PTA treasurer."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "cakes £30" in c and "counting_up" in c for c in context), context
assert not any("£50" in c or "plants £10" in c for c in context), context
reply = answer(question, context, mock="£65 in change - £20 for the tombola (all in £1s), £30 for cakes and £15 "
                                       "for bric-a-brac.")
finish(question, expected="£95 altogether", actual=reply)
