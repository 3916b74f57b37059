"""Batch 125 (held out). A pop-up cinema's screenings: LangGraph InMemoryStore (sync), two writers in threads.

App: the Lantern pop-up cinema keeps one record per screening in ("lantern", "screenings") (film, when, where, who's
projecting, seats) and its volunteers' odd notes in ("lantern", "notes"). A ticket-sync job reads a screening,
adds the online sales from the ticket site and writes the whole record back; Mia, who programmes the films, edits
the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the Jaws screening (Fri 22nd May, doors 7.30, film 8,
Trades Club upstairs); Mia writes that it's Sat 23rd now - the Trades Club have a wedding do in on the Friday, they
only told her Weds, all the online buyers emailed and fine to swap - and that Priya's doing the door not Ann; the
job then puts back its stale copy with the sales, losing her edit. Question (Weds 20/5, Ann, front of house): "what
day's jaws?? my mum wants to come and i said i'd help on the door" -> expected Sat 23rd May. The assistant says Fri
22nd May.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): Mia's write landed
and the later put from a copy read before it overwrote it, so the store lost the day that decides the answer.
Asserted: Mia's edit was in the store before the stale put; the record has the sales and Fri 22nd, and no context
line mentions Sat 23rd or the wedding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b125_langgraph_cinema_jaws_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCREENINGS = ("lantern", "screenings")
NOTES = ("lantern", "notes")
KEY = "jaws-2037-05"
FILMS = {
    KEY: {"film": "Jaws (12A)", "when": "Fri 22nd May, doors 7.30, film 8", "where": "Trades Club upstairs",
          "projectionist": "Tom", "door": "Ann", "seats": "72 (row G's out for the projector)"},
    "amelie-2037-04": {"film": "Amelie (15)", "when": "Sat 11th Apr, doors 7, film 7.30",
                       "where": "Trades Club upstairs", "projectionist": "Tom", "door": "Priya"},
    "paddington-2037-06": {"film": "Paddington 2 (PG)", "when": "Sun 14th June, 2pm matinee",
                           "where": "St Aidan's hall", "projectionist": "Gaz"},
}
NOTE_LINES = [
    ("14/3", "Mia", "Jaws licence sorted thru Filmbankmedia, £95. beach party theme?? inflatables for the front"),
    ("22.3.", "Tom", "new bulb in the Epson, picture's lovely now"),
    ("Weds 8 Apr", "Priya", "float's in the cash tin in Mia's car boot. £50 in coins"),
]
EDIT = {"when": "Sat 23rd May, doors 7.30, film 8 - Trades Club have a wedding do on the fri, only told me weds. "
                "emailed all the online buyers, everyone fine to swap",
        "door": "Priya (Ann's helping)"}
SALES = {"sold online": "41 (TicketSource), 5 comps for the Trades Club committee"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in FILMS.items():
    store.put(SCREENINGS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ticket_sync() -> None:
    copy = dict(store.get(SCREENINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SALES)
    with fault():
        store.put(SCREENINGS, KEY, copy)


def mia_edit() -> None:
    read_done.wait()
    item = store.get(SCREENINGS, KEY)
    store.put(SCREENINGS, KEY, {**item.value, **EDIT, "edited": "Mia weds 20/5"})
    assert store.get(SCREENINGS, KEY).value["when"].startswith("Sat 23rd May")
    edit_done.set()


threads = [threading.Thread(target=ticket_sync, name="ticket-sync"),
           threading.Thread(target=mia_edit, name="mia-screening-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's jaws?? my mum wants to come and i said i'd help on the door"
context = ["Today is Weds 20 May 2037. You are talking to Ann, a front of house volunteer at the Lantern."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCREENINGS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "when: Fri 22nd May" in c and "41 (TicketSource)" in c for c in context), context
assert not any("Sat 23rd" in c or "wedding" in c for c in context), context
reply = answer(question, context, mock="Friday 22nd May - doors 7.30, film at 8, upstairs at the Trades Club.")
finish(question, expected="Sat 23rd May - the Trades Club have a wedding on the Friday", actual=reply)
