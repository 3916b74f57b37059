"""Batch 227 (held out). A youth club's camping trip: LangGraph InMemoryStore (sync), two writers in threads.

App: Knighton youth club take the kids camping Fri 22nd - Sun 24th July 2050 at a farm site in the Elan Valley -
tents off the scouts, the council's minibus and a trailer, food bought on the Thursday, a campfire, a walk up to the
dams. The club's helper keeps one record per part of the trip in ("knighton-youth-2050", "camp") - the kit, the
minibus, the food - and leaders' messages in ("knighton-youth-2050", "msgs"). The trailer-loading job (Phil's script
that prints the loading list) reads the kit record, adds its loading line and writes the whole record back; Dan
(the youth leader) edits the same record at the same time.

Planted fault (UpdateError, lost update): the trailer-loading job reads the kit record (6 tents off the scouts, 4
man, 2 stoves, the big gas bottle); Dan writes in, Tue 12 Jul, that 3 more have signed up at the last minute (the
Morgan twins and Cerys) so he's borrowed 2 more off the church - 8 tents now, plus another roll mat each; the
loading job then puts back its stale copy with its loading line, losing Dan's edit. Question (Weds 20/7, Mel, a
helper doing the packing): "how many tents we taking? doing the packing list for the trailer" -> expected 8 (the 6
off the scouts and 2 off the church). The assistant says 6.

Expected verdict: UpdateError at langgraph.store.put (the loading job's put, wrapped in fault()): Dan's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the count.
Asserted: Dan's edit was in the store before the stale put; the kit record has the loading line and the 6 tents, and
no context line has the 8 tents, the church or the Morgan twins.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b227_langgraph_youth_camp_tents_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("knighton-youth-2050", "camp")
MSGS = ("knighton-youth-2050", "msgs")
KEY = "kit"
RECORDS = {
    KEY: {"kit": "tents - 6 off the scouts (4 man), 24 kids so that's us. 2 stoves + the big gas bottle, the "
                 "trangias, roll mats - kids bring own sleeping bags. leaders in Dan's camper",
          "by": "Dan"},
    "minibus": {"minibus": "council 16 seater booked fri 22nd - sun 24th, Phil + Sandra driving, Sandra's mum's car "
                           "for the rest. leave the club 5.30 fri",
                "by": "Phil"},
    "food": {"food": "food - Tesco shop thurs night, Sandra's doing it. bacon butties sat am, bbq sat night, pasta "
                     "fri. 2 veggies + 1 nut allergy (Josh)",
             "by": "Sandra"},
}
MSG_LINES = [
    ("2050-05-03T19:15", "Dan", "camp's on 🏕 elan valley 22-24 july, the farm site by Cwm Clyd, £35 a kid, forms out "
                                "tonight"),
    ("9/6", "Sandra", "forms back - 24 in, deposits all paid bar 2"),
    ("Fri 15th Jul", "Phil", "trailer's booked off the rugby club, loading list to follow"),
]
EDIT = {"kit": "tents - 8 NOW, 3 more signed up last min (the Morgan twins + Cerys) so I've borrowed 2 more off the "
               "church, + another roll mat each. 2 stoves + the big gas bottle, the trangias, kids bring own sleeping "
               "bags. leaders in Dan's camper",
        "edited": "Dan tue 12 jul"}
LOADING = {"loading": "trailer loading thurs 21st 6pm at the club - tents + stoves in first, food in the minibus",
           "by": "trailer-loading job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def loading_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LOADING)
    with fault():
        store.put(PLAN, KEY, copy)


def dan_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "tents - 8 NOW" in store.get(PLAN, KEY).value["kit"]
    edit_done.set()


threads = [threading.Thread(target=loading_job, name="trailer-loading-job"),
           threading.Thread(target=dan_edit, name="dan-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tents we taking? doing the packing list for the trailer"
context = ["Today is Weds 20 July 2050. You are talking to Mel, a helper with Knighton youth club, who is doing the "
           "packing for the camping trip (Fri 22 - Sun 24 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "6 off the scouts" in c and "trailer loading thurs 21st" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("8 now", "church", "morgan", "cerys")), context
reply = answer(question, context, mock="6 tents - the 4-man ones off the scouts. The leaders are in Dan's camper.")
finish(question, expected="8 - the 6 off the scouts plus 2 Dan borrowed off the church (3 more kids signed up)",
       actual=reply)
