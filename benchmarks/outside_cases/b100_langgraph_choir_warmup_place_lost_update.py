"""Batch 100 (held out). A community choir's Christmas concerts: LangGraph InMemoryStore (sync), two writers in
threads.

App: Hitchin Community Choir keeps one record per Christmas concert in ("hcc", "concerts") (date, venue, warm-up,
dress, parts) and members' notes in ("hcc", "notes"). The robes job reads a concert's record, adds which robes and
stoles go and who brings them, and writes the whole record back; Helen, the musical director, edits the same record
at the same time.

Planted fault (UpdateError, lost update): the robes job reads the St Mary's record (Sat 13/12, 7.30pm, warm-up in
the choir vestry 6.15); Helen then writes the warm-up as the Methodist hall over the road, Brand St, 6.15 (the
vestry's full of the flower guild's Christmas trees and the church hall's got the tots' nativity), and the robes job
puts back its stale copy with the red stoles and Pat bringing the robe rail, losing her edit. Question (Thu 11/12,
a tenor, new this year): "where do we warm up on saturday for st marys? dont want to wander round the wrong
building" -> expected the Methodist hall over the road on Brand St. The assistant says the choir vestry.

Expected verdict: UpdateError at langgraph.store.put (the robes job's put, wrapped in fault()). Asserted: Helen's
edit was in the store before the stale put; the record has the robes and the vestry, and no context line has the
Methodist hall.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b100_langgraph_choir_warmup_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CONCERTS = ("hcc", "concerts")
NOTES = ("hcc", "notes")
KEY = "st-marys-2036"
RECORDS = {
    "woolpack-2036": {"what": "carols at the Woolpack fri 5/12 8pm", "warmup": "none, just turn up 7.45",
                      "dress": "christmas jumpers!"},
    KEY: {"what": "Christmas concert, St Mary's Hitchin, sat 13/12 7.30pm (doors 7)",
          "warmup": "choir vestry 6.15, in robes by 7.10", "dress": "robes, black underneath, black shoes"},
    "hospice-2036": {"what": "Garden House Hospice carols sun 21/12 3pm", "warmup": "tbc",
                     "dress": "own clothes + santa hats"},
}
NOTE_LINES = [
    ("1/12", "Helen", "St Mary's running order: Once in Royal (all), Rutter Star Carol, Gaudete, then the interval "
                      "mince pies"),
    ("2 Dec", "Ruth (sec)", "tickets £10/£5 under 16s, 180 sold so far, programmes being printed at Hitchin Print"),
    ("3.12", "Pat (robes)", "tenors - 3 robes still at the cleaners in Bancroft, ready weds"),
]
EDIT = {"warmup": "Methodist hall over the road (Brand St) 6.15 - vestry's full of the flower guild's trees + the "
                  "church hall has the tots' nativity. walk over in robes at 7.05"}
ROBES = {"robes": "red stoles this yr not the green, Pat brings the robe rail in her estate", "robes_checked": "5/12"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CONCERTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def robes_job() -> None:
    copy = dict(store.get(CONCERTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROBES)
    with fault():
        store.put(CONCERTS, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(CONCERTS, KEY)
    store.put(CONCERTS, KEY, {**item.value, **EDIT, "edited": "HW 6/12 after the vicar rang"})
    assert "Methodist hall" in store.get(CONCERTS, KEY).value["warmup"]
    edit_done.set()


threads = [threading.Thread(target=robes_job, name="robes-job"),
           threading.Thread(target=helen_edit, name="helen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where do we warm up on saturday for st marys? dont want to wander round the wrong building"
context = ["Today is Thu 11 December 2036. You are talking to a tenor who joined this year."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CONCERTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "choir vestry 6.15" in c and "red stoles" in c for c in context), context
assert not any("Methodist" in c or "Brand St" in c for c in context), context
reply = answer(question, context, mock="In the choir vestry at St Mary's, 6.15 - be in your robe by 7.10.")
finish(question, expected="the Methodist church hall across the street (Brand St), not the church itself",
       actual=reply)
