"""Batch 24 (held out). A pub quiz league's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: the Fens & Villages Quiz League keeps one record per fixture (``("fvql", "fixtures")``, key = week + teams,
value = date, venue, start, quizmaster, table and notes) and a namespace of captains' messages; Marie, captain of
the Quizzly Bears, asks the assistant from a search of both. Two things write the week-9 record at once: the
league table import (Gav's spreadsheet sync: it reads the record, works out both teams' table positions after week
8 and writes the whole record back) and Marie's phone, which records the new night the Usual Suspects agreed.

Planted fault (UpdateError, lost update): the import read the week-9 record before Marie's edit ("Weds 18/2, 8pm -
Red Lion's got a wake in the back room on the Tues, Suspects ok'd it, Gav knows") and puts back its stale copy,
whose date still says "Tue 17/2, 8pm". Question (Fri 13/2/26): "What's the date of our week 9 match v the Usual
Suspects? dd/mm/yy for the team sheet" -> expected "18/02/26". The assistant says 17/02/26.

Expected verdict: UpdateError at langgraph.store.put, the import's put (inside fault()). Asserted: Marie's edit is
in the record before the import's put and missing from the final context, which says "Tue 17/2". Another reading:
none that we see; nothing is deleted, and the messages only say the Red Lion "might have something on".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b24_langgraph_quizleague_wk9_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FIXTURES = ("fvql", "fixtures")
CHAT = ("fvql", "captains-chat")
RECORDS = {
    "wk8-bears-v-brainstormers": {"week": "8", "home": "Brainstormers", "away": "Quizzly Bears",
                                  "date": "Tue 10/2, 8pm", "venue": "the Plough, Stretham",
                                  "quizmaster": "Steve", "table": "tbc",
                                  "notes": "Bears won 62-55, picture round 9/10"},
    "wk9-bears-v-suspects": {"week": "9", "home": "Quizzly Bears", "away": "The Usual Suspects",
                             "date": "Tue 17/2, 8pm", "venue": "Red Lion, Soham (our home pub)",
                             "quizmaster": "Bev", "table": "tbc",
                             "notes": "home team brings the answer sheets + pens, £2 a head to the kitty"},
    "wk10-bears-v-eggheads": {"week": "10", "home": "Ely Eggheads", "away": "Quizzly Bears",
                              "date": "Tue 24/2, 8pm", "venue": "the Minster Tavern, Ely",
                              "quizmaster": "Gav", "table": "tbc", "notes": "parking's a nightmare, share lifts"},
}
CHAT_MSGS = [
    ("2026-02-02", "Marie", "Bears - 4 of us needed every wk, 6 max on the sheet. Sign up on the WhatsApp pls"),
    ("2026-02-05", "Trev (Suspects)", "Heads up Marie - heard the Red Lion might have something on that wk, check?"),
    ("2026-02-07", "Gav", "Reminder: rearranged fixtures need both captains to agree + tell me, no points otherwise"),
    ("2026-02-10", "Marie", "62-55 at the Plough!! Steve's music round was evil"),
    ("2026-02-11", "Priya", "Can't do the 17th, parents' evening. Any other wk fine"),
    ("2026-02-12", "Gav", "Table after wk 8 going up tonight, will update the fixtures too"),
]
NEW_NIGHT = ("Weds 18/2, 8pm - Red Lion's got a wake in the back room on the Tues, Suspects ok'd it, Gav knows")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FIXTURES, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"date": day, "from": who, "text": text})

read_done, marie_done = threading.Event(), threading.Event()


def table_import() -> None:
    copy = dict(store.get(FIXTURES, "wk9-bears-v-suspects").value)
    read_done.set()
    marie_done.wait()
    copy["table"] = "after wk 8: Bears 3rd (41 pts), Usual Suspects 5th (36 pts)"
    with fault():
        store.put(FIXTURES, "wk9-bears-v-suspects", copy)


def marie_phone() -> None:
    read_done.wait()
    item = store.get(FIXTURES, "wk9-bears-v-suspects")
    store.put(FIXTURES, "wk9-bears-v-suspects", {**item.value, "date": NEW_NIGHT, "edited": "Thu 12/2 (Marie)"})
    assert "Weds 18/2" in store.get(FIXTURES, "wk9-bears-v-suspects").value["date"]
    marie_done.set()


threads = [threading.Thread(target=table_import, name="league-table-import"),
           threading.Thread(target=marie_phone, name="marie-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "What's the date of our week 9 match v the Usual Suspects? dd/mm/yy for the team sheet"
fixtures = store.search(FIXTURES, limit=10)
chat = store.search(CHAT, limit=50)
context = ["Today is Fri 13/2/26."] + [f"{f.key}: {flat(f.value)}" for f in fixtures] + \
          [f"{m.value['date']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any("date: Tue 17/2, 8pm" in c and "wk9-bears-v-suspects" in c for c in context), context
assert not any("Weds 18/2" in c or "wake in the back room" in c for c in context), context
reply = answer(question, context, mock="17/02/26 - Tuesday, 8pm at the Red Lion in Soham, Bev's the quizmaster.")
finish(question, expected="18/02/26 - it's on the Wednesday that week", actual=reply)
