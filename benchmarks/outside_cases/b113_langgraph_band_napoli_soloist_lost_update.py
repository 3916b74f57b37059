"""Batch 113 (held out). A brass band's concert season: LangGraph InMemoryStore (sync), two writers in threads.

App: Thornley Colliery Band keeps one record per concert in ("thornley", "concerts") (venue, times, programme,
soloists) and odd notes in ("thornley", "notes"). The librarian's job reads a concert's record, adds the pad list
(which parts go in which folder) and writes it all back; Mick, the MD, edits the same record at the same time.

Planted fault (UpdateError, lost update): the librarian's job reads Sunday's bandstand record (Napoli solo: Gary,
principal cornet); Mick writes that Gary's having his wisdom teeth out on the Friday so Jess from the 2nd cornets
is doing Napoli; the job puts back its stale copy with the pads, losing Mick's edit. Question (Fri 19/6, Wendy, who
does the compering): "who's doing the napoli solo sunday? need it for the intro" -> expected Jess, off the 2nd
cornets. The assistant says Gary.

Expected verdict: UpdateError at langgraph.store.put (the librarian job's put, wrapped in fault()). Asserted: Mick's
edit was in the store before the stale put; the record has the pads and Gary, and no context line has Jess.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b113_langgraph_band_napoli_soloist_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CONCERTS = ("thornley", "concerts")
NOTES = ("thornley", "notes")
KEY = "bandstand-21jun"
ITEMS = {
    KEY: {"when": "Sun 21 June, 2.30-4.30, Valley Gardens bandstand (Methodist hall if it's chucking it down)",
          "programme": "Slaidburn, Napoli, Nessun Dorma (flugel), Deep Harmony, Abba medley, Floral Dance",
          "soloists": "Napoli - Gary (principal cornet); Nessun Dorma - Tony on flugel"},
    "church-4jul": {"when": "Sat 4 July 7.30pm St Mary's, seated by 7", "programme": "tbc - hymns + Gresford"},
    "whitby-18jul": {"when": "Sat 18 July, 2 sets 1pm + 3pm, West Cliff", "programme": "same as bandstand"},
}
NOTE_LINES = [
    ("9/6", "Mick", "uniform jackets only for the bandstand, no ties, it's meant to be 24 degrees"),
    ("Tue 16 June", "Carol", "bucket collection for the air ambulance at the bandstand, Carol + Jean on buckets"),
    ("17.6", "Mick", "2nd horn Lee away till the 28th, Sue can cover on 3rd horn part"),
]
EDIT = {"soloists": "Napoli - Jess (2nd cornet) doing it, Gary's having his wisdom teeth out Fri so he's not "
                    "blowing sunday. she was great at rehearsal. Nessun Dorma - Tony on flugel"}
PADS = {"pads": "Slaidburn + Napoli + Floral Dance in the march folder, rest in the red folders, 28 pads",
        "pads_done": "Thu 18/6 librarian"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(CONCERTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def librarian_job() -> None:
    copy = dict(store.get(CONCERTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PADS)
    with fault():
        store.put(CONCERTS, KEY, copy)


def mick_edit() -> None:
    read_done.wait()
    item = store.get(CONCERTS, KEY)
    store.put(CONCERTS, KEY, {**item.value, **EDIT, "edited": "Mick thurs nt after rehearsal"})
    assert "Jess" in store.get(CONCERTS, KEY).value["soloists"]
    edit_done.set()


threads = [threading.Thread(target=librarian_job, name="librarian-job"),
           threading.Thread(target=mick_edit, name="mick-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the napoli solo sunday? need it for the intro"
context = ["Today is Fri 19 June 2037. You are talking to Wendy, who comperes the band's concerts."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CONCERTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Napoli - Gary" in c and "28 pads" in c for c in context), context
assert not any("Jess" in c or "wisdom" in c for c in context), context
reply = answer(question, context, mock="Gary, our principal cornet - Napoli's his solo.")
finish(question, expected="Jess from the 2nd cornets - Gary's had his wisdom teeth out", actual=reply)
