"""Batch 133 (held out). A school PTA's summer fair records: LangGraph InMemoryStore (sync), two writers in threads.

App: Ashcombe Primary PTA keeps one record per area of the summer fair (Sat 11 July) in ("ashcombe-pta-fair",
"areas") - the stalls on the field, the hall, the BBQ - and the committee's odd notes in ("ashcombe-pta-fair",
"notes"). The rota job reads an area's record, adds the helpers' rota to it, and writes the whole record back;
Nadia, who does the stalls, edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads the field record (cake stall, bric-a-brac, bottle
tombola, coconut shy, face paints, splat the rat); Nadia then writes in what she sorted on Tue 30th - the bric-a-brac
is off (Carol's moved to Leeds and nobody'll take it on, the boxes are going to the hospice shop), and Mrs Patel's
doing a plant stall by the gate, all her cuttings + Year 2's sunflowers; the rota job then puts back its stale copy
with the rota, losing her edit. Question (Mon 6/7, Mrs Okoro, the head, writing the newsletter): "which stalls
have we got on the field sat? putting them in friday's newsletter" -> expected cake stall, bottle tombola, coconut
shy, face paints, splat the rat and Mrs Patel's plant stall (no bric-a-brac). The assistant lists the bric-a-brac
and leaves out the plant stall.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Nadia's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Nadia's edit was in the store before the stale put; the record has the rota and the old stall list, and
no context line mentions the plant stall or the hospice shop.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b133_langgraph_ptafair_stalls_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

AREAS = ("ashcombe-pta-fair", "areas")
NOTES = ("ashcombe-pta-fair", "notes")
KEY = "field"
RECORDS = {
    KEY: {"where": "the top field, stalls in a horseshoe from the gate",
          "stalls": "cake stall, bric-a-brac, bottle tombola, coconut shy, face paints, splat the rat",
          "tables": "2 each from the hall, gazebos from the scouts", "lead": "Nadia"},
    "hall": {"where": "school hall", "what": "teas + the raffle draw at 3.30, Y6 enterprise stall by the stage",
             "lead": "Jo"},
    "bbq": {"where": "by the staff car park", "what": "burgers £3, veggie £3, hot dogs £2.50 - Mr Bell + dads",
            "lead": "Amir"},
}
NOTE_LINES = [
    ("16th may", "Jo", "fair sat 11th july 12-3, gates open 11.45, float £50 a stall from the bank fri 10th"),
    ("Tue 23rd", "Amir", "bbq gas bottle booked, need 2 more dads for the 1-2 slot"),
    ("2/7", "Lou", "raffle prizes: hamper from the Co-op, meal for 2 at the Fox, a signed Rovers shirt"),
]
EDIT = {"stalls": "cake stall, bottle tombola, coconut shy, face paints, splat the rat + Mrs Patel's plant stall by "
                  "the gate (her cuttings + Y2's sunflowers). bric-a-brac's off - Carol's moved to Leeds, nobody'll "
                  "take it on, the boxes are going to the hospice shop",
        "edited": "Nadia Tue 30th"}
ROTA = {"rota": "12-1 Y1/Y2 parents, 1-2 Y3/Y4, 2-3 Y5/Y6, set up from 10 (Nadia + dads)",
        "rota by": "PTA rota job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(AREAS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(AREAS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROTA)
    with fault():
        store.put(AREAS, KEY, copy)


def nadia_edit() -> None:
    read_done.wait()
    item = store.get(AREAS, KEY)
    store.put(AREAS, KEY, {**item.value, **EDIT})
    assert "plant stall" in store.get(AREAS, KEY).value["stalls"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="pta-rota-job"),
           threading.Thread(target=nadia_edit, name="nadia-stalls-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which stalls have we got on the field sat? putting them in friday's newsletter"
context = ["Today is Mon 6 July 2037. You are talking to Mrs Okoro, head teacher at Ashcombe Primary."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(AREAS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "cake stall, bric-a-brac" in c and "rota: 12-1" in c for c in context), \
    context
assert not any("plant stall" in c or "hospice" in c or "Patel" in c for c in context), context
reply = answer(question, context, mock="On the field: the cake stall, bric-a-brac, bottle tombola, coconut shy, face "
                                       "paints and splat the rat.")
finish(question, expected="cake stall, bottle tombola, coconut shy, face paints, splat the rat and Mrs Patel's plant "
                          "stall - no bric-a-brac this year", actual=reply)
