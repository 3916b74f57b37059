"""Batch 22 (held out). A food truck's events and rota: LangGraph InMemoryStore (sync), two writers in threads.

App: Lena runs "Bao Down", a bao and noodle truck, with three part-timers. The store keeps one record per event
(``("baodown", "events")``, key = event, value = where, date, hours, rota, stock, notes) and a namespace of team
messages; the assistant answers from a search of both. Two things write the Ely record at once: the stocktake import
(Dev's tablet: it reads the record, counts the freezer, then writes the whole record back with the stock line) and
Lena's phone, which records the rota swap Pat and Marta agreed on the group chat.

Planted fault (UpdateError, lost update): the stocktake read the Ely record before Lena's edit ("Sat: Marta on the
hatch w Dev 11-7 - Pat's at her sister's hen do, Marta's doing it, Pat's doing Marta's Sun at Newmarket") and puts
back its stale copy, whose rota still says "Sat: Pat + Dev 11-7". Question (Thu 2/10): "Who's on the hatch with Dev
at Ely on Saturday?" -> expected "Marta (covering for Pat)". The assistant says Pat.

Expected verdict: UpdateError at langgraph.store.put, the stocktake's put (inside fault()). Asserted: Lena's edit
is in the record before the stocktake's put and missing from the final context, which says "Sat: Pat + Dev".
Another reading: none that we see; nothing is deleted, and the team messages only say Pat might have a clash.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b22_langgraph_foodtruck_ely_rota_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("baodown", "events")
TEAM = ("baodown", "team-chat")
RECORDS = {
    "ely-food-fest": {"event": "Ely Food Festival", "where": "Jubilee Gardens, pitch 9 by the bandstand",
                      "date": "Sat 4 + Sun 5 Oct", "hours": "11-7 Sat, 11-5 Sun",
                      "rota": "Sat: Pat + Dev 11-7; Sun: Lena + Dev 11-5",
                      "stock": "tbc", "notes": "pitch fee GBP 180 paid, 16A hook-up supplied, bring 2 gazebo weights"},
    "newmarket-sunday": {"event": "Newmarket Sunday market", "where": "the Rookery car park",
                         "date": "every Sun", "hours": "9-2", "rota": "Sun 5/10: Marta + Lena",
                         "stock": "usual", "notes": "GBP 45 a week, cash to the market office"},
    "wedding-soham": {"event": "Wedding (Chloe + Ash)", "where": "Soham, the barn at Cross Farm",
                      "date": "Sat 11 Oct", "hours": "evening food 8-9.30", "rota": "Lena + Marta + Pat",
                      "stock": "120 covers, pork + mushroom bao", "notes": "GBP 1,440 balance due 4/10"},
}
TEAM_MSGS = [
    ("2025-09-15", "Lena", "Ely's confirmed!! pitch 9, right by the bandstand. Need 2 of us Sat, 2 Sun"),
    ("2025-09-18", "Pat", "Might have a family thing on the 4th, will let you know asap x"),
    ("2025-09-22", "Dev", "Gas: 2 x 19kg full, 1 half. Ordering another for Ely"),
    ("2025-09-24", "Marta", "Can do any Sat in Oct except the 18th"),
    ("2025-09-26", "Lena", "Price list for Ely: bao GBP 6.50, 2 for 12, noodles GBP 9, bubble tea GBP 4.50"),
    ("2025-09-29", "Dev", "Generator serviced, GBP 85, runs quieter now"),
    ("2025-09-30", "Lena", "Wedding balance reminder sent to Chloe"),
]
SWAP = ("Sat: Marta on the hatch w Dev 11-7 - Pat's at her sister's hen do, Marta's doing it, Pat's doing Marta's Sun "
        "at Newmarket; Sun: Lena + Dev 11-5")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(TEAM_MSGS, 1):
    store.put(TEAM, f"msg-{i:02d}", {"date": day, "from": who, "text": text})

read_done, lena_done = threading.Event(), threading.Event()


def stocktake_import() -> None:
    copy = dict(store.get(EVENTS, "ely-food-fest").value)
    read_done.set()
    lena_done.wait()
    copy["stock"] = "bao buns 22 packs (x10), pork belly 9kg, shiitake 4kg, noodles 30 portions, bubble tea pearls 3 bags"
    with fault():
        store.put(EVENTS, "ely-food-fest", copy)


def lena_phone() -> None:
    read_done.wait()
    item = store.get(EVENTS, "ely-food-fest")
    store.put(EVENTS, "ely-food-fest", {**item.value, "rota": SWAP, "edited": "Wed 1/10 (Lena)"})
    assert "Marta on the hatch w Dev" in store.get(EVENTS, "ely-food-fest").value["rota"]
    lena_done.set()


threads = [threading.Thread(target=stocktake_import, name="stocktake-import"),
           threading.Thread(target=lena_phone, name="lena-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Who's on the hatch with Dev at Ely on Saturday?"
events = store.search(EVENTS, limit=10)
chat = store.search(TEAM, limit=50)
context = ["Today is Thu 2/10/25."] + [f"{e.key}: {flat(e.value)}" for e in events] + \
          [f"{m.value['date']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any("Sat: Pat + Dev 11-7" in c for c in context), context
assert not any("Marta on the hatch" in c or "hen do" in c for c in context), context
reply = answer(question, context, mock="Pat - the Ely rota has Pat + Dev 11-7 on Saturday (she mentioned a possible "
                                       "family thing on the 4th but nothing's been changed).")
finish(question, expected="Marta - she's covering Pat's Saturday (Pat's at a hen do and does Marta's Sunday at "
                          "Newmarket)", actual=reply)
