"""Batch 132 (held out). A rowing regatta committee's hire records: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Avonford Regatta committee keeps one record per hire in ("avonford-regatta", "hire") (supplier, what,
cost, when it goes up) and the committee's odd notes in ("avonford-regatta", "notes"). The treasurer's deposits job
reads a hire record, adds the deposit paid, and writes the whole record back; Clive, who does the site, edits the
same record at the same time.

Planted fault (UpdateError, lost update): the deposits job reads the marquee record (Hendy's, the 9x18m main tent for
the boat park and bar, £1,150 inc VAT, up Fri 26th 3pm); Clive writes in what he agreed with Hendy's on the phone on
2.6. - a 6x6 for the bar as well, £260, invoice to follow, so £1,410 all in; the deposits job then puts back its stale
copy with the £300 deposit, losing his edit. Question (Thu 4/6, Mags, the treasurer, doing the budget sheet):
"what's hendy's bill coming to all in? doing the budget sheet for tues" -> expected £1,410 (£1,150 + £260 for the
bar tent). The assistant says £1,150.

Expected verdict: UpdateError at langgraph.store.put (the deposits job's put, wrapped in fault()): Clive's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Clive's edit was in the store before the stale put; the record has the deposit and the £1,150
alone, and no context line mentions the 6x6 or £260.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b132_langgraph_regatta_marquee_bill_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HIRE = ("avonford-regatta", "hire")
NOTES = ("avonford-regatta", "notes")
KEY = "marquees"
RECORDS = {
    KEY: {"supplier": "Hendy's Marquees", "what": "main tent 9x18m for the boat park + bar",
          "cost": "£1,150 inc VAT", "up": "Fri 26th 3pm, down mon am", "contact": "Gary Hendy 07700 900412"},
    "toilets": {"supplier": "Loo-Lux", "what": "2 trailers (1 accessible)", "cost": "£495",
                "up": "delivered fri am, collected mon"},
    "pa": {"supplier": "Steve (club)", "what": "PA + commentary box on the bank", "cost": "free, buy him a pint",
           "up": "sat 7.30ish"},
}
NOTE_LINES = [
    ("14/5", "Sue", "entries close Weds 17th june, 62 crews so far, the J15s are massive this year"),
    ("Tue 19th may", "Clive", "EA say the river's fine, course 1000m as per, umpires' launch booked"),
    ("28/5", "Mags", "budget sheet for the meeting tues 9th pls, everything in by sun"),
]
EDIT = {"what": "main tent 9x18m for the boat park + a 6x6 for the bar (agreed w Gary on the phone 2.6.)",
        "cost": "£1,150 main tent + £260 the 6x6 = £1,410 all in, invoice for the 6x6 to follow",
        "edited": "Clive 2.6."}
DEPOSIT = {"deposit": "£300 paid 28/5 by BACS, balance on the day", "deposit by": "treasurer's deposits job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(HIRE, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def deposits_job() -> None:
    copy = dict(store.get(HIRE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(DEPOSIT)
    with fault():
        store.put(HIRE, KEY, copy)


def clive_edit() -> None:
    read_done.wait()
    item = store.get(HIRE, KEY)
    store.put(HIRE, KEY, {**item.value, **EDIT})
    assert "£1,410" in store.get(HIRE, KEY).value["cost"]
    edit_done.set()


threads = [threading.Thread(target=deposits_job, name="treasurer-deposits"),
           threading.Thread(target=clive_edit, name="clive-site-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's hendy's bill coming to all in? doing the budget sheet for tues"
context = ["Today is Thu 4 June 2037. You are talking to Mags, treasurer of the Avonford Regatta committee."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(HIRE, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "cost: £1,150 inc VAT" in c and "deposit: £300" in c for c in context), \
    context
assert not any("6x6" in c or "£260" in c or "£1,410" in c for c in context), context
reply = answer(question, context, mock="£1,150 inc VAT for the main tent - you've paid £300 deposit, so £850 on the "
                                       "day.")
finish(question, expected="£1,410 - £1,150 for the main tent plus £260 for the 6x6 bar tent Clive added",
       actual=reply)
