"""Batch 384 (held out). A carnival mas camp: LangGraph InMemoryStore (sync), two writers in threads.

App: Corbeau Rising bring out a J'ouvert band and a pretty mas band for Carnival 2051 - J'ouvert before light on
Carnival Monday 13/02 (mud, paint, old clothes, the truck and DJ), then the Monday and Tuesday mas. The band's helper
keeps one record per part of it in ("corbeau-rising-2051", "plan") - jouvert, collection, truck, tuesday - and the
masqueraders' messages in ("corbeau-rising-2051", "msgs"). The wristband job (Tricia's script that copies the
wristband sheet into the helper) reads the jouvert record, adds the count of wristbands collected and writes the
whole record back; Darren (the J'ouvert section leader) edits the same record at the same time.

Planted fault (UpdateError, lost update): the wristband job reads the jouvert record (meet by the camp on Mango Rose
Street 2:30am, truck pulling out 3am sharp, mud and paint provided, bring old clothes and goggles); Darren writes in,
Wed 08/02, that the police say the band can't assemble on Mango Rose Street this year with the road works, so
they're meeting by the gas station at the Carib Road roundabout instead, 3am, truck pulling out 3:30; the wristband
job then puts back its stale copy with its count, losing Darren's edit. Question (Sat 11/02, Candice): "where we
meeting for j'ouvert? my cousin dropping me so I need to tell him where" -> expected by the gas station at the Carib
Road roundabout (3am). The assistant says by the camp on Mango Rose Street.

Expected verdict: UpdateError at langgraph.store.put (the wristband job's put, wrapped in fault()): Darren's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides where
to meet. Asserted: Darren's edit was in the store before the stale put; the jouvert record has the wristband count
and "meet by the camp", and no context line has the gas station, Carib Road or the road works.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b384_langgraph_mas_camp_jouvert_meet_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("corbeau-rising-2051", "plan")
MSGS = ("corbeau-rising-2051", "msgs")
KEY = "jouvert"
RECORDS = {
    KEY: {"details": "J'OUVERT Carnival Monday 13/02 - meet by the camp on Mango Rose St 2:30am, truck pulling out "
                     "3am SHARP, we not waiting on nobody. mud + paint provided, bring old clothes + goggles, "
                     "wristband to get on the road",
          "by": "Darren"},
    "collection": {"details": "costume collection 04/02-08/02 at the camp 4-9pm, bring ID + receipt, balance must "
                              "be clear",
                   "by": "Allison"},
    "truck": {"details": "music truck Mon + Tues, DJ Bullseye, drinks truck behind, water + rum punch all inclusive",
              "by": "Darren"},
    "tuesday": {"details": "Carnival Tuesday 14/02 - assemble 9am by the camp in full costume, lunch on the road "
                           "1ish (pelau)",
                "by": "Allison"},
}
MSG_LINES = [
    ("23/01", "Keisha", "allyuh doing baby powder this year or just the mud? - Darren: mud + blue paint only"),
    ("Thu 02/02", "Marlon", "can I bring a lime who didn't pay? - Darren: no wristband no road, sorry boss"),
    ("Tue 07/02", "Tricia", "wristbands at the camp with the costumes, same days 4-9"),
]
EDIT = {"details": "J'OUVERT Carnival Monday 13/02 - UPDATE: police say we cyar assemble on Mango Rose St this year "
                   "with the road works 🚧 so we meeting by the gas station at the Carib Road roundabout instead, "
                   "3am, truck pulling out 3:30. mud + paint provided, bring old clothes + goggles, wristband to get "
                   "on the road",
        "edited": "Darren Wed 08/02"}
COUNT = {"wristbands": "212 collected at the camp (as of Wed 08/02)", "by": "wristband job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def wristband_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COUNT)
    with fault():
        store.put(PLAN, KEY, copy)


def darren_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "meeting by the gas station at the Carib Road roundabout" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=wristband_job, name="wristband-job"),
           threading.Thread(target=darren_edit, name="darren-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where we meeting for j'ouvert? my cousin dropping me so I need to tell him where"
context = ["Today is Sat 11/02/2051. You are talking to Candice, who is playing J'ouvert with Corbeau Rising."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "meet by the camp on Mango Rose St" in c and "212 collected" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("gas station", "carib road", "road works")), context
reply = answer(f"(Candice) {question}", context,
               mock="By the camp on Mango Rose St - be there for 2:30am, the truck pulling out 3am sharp.")
finish(question, expected="by the gas station at the Carib Road roundabout, 3am - the police won't let them "
                          "assemble on Mango Rose St with the road works", actual=reply)
