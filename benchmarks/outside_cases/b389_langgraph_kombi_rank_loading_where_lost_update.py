"""Batch 389 (held out). A kombi rank in Harare: LangGraph InMemoryStore (sync), two writers in threads.

App: the Chidembo Rd kombi rank (Harare) - kombis to Nyashanu Heights, Dzidzai and Maringira Park, touts (mahwindi)
calling the routes, a rank marshal (Baba Tino) who says who loads where and when. The rank's helper keeps one record
per route in ("chidembo-rd-rank-2026", "routes") - where it loads, first and last load, the fare - and the group's
messages in ("chidembo-rd-rank-2026", "msgs"). The fare board job (Shingi's script that copies the owners' fare of the
day into the helper) reads a route record, adds the day's fare and fuel price and writes the whole record back;
Baba Tino edits the same record at the same time.

Planted fault (UpdateError, lost update): the fare board job reads the Nyashanu Heights record (loads at bay 3 by
the boom gate, first load 5am, last 8pm); Baba Tino writes in, Sat 14/03/26, that council has closed bay 3 for the
new drain, so Nyashanu kombis load behind Chimombe Fuels at the back gate, not bay 3, times the same; the fare board
job then puts back its stale copy with the day's fare, losing Baba Tino's edit. Question (Mon 16/03/26, Mai Rutendo):
"where do I get the kombi to Nyashanu Heights now? they've dug up everything at the rank" -> expected behind
Chimombe Fuels at the back gate (bay 3's closed for the drain). The assistant says bay 3 by the boom gate.

Expected verdict: UpdateError at langgraph.store.put (the fare board job's put, wrapped in fault()): Baba Tino's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
where the kombi loads. Asserted: Baba Tino's edit was in the store before the stale put; the Nyashanu record has the
day's fare and bay 3, and no context line has Chimombe, the back gate or the drain.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b389_langgraph_kombi_rank_loading_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROUTES = ("chidembo-rd-rank-2026", "routes")
MSGS = ("chidembo-rd-rank-2026", "msgs")
KEY = "nyashanu-heights"
RECORDS = {
    KEY: {"details": "Nyashanu Heights kombis load at bay 3 by the boom gate. first load 5am, last load 8pm, via "
                     "Nzou Rd + the flyover. 15 seaters only",
          "by": "Baba Tino"},
    "dzidzai": {"details": "Dzidzai kombis load at bay 1 next to the vendors, first 5.30am, last 7.30pm. Sundays "
                           "only from 7am",
                "by": "Baba Tino"},
    "maringira-park": {"details": "Maringira Park loads at bay 2 (opposite the tuckshop), 6am to 7pm, no pick ups "
                                  "on the road by the school",
                       "by": "Baba Tino"},
}
MSG_LINES = [
    ("2026-03-02T06:10", "Shingi", "rank fee $5 per kombi per day, pay Baba Tino before first load"),
    ("05/03/26", "Baba Tino", "mahwindi no more dragging passengers by the hand, last warning"),
    ("Thu 12/03", "Farai", "ZRP roadblock at the flyover from 6am, have your licence disc ready"),
]
EDIT = {"details": "Nyashanu Heights kombis now load BEHIND Chimombe Fuels at the back gate, not bay 3 - council "
                   "closed bay 3 for the new drain 🚧 first load 5am, last load 8pm same, via Nzou Rd + the flyover. 15 "
                   "seaters only",
        "edited": "Baba Tino Sat 14/03/26"}
FARE = {"fare": "today $1.50 one way, bond 55, kids $1 (diesel $1.82/l)", "by": "fare board job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROUTES, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fare_board_job() -> None:
    copy = dict(store.get(ROUTES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FARE)
    with fault():
        store.put(ROUTES, KEY, copy)


def marshal_edit() -> None:
    read_done.wait()
    item = store.get(ROUTES, KEY)
    store.put(ROUTES, KEY, {**item.value, **EDIT})
    assert "load BEHIND Chimombe Fuels at the back gate, not bay 3" in store.get(ROUTES, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=fare_board_job, name="fare-board-job"),
           threading.Thread(target=marshal_edit, name="marshal-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where do I get the kombi to Nyashanu Heights now? they've dug up everything at the rank"
context = ["Today is Monday 16 March 2026. You are talking to Mai Rutendo, a passenger at the Chidembo Rd kombi rank "
           "in Harare."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROUTES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "bay 3 by the boom gate" in c and "today $1.50" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("chimombe", "back gate", "drain")), context
reply = answer(f"(Mai Rutendo) {question}", context,
               mock="At bay 3 by the boom gate, mhamha - first load is 5am, last one 8pm.")
finish(question, expected="behind Chimombe Fuels at the back gate - council closed bay 3 for the new drain",
       actual=reply)
