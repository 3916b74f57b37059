"""Batch 114 (held out). A cycling club's sportive: LangGraph InMemoryStore (sync), two writers in threads.

App: Wharfe Wheelers run the Dales 110 sportive and keep one record per route in ("dales110", "routes") (distance,
feed stops, cut-offs) and odd notes in ("dales110", "notes"). The marshal-rota job reads a route's record, adds the
marshals and writes it all back; Sarah, the route lead, edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads the long route's record (FS2 Buckden cut-off 1.30pm);
Sarah writes that the Kettlewell diversion adds 9k so the FS2 cut-off is quarter past 2 now, agreed with the
council; the job puts back its stale copy with the marshal list, losing her edit. Question (Sat 13/6, Ian, who runs
FS2): "what time do i close feed 2 tmrw?" -> expected 2.15pm. The assistant says 1.30.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Sarah's write landed
and the later put from a copy read before it overwrote it, so the store lost the value that decides the answer.
Asserted: Sarah's edit was in the store before the stale put; the record has the marshals and 1.30pm, and no context
line has 2.15 or the diversion.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b114_langgraph_sportive_feed2_cutoff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROUTES = ("dales110", "routes")
NOTES = ("dales110", "notes")
KEY = "long"
ITEMS = {
    KEY: {"distance": "110k, 1850m climbing", "start": "7.30-8.30 rolling start from the rugby club",
          "feeds": "FS1 Hollins village hall (38k), FS2 Buckden car park (74k)",
          "cutoffs": "FS1 11.15am, FS2 1.30pm - anyone later gets sent down the short way home"},
    "medium": {"distance": "72k", "start": "8-9", "feeds": "FS1 Hollins only", "cutoffs": "FS1 11.45am"},
    "short": {"distance": "40k", "start": "9-9.30", "feeds": "none, cafe at the end", "cutoffs": "none"},
}
NOTE_LINES = [
    ("14/5", "Mags", "FS1 - Hollins WI doing the cakes again, £60 donation to them"),
    ("22.5.", "Ian", "FS2 urn from the church, Ian's wife on flapjack, need 2 more bodies"),
    ("3/6", "Sarah", "route arrows go up sat am from 7, need 2 cars, cable ties in the club box"),
]
EDIT = {"cutoffs": "FS1 11.15am, FS2 2.15pm (quarter past 2) - the Kettlewell diversion adds 9k so they get longer, "
                   "ok'd w the council. later than that = short way home"}
MARSHALS = {"marshals": "A59 crossing Keith + Sue, Kettlewell jct Ollie, FS1 Mags + Jo, FS2 Ian + Priya",
            "rota_done": "Thu 11/6"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(ROUTES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(ROUTES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(MARSHALS)
    with fault():
        store.put(ROUTES, KEY, copy)


def sarah_edit() -> None:
    read_done.wait()
    item = store.get(ROUTES, KEY)
    store.put(ROUTES, KEY, {**item.value, **EDIT, "edited": "Sarah weds night"})
    assert "FS2 2.15pm" in store.get(ROUTES, KEY).value["cutoffs"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="marshal-rota-job"),
           threading.Thread(target=sarah_edit, name="sarah-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do i close feed 2 tmrw?"
context = ["Today is Sat 13 June 2037. You are talking to Ian, who runs feed stop 2 at Buckden."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROUTES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "FS2 1.30pm" in c and "FS2 Ian + Priya" in c for c in context), context
assert not any("2.15" in c or "diversion" in c for c in context), context
reply = answer(question, context, mock="1.30pm - anyone through Buckden after that goes down the short way home.")
finish(question, expected="quarter past 2 - it's later because of the Kettlewell diversion", actual=reply)
