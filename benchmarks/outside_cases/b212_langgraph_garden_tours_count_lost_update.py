"""Batch 212 (held out). A community garden's open day: LangGraph InMemoryStore (sync), two writers in threads.

App: Corve Street Community Garden opens its gates on Sun 20th June 2049, 11-4 - guided tours of the beds, the pond
and the orchard, a plant stall, teas in the shed-cum-café, a scarecrow competition for the kids. The garden's helper
keeps one record per part of the day in ("corve-st-garden-openday-2049", "plan") - the tours, the plant stall, the
teas - and volunteers' messages in ("corve-st-garden-openday-2049", "msgs"). The map job (Derek's script that makes
the printed garden map) reads the tours record, adds where the tours meet and the map line, and writes the whole
record back; Nina (who leads the tours) edits the same record at the same time.

Planted fault (UpdateError, lost update): the map job reads the tours record (tours 11.30, 1 and 2.30, Nina leading,
about 45 mins, max 15 a tour); Nina writes in, Weds 16/6, that Raj from the allotments is doing one on the pond +
the bees at 3.15 as well, he's got the spare veils - four tours now; the map job then puts back its stale copy with
its map line (meet at the compost bays, tour stops numbered on the map), losing Nina's edit. Question (Fri 18/6,
Carol, doing the sign-up sheets for the gate): "how many tours are there on sunday? doing a sign up sheet for each
one" -> expected 4 (11.30, 1, 2.30 and Raj's 3.15 pond + bees). The assistant says 3.

Expected verdict: UpdateError at langgraph.store.put (the map job's put, wrapped in fault()): Nina's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the count.
Asserted: Nina's edit was in the store before the stale put; the tours record has the map line and the three times,
and no context line has Raj, the bees or 3.15.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b212_langgraph_garden_tours_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("corve-st-garden-openday-2049", "plan")
MSGS = ("corve-st-garden-openday-2049", "msgs")
KEY = "tours"
RECORDS = {
    KEY: {"times": "guided tours 11.30, 1 + 2.30 (Nina), roughly 45 mins each, max 15 a tour",
          "notes": "sturdy shoes, it's muddy by the orchard; wheelchair route is the bark path only"},
    "plant_stall": {"details": "plant stall by the gate - toms, courgettes, herbs £1-£3, Brenda's dahlias £4. "
                               "float £30 in the blue tin", "by": "Brenda"},
    "teas": {"details": "teas in the shed-cum-café 11-4, tea/coffee £1, cakes 80p, Kev's doing the urn, oat milk "
                        "this yr (ask Sal)", "by": "Sal"},
}
MSG_LINES = [
    ("2049-05-30T18:45", "Sal", "open day sun 20th june 11-4 🌻 posters up in the library + the Co-op"),
    ("7/6", "Brenda", "can ppl bring pots back for the plant stall? we're always short"),
    ("Sat 12th", "Kev", "scarecrow comp for the kids - judging 3pm, prize is a strawberry plant + a badge lol"),
]
EDIT = {"times": "guided tours 11.30, 1 + 2.30 (Nina), roughly 45 mins each, max 15 a tour. + Raj from the "
                 "allotments is doing one on the pond + the bees at 3.15, he's got the spare veils 🐝",
        "edited": "Nina weds 16/6"}
MAP = {"map": "meet at the compost bays, tour stops numbered 1-9 on the map, printed sat night at Derek's",
       "by": "map job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def map_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(MAP)
    with fault():
        store.put(PLAN, KEY, copy)


def nina_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Raj from the allotments" in store.get(PLAN, KEY).value["times"]
    edit_done.set()


threads = [threading.Thread(target=map_job, name="map-job"), threading.Thread(target=nina_edit, name="nina-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tours are there on sunday? doing a sign up sheet for each one"
context = ["Today is Fri 18 June 2049. You are talking to Carol, who's on the gate at Corve Street Community Garden's "
           "open day (Sun 20 June)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "guided tours 11.30, 1 + 2.30 (Nina)" in c and "meet at the compost bays" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("raj", "bees", "3.15")), context
reply = answer(question, context, mock="3 - the guided tours are at 11.30, 1 and 2.30, all led by Nina.")
finish(question, expected="4 - 11.30, 1 and 2.30 with Nina, plus Raj's pond and bees tour at 3.15", actual=reply)
