"""Batch 116 (held out). A rowing club's outings board: LangGraph InMemoryStore (sync), two writers in threads.

App: Lune Vale Rowing Club keep one record per planned outing in ("lvrc", "outings") (boat, crew, meet time, where
they launch from) and odd club notes in ("lvrc", "notes"). The captain's crew-list job reads an outing's record,
adds the crew it has picked and writes the whole record back; Andy, the safety officer, edits the same record at
the same time.

Planted fault (UpdateError, lost update): the crew-list job reads Sunday's masters outing (launch from the main
pontoon); Andy writes that the pontoon's roped off - two boards rotted through, contractor not till Tue 23rd - so
they launch from the Mill Lane slipway and carry the boat down the lane; the job then puts back its stale copy with
the crew, losing his edit. Question (Sat 6/6, Caz, who's in the crew): "where are we boating from tmrw?" -> expected
the Mill Lane slipway (the pontoon's shut). The assistant says the main pontoon.

Expected verdict: UpdateError at langgraph.store.put (the crew-list job's put, wrapped in fault()): Andy's write
landed and the later put from a copy read before it overwrote it, so the store lost the value that decides the
answer. Asserted: Andy's edit was in the store before the stale put; the record has the crew and the main pontoon,
and no context line mentions Mill Lane or the rotted boards.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b116_langgraph_rowing_launch_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

OUTINGS = ("lvrc", "outings")
NOTES = ("lvrc", "notes")
KEY = "sun-7-6-masters"
ITEMS = {
    KEY: {"boat": "Mary Ellen (8+), blades from the blue rack", "meet": "7.30ish at the boathouse, on the water by 8",
          "launch": "main pontoon as usual", "piece": "up to the railway bridge + back x2, steady state"},
    "sat-6-6-juniors": {"boat": "the two quads", "meet": "9 sharp", "launch": "main pontoon",
                        "piece": "Tony's session, starts + drills"},
    "weds-10-6-novices": {"boat": "Old Tom (4x+)", "meet": "half 6", "launch": "main pontoon",
                          "piece": "Helen coaching from the bank"},
}
NOTE_LINES = [
    ("14/5", "Sue", "subs due 1/6 - £45 a quarter, juniors £20, pay Nige not the bar"),
    ("22.5.", "Tony", "trailer back from Durham, rigger spanners in the box on the trailer"),
    ("2/6", "Andy", "river level ok for this wk, amber board if it rains much fri"),
]
EDIT = {"launch": "Mill Lane slipway - main pontoon's roped off, two boards rotted thru, contractor not till Tue "
                  "23rd. carry her down the lane, mind the bollards, 8 on the boat + Sue on the cox box"}
CREW = {"crew": "Sue (cox), Helen, Jim, Rob, Caz, Nige, Tony, Mags, Phil", "crew_done": "Fri 5/6"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(OUTINGS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def crew_job() -> None:
    copy = dict(store.get(OUTINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CREW)
    with fault():
        store.put(OUTINGS, KEY, copy)


def andy_edit() -> None:
    read_done.wait()
    item = store.get(OUTINGS, KEY)
    store.put(OUTINGS, KEY, {**item.value, **EDIT, "edited": "Andy fri 5/6"})
    assert "Mill Lane slipway" in store.get(OUTINGS, KEY).value["launch"]
    edit_done.set()


threads = [threading.Thread(target=crew_job, name="captain-crew-job"),
           threading.Thread(target=andy_edit, name="andy-safety-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we boating from tmrw?"
context = ["Today is Sat 6 June 2037. You are talking to Caz, who rows in Sunday's masters eight."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(OUTINGS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "main pontoon as usual" in c and "Caz" in c for c in context), context
assert not any("Mill Lane" in c or "rotted" in c for c in context), context
reply = answer(question, context, mock="The main pontoon as usual - meet 7.30ish at the boathouse, on the water by 8.")
finish(question, expected="the Mill Lane slipway - the main pontoon's roped off, carry her down the lane",
       actual=reply)
