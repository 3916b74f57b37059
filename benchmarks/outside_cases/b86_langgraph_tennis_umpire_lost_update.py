"""Batch 86 (held out). A tennis club's summer tournament finals day: LangGraph InMemoryStore (sync), two writers in
threads.

App: Ridgeway Lawn Tennis Club keeps its summer tournament in the store: finals-day records in ("ridgeway",
"finals") (each final's court, time, umpire), committee messages in ("ridgeway", "notes"). A results job reads a
final's record, fills in who's through from the semi-final scores and writes the whole record back; Helen (the
tournament referee) edits the same record from her phone at the same time.

Planted fault (UpdateError, lost update): the results job reads the men's singles final record (court 1, 2.30,
umpire Derek Foulkes); Helen then writes her edit (Derek's put his back out at bowls, so Anjali from the county
umpires' list is doing the men's final, she's confirmed by text) and the results job puts back its stale copy with
the finalists added, losing Helen's edit. Question (Thu 29/7, Sam on the tea bar / desk): "who's in the chair for
the men's final on Sunday?" -> expected Anjali (the county umpire standing in for Derek). The assistant says Derek.

Expected verdict: UpdateError at langgraph.store.put (the results job's put, wrapped in fault()). Asserted: Helen's
edit was in the store before the stale put; the final record has the finalists and Derek, and nothing in the
context mentions Anjali.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b86_langgraph_tennis_umpire_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FINALS = ("ridgeway", "finals")
NOTES = ("ridgeway", "notes")
KEY = "mens-singles"
RECORDS = {
    KEY: {"court": "1 (show court, the grass one by the clubhouse)", "time": "sun 1/8 2.30 after the mixed",
          "umpire": "Derek Foulkes in the chair, lines from the juniors", "balls": "new tin of Slazenger per set"},
    "ladies-singles": {"court": "1", "time": "sun 1/8 11am", "umpire": "Helen",
                      "finalists": "Meg Carter v Rosie Adebayo"},
    "mixed-doubles": {"court": "2 (clay)", "time": "sun 12.45ish", "umpire": "Phil (club captain)"},
    "juniors-u14": {"court": "4", "time": "sat 31/7 10am", "umpire": "parents keep score, Helen floating"},
}
NOTE_LINES = [
    ("20/7", "Helen", "draws done for finals wknd, trophies at the engravers til weds"),
    ("22 July", "Phil", "cream teas £4.50, Sam's on the tea bar, need 2 more pairs of hands"),
    ("27.7.32", "Helen", "Derek's put his back out at bowls, bless him - rang round the county list"),
    ("28/7", "Sam", "ball boys/girls sorted for sun, 6 of the u12s, they get a squash + a medal"),
]
EDIT = {"umpire": "Anjali Rao (county umpires list) in the chair - Derek's out w his back, she's confirmed by text"}
SEMIS = {"finalists": "Tom Whitlock (beat J Price 6-4 7-5) v Kofi Mensah (beat R Hale 6-3 3-6 10-8)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FINALS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def results_job() -> None:
    copy = dict(store.get(FINALS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SEMIS)
    with fault():
        store.put(FINALS, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(FINALS, KEY)
    store.put(FINALS, KEY, {**item.value, **EDIT, "edited": "Helen 28/7 8.05pm"})
    assert "Anjali" in store.get(FINALS, KEY).value["umpire"]
    edit_done.set()


threads = [threading.Thread(target=results_job, name="results-job"),
           threading.Thread(target=helen_edit, name="helen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's in the chair for the men's final on Sunday?"
context = ["Today is Thu 29 July 2032. You are talking to Sam, who's on the desk at finals weekend."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FINALS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Derek Foulkes in the chair" in c and "Kofi Mensah" in c for c in context), context
assert not any("Anjali" in c for c in context), context
reply = answer(question, context, mock="Derek Foulkes is umpiring the men's final - Tom Whitlock v Kofi Mensah, "
                                       "court 1 at 2.30.")
finish(question, expected="Anjali, the county umpire filling in for Derek", actual=reply)
