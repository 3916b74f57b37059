"""Batch 390 (held out). A roadside market stall's Saturday load to the Suva market: LangGraph InMemoryStore (sync),
two writers in threads.

App: Losana's family run a roadside stall at the Korovuli junction and on Saturdays send a load of dalo and cassava
to the Suva market on Vili's carrier truck. The stall's helper keeps one record per part of it in
("korovuli-stall-2050", "plan") - the carrier, the prices, the roster, the farmers - and the family's Viber lines in
("korovuli-stall-2050", "msgs"). The tally job (Sera's script that copies the stock sheet into the helper) reads the
carrier record, adds Saturday's load and writes the whole record back; Losana edits the same record at the same
time.

Planted fault (UpdateError, lost update): the tally job reads the carrier record (Vili picks up 5.30am Sat at the
Korovuli junction shelter, $20 a trip, we load it ourselves); Losana writes in, Thu 17/3, that Vili says the junction
shelter's all mud after the rain and the truck got stuck there last wk, so this Sat he picks up at the church gate,
same 5.30; the tally job then puts back its stale copy with the load, losing Losana's edit. Question (Fri 18/3,
Sera): "where's Vili picking up the load tmrw? me + the boys will carry the sacks there tonight" -> expected the
church gate (the junction shelter's all mud). The assistant says the Korovuli junction shelter.

Expected verdict: UpdateError at langgraph.store.put (the tally job's put, wrapped in fault()): Losana's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the pick-up.
Asserted: Losana's edit was in the store before the stale put; the carrier record has the load and the junction
shelter, and no context line has the church gate, the mud or "stuck".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b390_langgraph_market_stall_carrier_pickup_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("korovuli-stall-2050", "plan")
MSGS = ("korovuli-stall-2050", "msgs")
KEY = "carrier"
RECORDS = {
    KEY: {"details": "Sat carrier to Suva market: Vili picks up 5.30am at the Korovuli junction shelter, $20 a trip "
                     "cash to him, we load it ourselves. sacks tied + named pls",
          "by": "Losana"},
    "prices": {"details": "board: dalo $12 a bundle (since the flood), cassava $5 a heap, rourou $2, bananas $3 a "
                          "bunch. Suva market prices a bit higher, Mele's sister sets them",
               "by": "Losana"},
    "roster": {"details": "stall: Sera mornings, Losana after 12, the boys after school. sega Sunday",
               "by": "Losana"},
    "farmers": {"details": "Tomasi - dalo Mon + Thu, $8 a bundle to him. Bui Seini - cassava Wed, $25 a sack",
                "by": "Sera"},
}
MSG_LINES = [
    ("2050-03-02T19:10", "Losana", "vinaka everyone, last Sat's load all sold by 9am at the market 😀"),
    ("9/3", "Sera", "tarp has a hole, isa, need a new one before the rain"),
    ("Sat 12/3", "Mele", "Suva market busy, dalo went first, cassava slow"),
]
EDIT = {"details": "Sat carrier to Suva market: Vili says the junction shelter's all mud after the rain, truck got "
                   "stuck there last wk 😩 so this Sat he picks up at the church gate instead, same 5.30am, $20 a "
                   "trip, we load it ourselves",
        "edited": "Losana Thu 17/3"}
LOAD = {"load": "this Sat: 14 bundles dalo, 9 heaps cassava in 3 sacks, 6 bundles rourou", "by": "tally job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tally_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LOAD)
    with fault():
        store.put(PLAN, KEY, copy)


def losana_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "picks up at the church gate instead" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=tally_job, name="tally-job"),
           threading.Thread(target=losana_edit, name="losana-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's Vili picking up the load tmrw? me + the boys will carry the sacks there tonight"
context = ["Today is Fri 18 March 2050. You are talking to Sera, who helps run the Korovuli junction stall."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Korovuli junction shelter" in c and "14 bundles dalo" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("church gate", "mud", "stuck")), context
reply = answer(f"(Sera) {question}", context,
               mock="At the Korovuli junction shelter, 5.30am - Vili's $20, and you all load it yourselves.")
finish(question, expected="the church gate - the junction shelter's all mud, the truck got stuck there", actual=reply)
