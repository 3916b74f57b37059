"""Batch 120 (held out). A folk festival's volunteer crews: LangGraph InMemoryStore (sync), two writers in threads.

App: Holme Valley Folk Festival keeps one record per stage crew and day in ("holmefolk", "crews") and the
volunteer office's odd notes in ("holmefolk", "notes"). The wristband job reads a crew record, adds the wristband
colour and how many it has printed, and writes the whole record back; Mags, the volunteer coordinator, edits the
same record at the same time.

Planted fault (UpdateError, lost update): the wristband job reads the Meadow Stage saturday crew (Jo stage manager,
Tom, Bex, Aziz on the desk); Mags writes that Aziz has swapped to the sunday - his sister's getting married on the
saturday, he only found out the date last wk - and that Nia and Callum come off the reserve list to make it up; the
job then puts back its stale copy with the wristbands, losing her edit. Question (Fri 10/7, Jo, Meadow Stage
manager): "who've i got on the meadow crew tomorrow? doing the sign in sheet" -> expected Jo, Tom, Bex, Nia and
Callum. The assistant lists Tom, Bex and Aziz.

Expected verdict: UpdateError at langgraph.store.put (the wristband job's put, wrapped in fault()): Mags's write
landed and the later put from a copy read before it overwrote it, so the store lost the crew change that decides the
list. Asserted: Mags's edit was in the store before the stale put; the record has the wristbands and Aziz, and no
context line mentions Nia, Callum or the swap.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b120_langgraph_folk_meadow_crew_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CREWS = ("holmefolk", "crews")
NOTES = ("holmefolk", "notes")
KEY = "meadow-sat"
ITEMS = {
    KEY: {"stage": "Meadow Stage (the marquee by the river)", "shift": "sat 11th, 10.30-6, get-in from 9.30",
          "crew": "Jo (stage mgr), Tom, Bex, Aziz on the desk", "note": "Bex does the raffle at the half 4 break"},
    "main-sat": {"stage": "Main Stage (the big top)", "shift": "sat 11th 12-11pm, 2 halves",
                 "crew": "Phil (stage mgr), Gemma, Lou, Sam, Dev"},
    "meadow-sun": {"stage": "Meadow Stage", "shift": "sun 12th 11-5", "crew": "Jo (stage mgr), Kath, Ollie"},
}
NOTE_LINES = [
    ("14/3", "Mags", "volunteer briefing Weds 8 July 7pm in the scout hut, free pizza"),
    ("22.3.", "Mags", "crew tees: orange this yr, pick up w your wristband at the volunteer tent"),
    ("Tue 23rd June", "Phil", "sound check main stage 11 sat, Meadow does its own"),
]
EDIT = {"crew": "Jo (stage mgr), Tom, Bex, Nia + Callum off the reserve list (Nia on the desk) - Aziz swapped to the "
                "sunday, his sister's getting married on the sat, only found out the date last wk"}
BANDS = {"wristbands": "crew, purple - 4 printed", "bands_done": "Thu 9/7"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(CREWS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def wristband_job() -> None:
    copy = dict(store.get(CREWS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BANDS)
    with fault():
        store.put(CREWS, KEY, copy)


def mags_edit() -> None:
    read_done.wait()
    item = store.get(CREWS, KEY)
    store.put(CREWS, KEY, {**item.value, **EDIT, "edited": "Mags thu 9/7"})
    assert "Callum" in store.get(CREWS, KEY).value["crew"]
    edit_done.set()


threads = [threading.Thread(target=wristband_job, name="wristband-print"),
           threading.Thread(target=mags_edit, name="mags-crew-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who've i got on the meadow crew tomorrow? doing the sign in sheet"
context = ["Today is Fri 10 July 2037. You are talking to Jo, who stage-manages the Meadow Stage."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CREWS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Aziz on the desk" in c and "wristbands" in c for c in context), context
assert not any("Callum" in c or "Nia" in c or "swapped" in c for c in context), context
reply = answer(question, context, mock="Tom, Bex and Aziz (on the desk), with you as stage manager - 10.30-6, get-in "
                                       "from 9.30.")
finish(question, expected="Tom, Bex, Nia (on the desk) and Callum, plus you - Aziz swapped to sunday", actual=reply)
