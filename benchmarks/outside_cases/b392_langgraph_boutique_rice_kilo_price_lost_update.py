"""Batch 392 (held out). A corner boutique shop's price list: LangGraph InMemoryStore (sync), two writers in threads.

App: Nimal Stores is a boutique in an invented Colombo lane - rice by the kilo, bread from the bakery van, kiri
packets, parippu, sugar, a credit book. The shop's helper keeps one record per shelf of the price list in
("nimal-stores-2053", "prices") - rice, bread, kiri, dry goods - and the WhatsApp messages in
("nimal-stores-2053", "msgs"). The stock job (Chaminda's script that copies the mill's delivery note into the helper)
reads the rice record, adds the stock that came and writes the whole record back; Kumari (Nimal's wife) edits the
same record at the same time.

Planted fault (UpdateError, lost update): the stock job reads the rice record (samba Rs. 225 a kilo, nadu Rs. 190,
red raw Rs. 210, keeri samba Rs. 340); Kumari writes in, Tue 10/06, that the mill put up the samba, aney - Rs. 240 a
kilo now, not 225, rest the same; the stock job then puts back its stale copy with the delivery line, losing her
edit. Question (Thu 12/06, Nimal): "Jayawardena aunty wants 3 kilo samba + 2 kilo nadu sent home, how much to tell
her?" -> expected Rs. 1100 (3 x 240 + 2 x 190). The assistant says Rs. 1055.

Expected verdict: UpdateError at langgraph.store.put (the stock job's put, wrapped in fault()): Kumari's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
price. Asserted: Kumari's edit was in the store before the stale put; the rice record has the delivery line and
samba at Rs. 225, and no context line has 240 or "put up the samba".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b392_langgraph_boutique_rice_kilo_price_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PRICES = ("nimal-stores-2053", "prices")
MSGS = ("nimal-stores-2053", "msgs")
KEY = "rice"
RECORDS = {
    KEY: {"details": "rice per kilo: samba Rs. 225, nadu Rs. 190, red raw Rs. 210, keeri samba Rs. 340. half kilo "
                     "also ok, round up to the 5 rupees",
          "by": "Nimal"},
    "bread": {"details": "bakery van 6 am + 6.30 pm: loaf Rs. 140, roast paan Rs. 45, kimbula banis Rs. 60, seeni "
                         "sambol bun Rs. 70",
              "by": "Nimal"},
    "kiri": {"details": "kiri packet Rs. 190, yoghurt Rs. 80, curd chatty Rs. 450 (only Fri-Sun)",
             "by": "Kumari"},
    "dry": {"details": "parippu Rs. 320 a kilo, sugar Rs. 260 a kilo, coconut Rs. 110 (big ones 130)",
            "by": "Kumari"},
}
MSG_LINES = [
    ("2053-06-01T07:10", "Nimal", "delivery to houses in the lane only, Rs. 50 extra if under Rs. 1000"),
    ("04/06", "Kumari", "Jayawardena aunty is on the book till month end, she'll pay on the 30th"),
    ("Mon 09/06", "Chaminda", "mill delivery Tue am, I'll put the stock in the helper"),
]
EDIT = {"details": "rice per kilo - the mill put up the samba aney 😩 Rs. 240 now, not 225. rest same: nadu Rs. 190, "
                   "red raw Rs. 210, keeri samba Rs. 340. round up to the 5 rupees",
        "edited": "Kumari tue 10/06"}
STOCK = {"stock": "mill delivery tue 10/06: 50 kg nadu, 25 kg samba, 10 kg red raw", "by": "stock job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PRICES, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stock_job() -> None:
    copy = dict(store.get(PRICES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STOCK)
    with fault():
        store.put(PRICES, KEY, copy)


def kumari_edit() -> None:
    read_done.wait()
    item = store.get(PRICES, KEY)
    store.put(PRICES, KEY, {**item.value, **EDIT})
    assert "Rs. 240 now, not 225" in store.get(PRICES, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=stock_job, name="stock-job"),
           threading.Thread(target=kumari_edit, name="kumari-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Jayawardena aunty wants 3 kilo samba + 2 kilo nadu sent home, how much to tell her?"
context = ["Today is Thu 12 June 2053. You are talking to Nimal, who runs Nimal Stores (a boutique shop)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PRICES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "samba Rs. 225" in c and "mill delivery tue" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("240", "put up the samba")), context
reply = answer(f"(Nimal) {question}", context,
               mock="Rs. 1055 - 3 kilo samba at 225 is 675, 2 kilo nadu at 190 is 380. Over 1000, so no delivery "
                    "charge.")
finish(question, expected="Rs. 1100 - samba is Rs. 240 a kilo now (3 x 240 = 720) plus 2 x 190 = 380", actual=reply)
