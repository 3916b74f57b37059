"""Batch 373 (held out). A family spaza shop's suppliers: LangGraph InMemoryStore (sync), two writers in threads.

App: Ma Zodwa's spaza in Mahlangeni Gardens (Ma Zodwa, her son Sizwe, her daughter Lerato, and Lwazi, a cousin who
helps on weekends) keeps one record per supplier in ("ma-zodwa-spaza-2026", "suppliers") - the cold drinks rep, the
bread van, the cash n carry run, the paraffin - and the family group's messages in ("ma-zodwa-spaza-2026", "msgs").
The stock-take job (Lerato's script that copies her Saturday count into the helper) reads the cold drinks record,
adds the crates on hand and writes the whole record back; Ma Zodwa edits the same record at the same time.

Planted fault (UpdateError, lost update): the stock-take job reads the cold drinks record (Bra Sello delivers
Thursdays 08:00-09:00, cash on delivery, min 10 crates); Ma Zodwa writes in, Sat the 14th, that Bra Sello phoned -
his route's changed, so from this week they deliver on TUESDAYS not Thursdays, 07:00-08:00, still cash; the
stock-take job then puts back its stale copy with its count, losing her edit. Question (Mon 16 Mar, Sizwe): "what
day's the cold drinks coming this week? I must draw cash for it" -> expected Tue the 17th, 07:00-08:00. The
assistant resolves Thursday against the week and says Thu the 19th, 08:00-09:00.

Expected verdict: UpdateError at langgraph.store.put (the stock-take job's put, wrapped in fault()): Ma Zodwa's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the day. Asserted: her edit was in the store before the stale put; the cold drinks record has the crate count and
Thursdays, and no context line has Tuesday, 07:00 or the route change.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b373_langgraph_spaza_cold_drinks_delivery_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SUPPLIERS = ("ma-zodwa-spaza-2026", "suppliers")
MSGS = ("ma-zodwa-spaza-2026", "msgs")
KEY = "cold_drinks"
RECORDS = {
    KEY: {"details": "cold drinks - Bra Sello from the depot, delivers THURSDAYS 08:00-09:00, cash on delivery only, "
                     "min order 10 crates, empties back or R30 deposit a crate",
          "by": "Ma Zodwa"},
    "bread": {"details": "bread van every day except Sun, 06:30 ish (when he's not late 🙄), 40 white 20 brown, pay "
                         "Fridays", "by": "Sizwe"},
    "cash_n_carry": {"details": "Sizwe goes Tue mornings with Bra Lucky's bakkie, R150 petrol money, list on the "
                                "fridge", "by": "Sizwe"},
    "paraffin": {"details": "paraffin drum refill every 2nd Mon, 210L, the guy phones the day before",
                 "by": "Ma Zodwa"},
}
MSG_LINES = [
    ("2026/03/02", "Lerato", "new price board is up, mealie meal R134,99 now, people are complaining eish"),
    ("Thu 5 Mar", "Sizwe", "cold drinks came, 12 crates, paid R3 480 cash, Bra Sello says hi Ma"),
    ("11/03", "Lwazi", "I'm doing Sat + Sun this wk, I'll open at 7"),
]
EDIT = {"details": "cold drinks - Bra Sello phoned, his route's changed so from THIS WEEK they deliver on TUESDAYS "
                   "not Thursdays, 07:00-08:00 😬 still cash on delivery only, min 10 crates, empties back or R30 "
                   "deposit a crate",
        "edited": "Ma Zodwa Sat the 14th"}
COUNT = {"on_hand": "stock-take Sat the 14th: 3 full crates + 9 empties in the back", "by": "stock-take job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SUPPLIERS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stock_take_job() -> None:
    copy = dict(store.get(SUPPLIERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COUNT)
    with fault():
        store.put(SUPPLIERS, KEY, copy)


def ma_zodwa_edit() -> None:
    read_done.wait()
    item = store.get(SUPPLIERS, KEY)
    store.put(SUPPLIERS, KEY, {**item.value, **EDIT})
    assert "deliver on TUESDAYS not Thursdays" in store.get(SUPPLIERS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=stock_take_job, name="stock-take-job"),
           threading.Thread(target=ma_zodwa_edit, name="ma-zodwa-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the cold drinks coming this week? I must draw cash for it"
context = ["Today is Mon 16 March 2026. You are talking to Sizwe, who runs Ma Zodwa's spaza with his mother and "
           "sister."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SUPPLIERS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "delivers THURSDAYS 08:00-09:00" in c and "3 full crates" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("tuesdays", "07:00", "route")), context
reply = answer(f"(Sizwe) {question}", context, mock="Thursday the 19th, 08:00-09:00 - Bra Sello's cash on delivery, "
                                                    "so draw it by Wednesday.")
finish(question, expected="Tue the 17th, 07:00-08:00 - Bra Sello's route changed to Tuesdays from this week",
       actual=reply)
