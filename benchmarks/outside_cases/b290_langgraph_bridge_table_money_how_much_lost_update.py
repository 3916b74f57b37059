"""Batch 290 (held out). A bridge club's money: LangGraph InMemoryStore (sync), two writers in threads.

App: Stainland Bridge Club play duplicate on Monday and Thursday evenings in the Mechanics' Institute - table money
on the night, annual subs, tea and biscuits at the half-way. The club's helper keeps one record per topic in
("stainland-bc", "club") - money, sessions, teas, partners - and members' messages in ("stainland-bc", "msgs").
The website job (Alan's script that copies the club's web page into the helper) reads the money record, adds a
"last synced" line and writes the whole record back; Sue (the treasurer) edits the same record at the same time.

Planted fault (UpdateError, lost update): the website job reads the money record (table money £3 a head, subs £20
a year due 1st Oct, teas 50p, visitors £4); Sue writes in, 1/12, that from Thursday 1st December table money's
£3.50 a head - the Institute's put the rent up again - subs and teas as they were; the website job then puts back
its stale copy with its sync line, losing Sue's edit. Question (Mon 5/12, Margaret): "how much is table money now?
want to have the right change for me + Derek tonight" -> expected £7 for the two of them (£3.50 a head since the
1st). The assistant says £6.

Expected verdict: UpdateError at langgraph.store.put (the website job's put, wrapped in fault()): Sue's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the table
money. Asserted: Sue's edit was in the store before the stale put; the money record has the sync line and "£3 a
head", and no context line has £3.50 or the rent.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b290_langgraph_bridge_table_money_how_much_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUB = ("stainland-bc", "club")
MSGS = ("stainland-bc", "msgs")
KEY = "money"
RECORDS = {
    KEY: {"details": "table money £3 a head on the nite (cash pls, the card machine's a nightmare), subs £20/yr due "
                     "1st oct, teas 50p in the jar, visitors £4",
          "by": "Sue"},
    "sessions": {"details": "duplicate mon + thurs 7.15 for 7.30 at the Mechanics' Institute, 24 boards, EBU "
                            "scored, results on Bridgewebs by the morning",
                 "by": "Alan"},
    "teas": {"details": "tea + biscuits at the half way, rota on the noticeboard, Jean's in charge of the urn (no one "
                        "else touches it)",
             "by": "Jean"},
    "partners": {"details": "need a partner? ring Pauline by 5 on the day, she keeps the list. host plays if we're "
                            "odd",
                 "by": "Pauline"},
}
MSG_LINES = [
    ("2050-11-07T21:40", "Alan", "new bidding boxes came 🙌 old ones to the school bridge club"),
    ("17.11.", "Pauline", "Derek's back from his hip op next mon, partnering Margaret"),
    ("Thu 24th Nov", "Jean", "xmas drive thurs 15th dec instead of the duplicate, bring a plate"),
]
EDIT = {"details": "from thurs 1st dec table money's £3.50 a head 😬 (the Institute's put the rent up again) - subs "
                   "still £20/yr, teas still 50p, visitors £4.50. cash pls",
        "edited": "Sue 1/12"}
SYNC = {"website": "last synced from stainland-bridge.org.uk - fri 25th nov 23:00", "by": "website job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLUB, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def website_job() -> None:
    copy = dict(store.get(CLUB, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(CLUB, KEY, copy)


def sue_edit() -> None:
    read_done.wait()
    item = store.get(CLUB, KEY)
    store.put(CLUB, KEY, {**item.value, **EDIT})
    assert "table money's £3.50 a head" in store.get(CLUB, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=website_job, name="website-job"),
           threading.Thread(target=sue_edit, name="sue-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is table money now? want to have the right change for me + Derek tonight"
context = ["Today is Mon 5 December 2050. You are talking to Margaret, a member of Stainland Bridge Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLUB, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "table money £3 a head" in c and "last synced" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("3.50", "rent")), context
reply = answer(f"(Margaret) {question}", context, mock="£6 for the two of you - it's £3 a head, cash.")
finish(question, expected="£7 - it's £3.50 a head since 1st Dec (the Institute put the rent up)", actual=reply)
