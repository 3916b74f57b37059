"""Batch 155 (held out). A community orchard's apple day: LangGraph InMemoryStore (sync), two writers in threads.

App: Hollins Lane Community Orchard hold their apple day on Sat 10th Oct 2037 (11-4: juice pressing, stalls, apple
bobbing, a tree walk). The orchard's helper keeps one record per part of the day in ("appleday", "plan") - the
stalls, the pressing, the volunteers - and odd notes in ("appleday", "notes"). The pitch-map job reads the stalls
record, adds which pitch each stall is on and writes the whole record back; Jo, who does the stalls, edits the same
record at the same time.

Planted fault (UpdateError, lost update): the pitch-map job reads the stalls (Brian's honey, apple ID with Margaret
from the Northern Fruit Group, the WI's cakes, face painting, the Scouts' apple bobbing); Jo writes in, on Tue 6/10,
that Brian's pulled out - the bee inspector's been and his hives are shut down for now - so the WI are doing jam and
chutney on his table, and the tree surgeons off Hollins Lane are putting up a rope swing; the pitch-map job then puts
back its stale copy with the pitches, losing her edit. Question (Thu 8/10, Priya, doing the leaflet): "what stalls
are there on sat? doing the leaflet tonight" -> expected apple ID (Margaret), the WI's cakes, the WI's jam and
chutney, face painting, the Scouts' apple bobbing and the rope swing - no honey. The assistant lists Brian's honey
and leaves out the jam and chutney and the rope swing.

Expected verdict: UpdateError at langgraph.store.put (the pitch-map job's put, wrapped in fault()): Jo's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Jo's edit was in the store before the stale put; the stalls record has the pitches and Brian's
honey, and no context line mentions the chutney, the rope swing or the bee inspector.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b155_langgraph_appleday_stalls_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("appleday", "plan")
NOTES = ("appleday", "notes")
KEY = "stalls"
RECORDS = {
    KEY: {"stalls": "Brian's honey (+ beeswax candles), apple ID w Margaret from the Northern Fruit Group, WI cakes "
                    "(apple cake obvs), face painting (Kayleigh), the Scouts' apple bobbing",
          "who": "Jo (stalls)"},
    "pressing": {"details": "2 presses, 11-3.30, bring your own apples + clean bottles, £1 a bottle to the orchard "
                            "fund. windfalls bin by the gate", "who": "Mike + the Tuesday lot"},
    "volunteers": {"details": "need 4 on the presses, 2 on the gate, 2 for the tree walk at 1.30pm. hi vis in the "
                              "shed", "who": "Sue's got the sheet"},
}
NOTE_LINES = [
    ("14/9", "Sue", "leaflets to the school + the Co-op by the 1st, posters on the lamp posts"),
    ("22.9.", "Mike", "pressing cloths washed, the small press wants a new bolt - got one off Dave"),
    ("2037-10-01T20:15", "Jo", "gazebos x 3 from the cricket club, pick up fri 9th after 6"),
]
EDIT = {"stalls": "apple ID w Margaret from the Northern Fruit Group, WI cakes, WI jam + chutney (on Brian's table - "
                  "he's pulled out, the bee inspector's been + his hives are shut down for now, poor lad), face "
                  "painting (Kayleigh), the Scouts' apple bobbing, rope swing in the big oak (the tree surgeons off "
                  "Hollins Lane)",
        "edited": "Jo Tue 6/10"}
PITCHES = {"pitches": "1-3 along the hedge, 4 + 5 by the shed, bobbing on the flat bit by the gate",
           "by": "pitch-map job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def pitch_map_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PITCHES)
    with fault():
        store.put(PLAN, KEY, copy)


def jo_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "jam + chutney" in store.get(PLAN, KEY).value["stalls"]
    edit_done.set()


threads = [threading.Thread(target=pitch_map_job, name="pitch-map-job"),
           threading.Thread(target=jo_edit, name="jo-stalls-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what stalls are there on sat? doing the leaflet tonight"
context = ["Today is Thu 8 October 2037. You are talking to Priya, who is doing the leaflet for Hollins Lane "
           "Community Orchard's apple day on Sat 10 October."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Brian's honey" in c and "along the hedge" in c for c in context), context
assert not any("chutney" in c or "rope swing" in c or "bee inspector" in c for c in context), context
reply = answer(question, context, mock="Brian's honey and beeswax candles, apple ID with Margaret from the Northern "
                                       "Fruit Group, WI cakes, face painting with Kayleigh, and the Scouts' apple "
                                       "bobbing.")
finish(question, expected="apple ID (Margaret), WI cakes, WI jam + chutney, face painting, the Scouts' apple bobbing "
                          "and the rope swing - no honey, Brian's pulled out", actual=reply)
