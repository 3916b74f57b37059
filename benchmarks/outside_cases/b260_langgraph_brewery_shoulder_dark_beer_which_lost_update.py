"""Batch 260 (held out). A micro-brewery's cask orders: LangGraph InMemoryStore (sync), two writers in threads.

App: Hebble End Brewery (a five-barrel plant under the railway arches in Sowerby Bridge) supplies a dozen pubs with
firkins of its pale, bitter, stout and porter. The brewery's helper keeps one record per customer's standing order
in ("hebble-end-brewery", "orders") - the Shoulder of Mutton, the Moorcock, the Navigation - and the customers'
messages in ("hebble-end-brewery", "msgs"). The run-sheet job (Ali's script that prints the van's racking list)
reads a pub's order record, adds the date of its next drop and writes the whole record back; Karen (who does sales)
edits the same record at the same time.

Planted fault (UpdateError, lost update): the run-sheet job reads the Shoulder's record (2 firkins of Hebble Pale,
1 of the Arches Stout, every other Tuesday, cellar's tight so nothing bigger than a firkin); Karen writes in, Fri
10th Feb, that Dawn at the Shoulder says the stout's not shifting since dry January, so swap it for the Porter for
February, 1 firkin, the Pale as usual; the run-sheet job then puts back its stale copy with its next-drop date,
losing Karen's edit. Question (Mon 13/2, Ali filling the racking list): "which dark's going to the Shoulder tmrw?
doing the racking list" -> expected the Porter (1 firkin; the stout wasn't shifting). The assistant says the Arches
Stout.

Expected verdict: UpdateError at langgraph.store.put (the run-sheet job's put, wrapped in fault()): Karen's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Karen's edit was in the store before the stale put; the Shoulder record has the next drop and the
Arches Stout, and no context line has "porter" for the Shoulder, "not shifting" or "dry jan".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b260_langgraph_brewery_shoulder_dark_beer_which_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ORDERS = ("hebble-end-brewery", "orders")
MSGS = ("hebble-end-brewery", "msgs")
KEY = "shoulder"
RECORDS = {
    KEY: {"order": "Shoulder of Mutton (Dawn) - 2 firkins Hebble Pale + 1 Arches Stout, every other tues. cellar's "
                   "tight, nothing bigger than a firkin!!",
          "by": "Karen"},
    "moorcock": {"order": "Moorcock - 3 firkins bitter weekly + a pin of whatever's seasonal, weds, keg "
                          "coupler's the old type", "by": "Karen"},
    "navigation": {"order": "Navigation - 1 Pale 1 bitter fri, they pay cash on the day 💷 ring Mo 20 mins "
                            "before", "by": "Karen"},
}
MSG_LINES = [
    ("2051-01-16T10:20", "Mo (Navigation)", "can we have the bitter a bit cooler, cellar's warm by the boiler"),
    ("3.2.", "Ali", "Arches Stout + the Porter both racked, 6 firkins of each in the cold store"),
    ("Tue 7th Feb", "Moorcock", "quiz nite weds, can u get there before 4 pls"),
]
EDIT = {"order": "Shoulder of Mutton (Dawn) - 2 firkins Hebble Pale every other tues + for feb swap the stout for 1 "
                 "Porter, Dawn says the stout's not shifting since dry jan 🙄 back to stout in march maybe. cellar's "
                 "tight, nothing bigger than a firkin!!",
        "edited": "Karen fri 10th"}
NEXT = {"next_drop": "tues 14th feb", "by": "run-sheet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ORDERS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def run_sheet_job() -> None:
    copy = dict(store.get(ORDERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(NEXT)
    with fault():
        store.put(ORDERS, KEY, copy)


def karen_edit() -> None:
    read_done.wait()
    item = store.get(ORDERS, KEY)
    store.put(ORDERS, KEY, {**item.value, **EDIT})
    assert "swap the stout for 1 Porter" in store.get(ORDERS, KEY).value["order"]
    edit_done.set()


threads = [threading.Thread(target=run_sheet_job, name="run-sheet-job"),
           threading.Thread(target=karen_edit, name="karen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which dark's going to the Shoulder tmrw? doing the racking list"
context = ["Today is Mon 13 February 2051. You are talking to Ali, who racks the casks and does the van at Hebble End "
           "Brewery."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ORDERS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "1 Arches Stout" in c and "tues 14th feb" in c for c in context), context
assert not any(w in c.lower() for c in context if c.startswith(KEY + ":")
               for w in ("porter", "not shifting", "dry jan")), context
assert not any(w in c.lower() for c in context for w in ("not shifting", "dry jan")), context
reply = answer(f"(Ali) {question}", context, mock="The Arches Stout - 1 firkin, with their 2 Hebble Pale.")
finish(question, expected="the Porter - 1 firkin; Dawn swapped it for Feb as the stout's not shifting", actual=reply)
