"""Batch 349 (held out). A wedding seating plan: LangGraph InMemoryStore (sync), two writers in threads.

App: Hana Hale and Tobi Okafor marry on Sat 15 July 2051 at Oakley Barn - 84 guests, 9 round tables and a top
table. Their planner helper keeps one record per table in ("hale-okafor-wedding-2051", "seating"), each a markdown
table of seat | guest | meal, and the couple's and the venue's messages in ("hale-okafor-wedding-2051", "msgs").
The RSVP sync job (it copies the RSVP site into the helper) reads a table's record, adds the RSVP tally and writes
the whole record back; Hana edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the T5 record (round, seats 8: Gran Joan Hale, Grandad
Alf, Auntie Pam, Uncle Roy, cousin Mia and Jake, Mrs Dunn from next door, Fr Tom); Hana writes in, Sun 9/7, that
Derek and Carol Hale have texted a late yes, so T5 is now seats 10 (the venue says the 6ft round takes 10 at a
squeeze), rows 9 and 10 added, Derek beef, Carol fish; the sync job then puts back its stale copy with its "8/8
confirmed" tally, losing Hana's edit. Question (Thu 13/7, Sian, the venue's coordinator): "how many chairs do you
need at table 5? we're laying up friday" -> expected 10 (8 + Derek and Carol). The assistant says 8.

Why the expected verdict is UpdateError at langgraph.store.put (the sync job's put, which fault() wraps): Hana's
write landed and a later put from a copy read before it overwrote it, so the store lost the change the count
depends on; the read and the answer worked on what was stored. Asserted: Hana's edit was in the store before the
stale put; the T5 record has the tally and "seats 8", and no context line has Derek, Carol or "seats 10".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b349_langgraph_wedding_seating_table5_chairs_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SEATING = ("hale-okafor-wedding-2051", "seating")
MSGS = ("hale-okafor-wedding-2051", "msgs")
KEY = "T5"
T5_ROWS = ("| seat | guest | meal |\n|---|---|---|\n| 1 | Gran (Joan Hale) | fish, soft veg pls |\n"
           "| 2 | Grandad Alf | beef |\n| 3 | Auntie Pam | veg |\n| 4 | Uncle Roy | beef |\n| 5 | cousin Mia | veg |\n"
           "| 6 | Jake (Mia's +1) | beef |\n| 7 | Mrs Dunn (next door) | fish |\n| 8 | Fr Tom | beef |")
RECORDS = {
    "T1": {"plan": "TOP TABLE, long, seats 6\n| seat | guest |\n|---|---|\n| 1 | Bisi Okafor |\n| 2 | Dayo (best man) |"
                   "\n| 3 | Tobi |\n| 4 | Hana |\n| 5 | Leah (MOH) |\n| 6 | Mike Hale |", "by": "Hana"},
    KEY: {"plan": "T5 - round, seats 8 (near the door for Gran)\n" + T5_ROWS, "by": "Hana"},
    "T6": {"plan": "T6 - round, seats 8\nuni lot: Sam, Jo, Priti, Lewis, Kat, Ollie, Nadia, Ben. all beef except "
                   "Priti (veg)", "by": "Tobi"},
    "T7": {"plan": "T7 - round, seats 9\nwork lot (Tobi's): Marcus + Jen, Raj, Elif, Tom B + Sarah, Dev, Lou, Kim",
           "by": "Tobi"},
}
MSG_LINES = [
    ("2051-06-20 21:14", "Hana", "seating v1 uploaded. T1-T9 + top, 84 incl. us. DON'T put Roy near the bar lol"),
    ("30/6", "Sian (venue)", "chairs are chiavari, gold, 100 in stock. high chair for T8 noted"),
    ("Tue 4 Jul", "Tobi", "T7 swap: Dev <-> Lou so Lou's near Kim. done"),
]
EDIT = {"plan": "T5 - round, seats 10 now (Sian says the 6ft round takes 10 at a squeeze)\n" + T5_ROWS +
                "\n| 9 | Derek Hale | beef |\n| 10 | Carol Hale | fish |  <- late yes!! texted Sun 9/7",
        "edited": "Hana Sun 9/7"}
TALLY = {"rsvp": "8/8 confirmed (rsvp sync, Sun 9/7 22:00)", "by": "rsvp sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SEATING, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rsvp_sync() -> None:
    copy = dict(store.get(SEATING, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TALLY)
    with fault():
        store.put(SEATING, KEY, copy)


def hana_edit() -> None:
    read_done.wait()
    item = store.get(SEATING, KEY)
    store.put(SEATING, KEY, {**item.value, **EDIT})
    assert "| 10 | Carol Hale | fish |" in store.get(SEATING, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=rsvp_sync, name="rsvp-sync"), threading.Thread(target=hana_edit, name="hana")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many chairs do you need at table 5? we're laying up friday"
context = ["Today is Thu 13 July 2051. You are talking to Sian, the coordinator at Oakley Barn, about Hana and Tobi's "
           "wedding (Sat 15 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SEATING, limit=20)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "seats 8" in c and "8/8 confirmed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("derek", "carol", "seats 10")), context
reply = answer(f"(Sian, venue) {question}", context, mock="8 at table 5 - it's a round of 8, all 8 confirmed.")
finish(question, expected="10 - the 8 plus Derek and Carol Hale, a late yes (Sian said the round takes 10)",
       actual=reply)
