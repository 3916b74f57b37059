"""Batch 73 (held out). A cycling club's sportive: LangGraph InMemoryStore (sync), two writers in threads.

App: Stroud Valley Wheelers run the Cotswold Edge sportive on Sun 22 June 2031 (100 mi, 60 mi and 30 mi routes,
start and finish at Stratford Park). The organisers keep one record per feed stop in ``("cew31", "feedstops")``
(key = the stop; value = km, place, crew, stock, notes) and the marshals' briefing lines in
``("cew31", "briefing")``. Two things write a feed stop's record: the stock-count script (reads the record, adds the
latest count of gels, bananas and water, writes the whole record back) and Rachel, the route lead, from her phone.

Planted fault (UpdateError, lost update): the stock script reads FS2's record; then Rachel writes in "FS2 - Bisley
village hall's double booked, wedding fayre all w/e, so we're on Bisley cricket club - field gate opp the Bear,
same km (61), the pavilion loos are ours from 7". The stock script then writes back its stale copy, whose place
still says "Bisley village hall, car park round the back". Question (Fri 20/6, a marshal on FS2): "where's the
second feed stop?" -> expected Bisley cricket club (the hall's got a wedding fayre). The assistant says the village
hall.

Expected verdict: UpdateError at langgraph.store.put, the stock script's put (inside fault()). Asserted: Rachel's
edit is in the record before the script's put and missing from the final context, which has the village hall and
the script's stock line. Another reading: none that we see; nothing is deleted and the briefing doesn't name FS2's
place.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b73_langgraph_sportive_feedstop_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STOPS = ("cew31", "feedstops")
BRIEFING = ("cew31", "briefing")
KEY = "FS2"
RECORDS = {
    "FS1": {"km": "28 (all routes)", "place": "Painswick rec, by the tennis courts", "crew": "Dee + Raj",
            "notes": "30 mi riders turn back here"},
    KEY: {"km": "61 (100 + 60)", "place": "Bisley village hall, car park round the back",
          "crew": "Tom H, Mags, 2 from the juniors' parents", "notes": "gazebo from the club shed, Tom's van"},
    "FS3": {"km": "118 (100 only)", "place": "Sheepscombe, the layby below the Butchers Arms", "crew": "Steve O",
            "notes": "water + gels only, cut-off 3.15pm"},
}
BRIEF_LINES = [
    ("10/6", "Rachel", "all marshals hi-vis + whistle, radios from the start tent 6.30am, ch 3"),
    ("12th Jun", "Steve", "cut-offs: FS2 12.45, FS3 3.15 - anyone later gets diverted onto the 60"),
    ("14.6.31", "Dee", "bananas from Morrisons, 40 bunches, Raj collecting sat am"),
    ("17/6", "Rachel", "first aid: St John's at the start + the mobile unit roams between FS1 and FS2"),
]
EDIT = ("Bisley village hall's double booked, wedding fayre all w/e, so we're on Bisley cricket club - field gate opp "
        "the Bear, same km (61), the pavilion loos are ours from 7")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(STOPS, key, record)
for i, (day, who, text) in enumerate(BRIEF_LINES, 1):
    store.put(BRIEFING, f"b-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stock_script() -> None:
    copy = dict(store.get(STOPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"stock": "gels 180, bananas 12 bunches, water 60 x 5L, flapjack 3 trays (Mags baking)"})
    with fault():
        store.put(STOPS, KEY, copy)


def rachel_edit() -> None:
    read_done.wait()
    item = store.get(STOPS, KEY)
    store.put(STOPS, KEY, {**item.value, "place": EDIT, "edited": "Rachel 19/6 21:40"})
    assert "cricket club" in store.get(STOPS, KEY).value["place"]
    edit_done.set()


threads = [threading.Thread(target=stock_script, name="stock-count"),
           threading.Thread(target=rachel_edit, name="rachel-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's the second feed stop?"
stops = store.search(STOPS, limit=20)
brief = store.search(BRIEFING, limit=50)
context = ["Today is Fri 20 June 2031. You are talking to a marshal who's on FS2 on Sunday."] + \
          [f"{s.key}: {flat(s.value)}" for s in stops] + \
          [f"{b.value['day']} {b.value['from']}: {b.value['text']}" for b in brief]
assert any(c.startswith(KEY) and "Bisley village hall" in c and "gels 180" in c for c in context), context
assert not any("cricket club" in c or "wedding fayre" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="FS2's at Bisley village hall, in the car park round the back - 61 km in, for "
                                       "the 100 and the 60.")
finish(question, expected="Bisley cricket club, gate opposite the Bear - the hall's booked for a wedding fayre",
       actual=reply)
