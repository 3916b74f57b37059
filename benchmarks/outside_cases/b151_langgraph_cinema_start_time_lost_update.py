"""Batch 151 (held out). A community cinema's Christmas film records: LangGraph InMemoryStore (sync), two writers
in threads (the tickets job and the secretary's edit) racing on one record.

App: Hebble Community Cinema shows a Christmas film in the Methodist hall (The Muppet Christmas Carol, Sat 19 Dec
2037, mince pies at the interval). The screening records live in a LangGraph store under ("cinema", "screenings"),
the volunteers' notes under ("cinema", "notes"); the helper answers from ``store.search`` over both.

Planted fault (UpdateError, overwritten): the tickets job reads the "xmas-film" record (doors 6, film 6.30) to add the
ticket prices and where they're sold; while it is busy, Pam (secretary) edits the same record on Tue 8/12: doors half
3, film 4pm now, the brass band have the hall from 7 for their own concert. The tickets job then writes back its
stale copy with its fields added, and Pam's time is lost. Question (Fri 18/12, Geoff, the projectionist): "what time
do I need the film rolling tmrw? want to test the projector first" -> expected 4pm (doors half 3). The assistant
says 6.30 (doors at 6).

Expected verdict: UpdateError at the tickets job's langgraph.store.put (fault() wraps that one put): Pam's edit was
stored and then overwritten by a put built from a read taken before it; the answer reads the surviving record
faithfully. Asserted: Pam's edit is in the store right after her put; the final record has the tickets job's fields
and 'film 6.30', and no context line mentions 4pm, half 3 or the brass band.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b151_langgraph_cinema_start_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCREENINGS = ("cinema", "screenings")
NOTES = ("cinema", "notes")
KEY = "xmas-film"
RECORDS = {
    "nov-film": {"film": "The Full Monty (15)", "when": "Sat 14th nov, doors 7, film 7.30", "sold": "58 - bar did "
                 "£212"},
    KEY: {"film": "The Muppet Christmas Carol (U)", "when": "Sat 19th dec, doors 6, film 6.30",
          "extras": "mince pies + mulled wine (+ squash for kids) at the interval, raffle for the Air Ambulance"},
    "jan-film": {"film": "tbc - vote at the xmas one, shortlist Paddington 2 / Local Hero / Brassed Off", "when": "Sat "
                 "23rd jan"},
}
NOTE_LINES = [
    ("14/3", "Pam", "licence renewed w Filmbank til next march, £93.50"),
    ("22.3.", "Geoff", "new bulb in the projector, spare in the cupboard under the stage. blackout blinds - left one "
                       "sticks, pull it gently"),
    ("Weds 8 Apr", "Sue", "80 chairs max w the aisles the fire officer wants, 6 rows of 12 + the front row for kids "
                          "on cushions"),
]
EDIT = {"when": "Sat 19th dec - doors half 3, film 4pm now. the brass band have the hall from 7 for their own "
                "concert so we've gone to the afternoon, which suits the little ones better anyway",
        "edited": "Pam Tue 8/12"}
TICKETS = {"tickets": "£4, kids £2, family £10 - Ticketsource + the Co-op on Bridge St", "by": "tickets job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SCREENINGS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tickets_job() -> None:
    copy = dict(store.get(SCREENINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TICKETS)
    with fault():
        store.put(SCREENINGS, KEY, copy)


def pam_edit() -> None:
    read_done.wait()
    item = store.get(SCREENINGS, KEY)
    store.put(SCREENINGS, KEY, {**item.value, **EDIT})
    assert "film 4pm now" in store.get(SCREENINGS, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=tickets_job, name="cinema-tickets-job"),
           threading.Thread(target=pam_edit, name="pam-secretary-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I need the film rolling tmrw? want to test the projector first"
context = ["Today is Fri 18 December 2037. You are talking to Geoff, projectionist for Hebble Community Cinema, "
           "about tomorrow's Christmas film in the Methodist hall."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCREENINGS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "film 6.30" in c and "Ticketsource" in c for c in context), context
assert not any("4pm" in c or "half 3" in c or "brass band" in c for c in context), context
reply = answer(question, context, mock="6.30 - doors are at 6, so give yourself time before that to test the "
                                       "projector.")
finish(question, expected="4pm - doors half 3; it's moved to the afternoon as the brass band have the hall from 7",
       actual=reply)
