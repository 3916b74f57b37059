"""Batch 26 (held out). A village cricket club's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Downham CC keeps one record per 1st XI fixture (``("ldcc", "fixtures")``, key = date + opposition,
value = date, opposition, home/away, start, teas, umpire, notes) and a namespace of messages from the club's group
chat; the assistant answers from a search of both. Two things write the 21/6 record at once: the fixtures
secretary's sync from the league site (it reads the record, adds the appointed umpire and the scorer, and writes the
whole record back) and Helen, who runs the teas rota, on her phone.

Planted fault (UpdateError, lost update): the sync read the 21/6 record before Helen's edit ("Raj + Anita Mistry -
Sue H's knee op came through for the 20th, so they've swapped w her, she'll do 12/7") and puts back its stale copy,
whose teas still say "Sue + Dave Henderson". Question (Thu 19/6/25): "Who's on teas Saturday?" -> expected "the
Mistrys (Raj and Anita)". The assistant says the Hendersons.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Helen's edit is
in the record before the sync's put and missing from the final context, which says the Hendersons. Another reading:
none that we see; nothing is deleted, and the chat only says Sue is waiting on a date for her knee.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b26_langgraph_cricket_teas_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FIXTURES = ("ldcc", "fixtures")
CHAT = ("ldcc", "club-chat")
RECORDS = {
    "2025-06-14-haddenham": {"date": "Sat 14 June", "opposition": "Haddenham 2nds", "where": "away",
                             "start": "1.30pm", "teas": "(theirs)", "umpire": "tbc", "scorer": "tbc",
                             "notes": "Won by 4 wkts, Kamran 58*"},
    "2025-06-21-witchford": {"date": "Sat 21 June", "opposition": "Witchford", "where": "home",
                             "start": "1.30pm", "teas": "Sue + Dave Henderson", "umpire": "tbc", "scorer": "tbc",
                             "notes": "40 overs, bring your own whites, nets Thurs b4"},
    "2025-06-28-soham": {"date": "Sat 28 June", "opposition": "Soham Town", "where": "away", "start": "2pm",
                         "teas": "(theirs)", "umpire": "tbc", "scorer": "tbc", "notes": "minibus from the pav 12.45"},
    "2025-07-12-coveney": {"date": "Sat 12 July", "opposition": "Coveney", "where": "home", "start": "1.30pm",
                           "teas": "Raj + Anita Mistry", "umpire": "tbc", "scorer": "tbc",
                           "notes": "Coveney bring their own scorer"},
}
CHAT_MSGS = [
    ("9/6", "Helen", "Teas rota for the summer is up in the pav. £3.50 a head, swap between yourselves + tell me pls"),
    ("11/6", "Sue H", "Still waiting on a date for the knee, could be any time, will shout"),
    ("14/6", "Kamran", "58 not out and nobody bought me a pint"),
    ("15/6", "Phil (fixtures)", "League appointing umpires for home games from this wk, I'll put them on the list"),
    ("17/6", "Raj", "Anita's doing her lemon drizzle, don't tell the oppo"),
    ("18/6", "Helen", "Urn's on the blink, Dave's having a look"),
]
TEAS_EDIT = "Raj + Anita Mistry - Sue H's knee op came through for the 20th, so they've swapped w her, she'll do 12/7"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FIXTURES, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, helen_done = threading.Event(), threading.Event()


def league_sync() -> None:
    copy = dict(store.get(FIXTURES, "2025-06-21-witchford").value)
    read_done.set()
    helen_done.wait()
    copy.update(umpire="Mick Rowe (league panel)", scorer="Jess")
    with fault():
        store.put(FIXTURES, "2025-06-21-witchford", copy)


def helen_phone() -> None:
    read_done.wait()
    item = store.get(FIXTURES, "2025-06-21-witchford")
    store.put(FIXTURES, "2025-06-21-witchford", {**item.value, "teas": TEAS_EDIT, "edited": "Wed 18/6 Helen"})
    assert "Mistry" in store.get(FIXTURES, "2025-06-21-witchford").value["teas"]
    helen_done.set()


threads = [threading.Thread(target=league_sync, name="fixtures-league-sync"),
           threading.Thread(target=helen_phone, name="helen-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Who's on teas Saturday?"
fixtures = store.search(FIXTURES, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Thu 19/6/25."] + [f"{f.key}: {flat(f.value)}" for f in fixtures] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any("2025-06-21-witchford" in c and "teas: Sue + Dave Henderson" in c for c in context), context
assert not any("knee op came through" in c or ("witchford" in c and "Mistry" in c) for c in context), context
reply = answer(question, context, mock="Sue and Dave Henderson - home v Witchford, 1.30 start.")
finish(question, expected="The Mistrys - Raj and Anita", actual=reply)
