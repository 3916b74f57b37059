"""Batch 55 (held out). A village cricket club's teas ledger: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Haddon CC (Saturday 1st XI, Sunday friendlies) keep the teas rota, fixtures and what's owed for the teas
shopping in a small assistant. One record per home fixture's teas in ``("lhcc", "teas")`` (key = the fixture;
value = a few fields) and general notes in ``("lhcc", "notes")``. Two things write a teas record: the Sunday-night
reminder bot (reads the record, adds the line it sent to the WhatsApp group, writes the whole record back) and
Keith the treasurer, who adds up the receipts on his phone.

Planted fault (UpdateError, lost update): the bot reads the record for Sat 11/7 v Ashby Magna, then Keith puts in
the real figure: "Brenda's Waitrose receipt £46.80 + she had to get the urn from the village hall as ours has died,
£8.50 hire, so owe her £55.30 - I'll do a bank transfer weds", and the bot writes back its stale copy, which still
says owed £46.80. Question (Tue 14/7, Keith's stand-in at the bar): "how much do we owe Brenda for saturday's
teas?" -> expected £55.30. The assistant says £46.80.

Expected verdict: UpdateError at langgraph.store.put, the reminder bot's put (inside fault()). Asserted: Keith's
edit is in the record before the bot's put and missing from the final context, which has the stale figure and the
bot's line. Another reading: none that we see; nothing is deleted, and the notes don't give the urn hire.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b55_langgraph_cricket_teas_owed_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TEAS = ("lhcc", "teas")
NOTES = ("lhcc", "notes")
KEY = "sat 11/7 v Ashby Magna (home)"
RECORDS = {
    "sat 27/6 v Fenny Drayton (home)": {"on teas": "Pat + Sheila", "shopping": "Pat, Tesco £39.15",
                                        "owed": "paid 29/6", "note": "scones went down a storm"},
    KEY: {"on teas": "Brenda + Ann", "shopping": "Brenda, Waitrose receipt £46.80", "owed": "£46.80 to Brenda",
          "note": "Ashby bring 12 (incl scorer), ours 11 + 2 umps + scorer"},
    "sun 19/7 friendly v the Vicar's XI": {"on teas": "Margaret", "shopping": "Margaret's doing a bring + share",
                                           "owed": "nothing", "note": "start 2pm, 30 overs"},
}
CLUB_NOTES = [
    ("2 June", "Keith", "teas kitty is £4 a head match fee for tea, visitors too, collect it at the tea interval"),
    ("14/6", "Brenda", "tea urn in the pavilion making a funny noise + tripping the electric, someone look pls"),
    ("20.6.26", "Dev", "urn's had it, element's gone. new one is £90ish, committee to decide"),
    ("Jul 1", "Pat", "can ppl bring back the tupperware!! 6 boxes missing"),
    ("12/7", "Keith", "receipts for yesterday's teas on the bar please, I'll sort it this week"),
]
EDIT = ("Brenda's Waitrose receipt £46.80 + she had to get the urn from the village hall as ours has died, £8.50 "
        "hire, so owe her £55.30 - I'll do a bank transfer weds")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TEAS, key, record)
for i, (day, who, text) in enumerate(CLUB_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def reminder_bot() -> None:
    copy = dict(store.get(TEAS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"reminded": "sent to the group 12/7 8.30pm: 'teas receipts to Keith pls'"})
    with fault():
        store.put(TEAS, KEY, copy)


def keith_edit() -> None:
    read_done.wait()
    item = store.get(TEAS, KEY)
    store.put(TEAS, KEY, {**item.value, "owed": EDIT, "edited": "Keith, 13/7 10.05pm"})
    assert "£55.30" in store.get(TEAS, KEY).value["owed"]
    edit_done.set()


threads = [threading.Thread(target=reminder_bot, name="reminder-bot"),
           threading.Thread(target=keith_edit, name="keith-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do we owe Brenda for saturday's teas?"
teas = store.search(TEAS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Tue 14 July 2026."] + [f"{e.key}: {flat(e.value)}" for e in teas] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "£46.80 to Brenda" in c and "teas receipts to Keith" in c for c in context), context
assert not any("55.30" in c or "£8.50" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="£46.80 - that's Brenda's Waitrose receipt for the Ashby game.")
finish(question, expected="£55.30 - the shopping plus the hired urn", actual=reply)
