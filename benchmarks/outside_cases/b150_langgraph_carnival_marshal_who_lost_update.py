"""Batch 150 (held out). A village carnival's procession marshalling: LangGraph InMemoryStore (sync), two writers in
threads.

App: Luddenden Carnival (Sat 4th July 2037) has a procession of floats, the brass band and walking groups from the
primary school at 1pm, down Stocks Lane, over the canal bridge and along to the rec. The carnival committee keeps one
record per marshal point in ("carnival", "marshal-points") - where, who, what they need - and its odd notes in
("carnival", "notes"). The radio job reads a point, adds the radio channel and call sign and writes the whole record
back; Linda, the carnival secretary, edits the same record at the same time.

Planted fault (UpdateError, lost update): the radio job reads the Black Bull crossing point (Trevor, chief marshal,
+ 1, the road closure signs); Linda writes in, on Tue 23rd June, that it's Dave and Kev from the rugby club on the
crossing now - Trevor's walking at the front of the procession with the banner since Alan's hip went, so he can't be
stood at the crossing as well; the radio job then puts back its stale copy with channel 3 and call sign "Bull",
losing her edit. Question (Thu 2/7, Sgt Hirst's office at the police, for the road closure): "who's on the Black
Bull crossing sat? we need a name for the closure paperwork" -> expected Dave and Kev from the rugby club (Trevor is
at the front with the banner). The assistant says Trevor.

Expected verdict: UpdateError at langgraph.store.put (the radio job's put, wrapped in fault()): Linda's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Linda's edit was in the store before the stale put; the record has the radio channel and Trevor, and no
context line mentions Dave, Kev or the banner.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b150_langgraph_carnival_marshal_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

POINTS = ("carnival", "marshal-points")
NOTES = ("carnival", "notes")
KEY = "black-bull-crossing"
RECORDS = {
    "school-gates": {"where": "primary school gates, floats line up on Jumble Hole Rd from 12", "who": "Sue + the "
                     "PTA dads", "needs": "float numbers, the running order"},
    KEY: {"where": "Black Bull crossing (Stocks Ln / the main rd)", "who": "Trevor (chief marshal) + 1",
          "needs": "road closure signs x2, stop/go board, hi-vis"},
    "canal-bridge": {"where": "canal bridge, single file over it", "who": "Scouts leaders x2", "needs": "rope, "
                     "keep the tractors slow - weight limit"},
    "rec-entrance": {"where": "rec gates, floats park up by the cricket pavilion", "who": "Maggie + Ian",
                     "needs": "judging sheets for the best float"},
}
NOTE_LINES = [
    ("14/3", "Linda", "road closure 12.45-2.15 applied for, council want names of whoever's on the crossing"),
    ("22.3.", "Maggie", "judges this yr: the Mayor + Mrs Pickles from the WI, 1.30ish at the rec"),
    ("16th may", "Trevor", "hi-vis - 20 vests in the shed at the rec, 4 want a wash. whistles in the tin"),
]
EDIT = {"who": "Dave + Kev from the rugby club now - Trevor's at the front w the banner so he cant be stood on the "
               "crossing as well",
        "edited": "Linda Tue 23rd June"}
RADIO = {"radio": "channel 3, call sign Bull - check in w the band at 12.50", "by": "radio job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(POINTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def radio_job() -> None:
    copy = dict(store.get(POINTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RADIO)
    with fault():
        store.put(POINTS, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(POINTS, KEY)
    store.put(POINTS, KEY, {**item.value, **EDIT})
    assert "Dave + Kev" in store.get(POINTS, KEY).value["who"]
    edit_done.set()


threads = [threading.Thread(target=radio_job, name="carnival-radio-job"),
           threading.Thread(target=linda_edit, name="linda-secretary-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's on the Black Bull crossing sat? we need a name for the closure paperwork"
context = ["Today is Thu 2 July 2037. You are talking to Sgt Hirst's office at the police, who are doing the road "
           "closure for Luddenden Carnival's procession on Sat 4 July."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(POINTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Trevor (chief marshal)" in c and "channel 3" in c for c in context), context
assert not any("Dave" in c or "Kev" in c or "rugby" in c or "banner" in c for c in context), context
reply = answer(question, context, mock="Trevor, the chief marshal, plus one other - he's on channel 3, call sign "
                                       "Bull.")
finish(question, expected="Dave and Kev from the rugby club - Trevor's walking at the front with the banner",
       actual=reply)
