"""Batch 108 (held out). A home-brew club's competition: LangGraph InMemoryStore (sync), two writers in threads.

App: Medway Homebrewers keep one record per judging category in ("mhb", "categories") (table, judges, entries) and
the organisers' notes in ("mhb", "notes"). The scoresheet job reads a category's record, adds the scoresheet batch
and writes the whole record back; Lyn, the entries secretary, edits the same record at the same time.

Planted fault (UpdateError, lost update): the scoresheet job reads the dark beers record (stouts & porters, table 3,
11 entries); Lyn then writes that it's 13: Pete's two came in late on Sat morning, paid, she's ok'd them, bottles on
shelf C of the cold room; the job then puts back its stale copy with the scoresheet batch, losing her edit.
Question (Sun 1/3, Gordon, head judge on table 3): "how many dark beers have we got on table 3? sorting glasses" ->
expected 13. The assistant says 11.

Expected verdict: UpdateError at langgraph.store.put (the scoresheet job's put, wrapped in fault()). Asserted: Lyn's
edit was in the store before the stale put; the record has the scoresheet batch and 11, and no context line has 13
or Pete's late entries.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b108_langgraph_homebrew_dark_entries_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CATS = ("mhb", "categories")
NOTES = ("mhb", "notes")
KEY = "dark"
ITEMS = {
    KEY: {"name": "stouts & porters (BJCP 15/16/20)", "table": "3", "judges": "Gordon (head) + Moira",
          "entries": "11"},
    "ipa": {"name": "IPAs, all kinds", "table": "1", "judges": "Steve + Anika", "entries": "17 (biggest again)"},
    "belgian": {"name": "Belgian + saisons", "table": "2", "judges": "Dave W + Fran", "entries": "8"},
    "bitter": {"name": "British bitters", "table": "4", "judges": "Ian (landlord) + Moira after table 3",
               "entries": "9"},
}
NOTE_LINES = [
    ("14/2", "Lyn (entries)", "entries closed, 45 in, fees all in the tin apart from Kev (owes £6)"),
    ("Tue 24th", "Sue (comp org)", "judging sun 1st march upstairs at the Crown, 10am start, Ian's doing bacon "
                                   "rolls. water + crackers on every table"),
    ("27.2", "Gordon", "can we keep the dark beers til after the IPAs pls, palate thing"),
]
EDIT = {"entries": "13 - Pete's 2 (the baltic porter + the oatmeal stout) came in sat am, paid, I've ok'd them, "
                   "bottles on shelf C in the cold room"}
SHEETS = {"scoresheets": "printed Sat 28/2, numbered D01-D11, clipboards in the blue crate",
          "glasses": "2 per entry per judge"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(CATS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def scoresheet_job() -> None:
    copy = dict(store.get(CATS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SHEETS)
    with fault():
        store.put(CATS, KEY, copy)


def lyn_edit() -> None:
    read_done.wait()
    item = store.get(CATS, KEY)
    store.put(CATS, KEY, {**item.value, **EDIT, "edited": "Lyn, sat 28th lunchtime"})
    assert store.get(CATS, KEY).value["entries"].startswith("13")
    edit_done.set()


threads = [threading.Thread(target=scoresheet_job, name="scoresheet-job"),
           threading.Thread(target=lyn_edit, name="lyn-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many dark beers have we got on table 3? sorting the glasses out"
context = ["Today is Sun 1 March 2038, 9am. You are talking to Gordon, head judge on table 3."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CATS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "entries: 11" in c and "D01-D11" in c for c in context), context
assert not any("13" in c or "Pete" in c or "baltic" in c for c in context), context
reply = answer(question, context, mock="11 on table 3 - the stouts and porters. At 2 glasses per entry per judge "
                                       "that's 44 glasses for you and Moira.")
finish(question, expected="13, counting Pete's two late ones", actual=reply)
