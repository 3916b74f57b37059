"""Batch 382 (held out). A chop bar in Accra: LangGraph InMemoryStore (sync), two writers in threads.

App: Auntie Aku's Chop Bar by the Madina trotro station - waakye in the morning, fufu and light soup from 11, kenkey
and fried fish, banku and okro on Saturdays. The chop bar's helper keeps one record per part of the business in
("auntie-aku-chopbar-2026", "info") - the morning waakye, the fufu, the suppliers, the staff - and customers'
messages in ("auntie-aku-chopbar-2026", "msgs"). The stock job (Kwabena's script that copies the Saturday stock
count into the helper) reads the morning record, adds the rice and beans count and writes the whole record back;
Auntie Aku edits the same record at the same time.

Planted fault (UpdateError, lost update): the stock job reads the morning record (waakye from 6am, extras wele, egg,
talia, gari, fish, finished by 10); Auntie Aku writes in, Sat 14/03/26, that from Monday 16/03 they open at 5.30am -
the trotro drivers at the station begged, they want to chop before the first load - and Adwoa will light the fire at
4.30; the stock job then puts back its stale copy with its count, losing her edit. Question (Sun 15/03/26, Kwaku, a
trotro driver): "Auntie what time are you opening tomorrow? my first load to Adenta is 6 o'clock, I want to chop
before" -> expected 5.30am (from Monday 16/03/26). The assistant says 6am.

Expected verdict: UpdateError at langgraph.store.put (the stock job's put, wrapped in fault()): Auntie Aku's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: her edit was in the store before the stale put; the morning record has the stock count and "open
6am", and no context line has 5.30, 4.30 or the drivers begging.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b382_langgraph_chopbar_waakye_opening_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

INFO = ("auntie-aku-chopbar-2026", "info")
MSGS = ("auntie-aku-chopbar-2026", "msgs")
KEY = "morning"
RECORDS = {
    KEY: {"details": "WAAKYE 🍛 we open 6am Mon-Sat, extras: wele, egg, talia, gari, fish, avocado when in season. "
                     "waakye finishes by 10, after that fufu from 11",
          "by": "Auntie Aku"},
    "fufu": {"details": "fufu + light soup or palmnut soup from 11 till it finishes, goat or chicken or fish. "
                        "banku + okro on Saturdays",
             "by": "Auntie Aku"},
    "suppliers": {"details": "plantain + cassava from Auntie Dede (the market queen) at Madina market, Tue + Fri. "
                             "kenkey from Auntie Korkor, 100 balls a day",
                  "by": "Auntie Aku"},
    "staff": {"details": "Adwoa on the waakye pot, Kwesi pounding fufu, Akua washing plates. GH₵ 40 a day + chop",
              "by": "Auntie Aku"},
}
MSG_LINES = [
    ("2026-03-02T07:15", "Fiifi", "Auntie the waakye today was 🔥 God bless you"),
    ("05/03/26", "Mr Owusu", "pls reserve 8 fufu with goat for my office tomorrow, I'm coming at 12 to pay"),
    ("Thu 12/03/26", "Naa", "is the gari for the waakye extra or included? - Auntie Aku: included, talia is GH₵ 3"),
]
EDIT = {"details": "WAAKYE 🍛 from Monday 16/03 we open 5.30am!! the trotro drivers at the station begged, they want "
                   "to chop before the first load. Adwoa will light the fire at 4.30. extras as before: wele, egg, "
                   "talia, gari, fish. waakye finishes by 10, fufu from 11",
        "edited": "Auntie Aku Sat 14/03/26"}
STOCK = {"stock": "rice 2 bags, beans 5 olonka, gari 1 bag (Sat 14/03 count)", "by": "stock job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(INFO, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stock_job() -> None:
    copy = dict(store.get(INFO, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STOCK)
    with fault():
        store.put(INFO, KEY, copy)


def auntie_aku_edit() -> None:
    read_done.wait()
    item = store.get(INFO, KEY)
    store.put(INFO, KEY, {**item.value, **EDIT})
    assert "from Monday 16/03 we open 5.30am" in store.get(INFO, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=stock_job, name="stock-job"),
           threading.Thread(target=auntie_aku_edit, name="auntie-aku-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Auntie what time are you opening tomorrow? my first load to Adenta is 6 o'clock, I want to chop before"
context = ["Today is Sun 15 March 2026. You are talking to Kwaku, a trotro driver at the Madina station who eats at "
           "Auntie Aku's Chop Bar."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(INFO, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "we open 6am" in c and "rice 2 bags" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("5.30", "4.30", "begged")), context
reply = answer(f"(Kwaku) {question}", context,
               mock="We open at 6am, Kwaku - so come straight at 6 and Adwoa will serve you quick before your load.")
finish(question, expected="5.30am - from Monday 16/03 they open early for the trotro drivers", actual=reply)
