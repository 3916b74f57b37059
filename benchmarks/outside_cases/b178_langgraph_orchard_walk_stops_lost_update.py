"""Batch 178 (held out). A community orchard's blossom walk: LangGraph InMemoryStore (sync), two writers in threads.

App: Cressage community orchard's blossom walk is Sun 26th April 2042, 2pm from the barn - Rosie and Keith guiding,
teas in the barn after. The orchard group's helper keeps one record per thing in ("cressage-orchard-2042", "walk") -
route, guides, teas - and odd notes in ("cressage-orchard-2042", "notes"). The leaflet job reads the route record,
adds the line about the leaflets being printed and writes the whole record back; Rosie edits the same record at the
same time.

Planted fault (UpdateError, lost update): the leaflet job reads the route record (the gate, the old Bramley, the pond
for the frogspawn, the cider apple row, back to the barn); Rosie writes in, on Sat 18th April, that the pond path is
under water after all the rain so they're skipping it - the route now goes the gate, the perry pear avenue, the
beehives (Keith on the bees), the new plum row, back to the barn for teas; the leaflet job then puts back its stale
copy with its printed line, losing her edit. Question (Weds 22/4, Pat, one of the stewards): "what are the stops on
the walk now? doing a little map for the stewards" -> expected the gate, the perry pear avenue, the beehives, the new
plum row, back to the barn. The assistant lists the old Bramley, the pond and the cider apple row.

Expected verdict: UpdateError at langgraph.store.put (the leaflet job's put, wrapped in fault()): Rosie's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: her edit was in the store before the stale put; the route record has the leaflet line and "the pond", and
no context line mentions the perry pears, the beehives or the plum row.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b178_langgraph_orchard_walk_stops_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

WALK = ("cressage-orchard-2042", "walk")
NOTES = ("cressage-orchard-2042", "notes")
KEY = "route"
RECORDS = {
    KEY: {"route": "gate -> the old Bramley (150 yrs old!) -> the pond, frogspawn 🐸 -> cider apple row -> back to the "
                   "barn for teas. about a mile, flat bar the bit by the pond", "set by": "Rosie"},
    "guides": {"details": "Rosie + Keith guiding, Pat + Dilys stewarding the lane crossing", "who": "Rosie"},
    "teas": {"details": "teas in the barn after, Jan's scones, £3 tea + a scone, all to the orchard fund",
             "who": "Jan"},
}
NOTE_LINES = [
    ("14/3", "Rosie", "blossom walk sun 26th april 2pm from the barn, free, donations welcome"),
    ("Tue 7th Apr", "Keith", "hives are lively, I'll do 10 mins on the bees if anyone wants"),
    ("2042-04-10T18:40", "Jan", "parking at the village hall not the lane pls, the farmer needs the gateway"),
]
EDIT = {"route": "pond path's under water after all this rain 🙄 so we're skipping it. gate -> the perry pear avenue "
                 "-> the beehives (Keith on the bees) -> the new plum row -> back to the barn for teas. about a mile, "
                 "wellies for the bottom bit",
        "edited": "Rosie Sat 18th April"}
LEAFLET = {"leaflets": "200 printed at the library 15/4, in the church porch + the shop", "by": "leaflet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(WALK, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def leaflet_job() -> None:
    copy = dict(store.get(WALK, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LEAFLET)
    with fault():
        store.put(WALK, KEY, copy)


def rosie_edit() -> None:
    read_done.wait()
    item = store.get(WALK, KEY)
    store.put(WALK, KEY, {**item.value, **EDIT})
    assert "perry pear avenue" in store.get(WALK, KEY).value["route"]
    edit_done.set()


threads = [threading.Thread(target=leaflet_job, name="cressage-leaflet-job"),
           threading.Thread(target=rosie_edit, name="rosie-route-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what are the stops on the walk now? doing a little map for the stewards"
context = ["Today is Weds 22 April 2042. You are talking to Pat, a steward for Cressage community orchard's blossom "
           "walk (Sun 26 April, 2pm from the barn)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(WALK, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "the pond" in c and "200 printed" in c for c in context), context
assert not any("perry pear" in c or "beehives" in c or "plum row" in c for c in context), context
reply = answer(question, context, mock="From the gate to the old Bramley, then the pond for the frogspawn, along the "
                                       "cider apple row and back to the barn for teas.")
finish(question, expected="the gate, the perry pear avenue, the beehives (Keith on the bees), the new plum row, back "
                          "to the barn - the pond's skipped", actual=reply)
