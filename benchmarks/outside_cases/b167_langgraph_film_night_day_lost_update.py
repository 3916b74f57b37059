"""Batch 167 (held out). A village hall's film night: LangGraph InMemoryStore (sync), two writers in threads.

App: Ashby Parva village hall runs a film night once a month - a family film on the big screen, ice creams at the
interval, the bar open. The hall's helper keeps one record per thing in ("ashby hall", "film night") - next film,
snacks, bar - and odd notes in ("ashby hall", "notes"). The snacks job reads the next-film record, adds what's being
got in and writes the whole record back; Jan, who books the films, edits the same record at the same time.

Planted fault (UpdateError, lost update): the snacks job reads the next-film record (The Railway Children, Fri 20th
April, doors 7, film 7.30, £4 / kids £2, 80 seats); Jan writes in, on Tue 10/4, that the hall's double booked on the
Friday - the WI have it from 5 to set up their craft fair - so film night's SAT 21st, same times, she's told the
licence people; the snacks job then puts back its stale copy with the snack list, losing her edit. Question (Thu 19/4,
Pam, who's bringing her mum): "which night's the film again? need to book mum's taxi there and back" -> expected Sat
21st April (the WI have the hall on the Friday), doors 7, film 7.30. The assistant says Friday 20th.

Expected verdict: UpdateError at langgraph.store.put (the snacks job's put, wrapped in fault()): Jan's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the night. Asserted:
Jan's edit was in the store before the stale put; the next-film record has the snack list and Fri 20th, and no
context line mentions Sat 21st or the WI.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b167_langgraph_film_night_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FILM = ("ashby hall", "film night")
NOTES = ("ashby hall", "notes")
KEY = "next film"
RECORDS = {
    KEY: {"plan": "The Railway Children (U), fri 20th april, doors 7 film 7.30, £4 / kids £2, 80 seats out. blackout "
                  "blinds down by 6!!", "booked by": "Jan"},
    "bar": {"details": "bar open from 7 + at the interval, wine, bottled beer, squash for the kids", "who": "Bob"},
    "tickets": {"details": "on the door or from the village shop, shop's sold 31 so far", "who": "Jan"},
}
NOTE_LINES = [
    ("2040-03-14T20:30", "Bob", "projector bulb's on its last legs, new one ordered £89 out of the hall fund"),
    ("22.3.", "Jan", "licence is fine for the Railway Children, may one's Singin' in the Rain"),
    ("Weds 4 Apr", "Pam", "could we have a few seats saved at the front for the Elm Court ladies?"),
]
EDIT = {"plan": "The Railway Children (U) - hall's double booked fri 20th, the WI have it from 5 to set up their "
                "craft fair 🙄 so film night's SAT 21st april, same times, doors 7 film 7.30, £4 / kids £2, 80 seats. "
                "told the licence people. blackout blinds down by 6!!",
        "edited": "Jan Tue 10/4"}
SNACKS = {"snacks": "Brymor ice cream tubs x 48 (vanilla, choc, strawb), 4 big bags of popcorn, Haribo for the kids",
          "by": "snacks job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FILM, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def snacks_job() -> None:
    copy = dict(store.get(FILM, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SNACKS)
    with fault():
        store.put(FILM, KEY, copy)


def jan_edit() -> None:
    read_done.wait()
    item = store.get(FILM, KEY)
    store.put(FILM, KEY, {**item.value, **EDIT})
    assert "SAT 21st" in store.get(FILM, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=snacks_job, name="ashby-film-snacks-job"),
           threading.Thread(target=jan_edit, name="jan-next-film-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which night's the film again? need to book mum's taxi there and back"
context = ["Today is Thu 19 April 2040. You are talking to Pam, who is bringing her mum to Ashby Parva village hall's "
           "film night."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FILM, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "fri 20th april" in c and "Brymor ice cream" in c for c in context), context
assert not any("SAT 21st" in c or "sat 21st" in c or "WI" in c for c in context), context
reply = answer(question, context, mock="Friday 20th April - doors at 7, the film starts at 7.30, so book the taxi for "
                                       "about quarter to 7.")
finish(question, expected="Sat 21st April (the WI have the hall on the Friday) - doors 7, film 7.30", actual=reply)
