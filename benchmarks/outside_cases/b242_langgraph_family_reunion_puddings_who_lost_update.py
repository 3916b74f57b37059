"""Batch 242 (held out). A family reunion organised by cousins: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Sutcliffe cousins are organising a family reunion on Sat 15th July 2051 at Crimsworth village hall and the
field behind it - about 60 of them from four generations, a bring-and-share, a BBQ, a cake for Grandma Edna's 90th,
a family tree on the wall. Their helper keeps one record per part of it in ("sutcliffe-reunion-2051", "plan") - the
venue, the food (who brings what), the cake, the tree - and the cousins' messages in ("sutcliffe-reunion-2051",
"msgs"). The RSVP job (Amira's script that copies the replies from the online form) reads the food record, adds the
head count and writes the whole record back; cousin Jo edits the same record at the same time.

Planted fault (UpdateError, lost update): the RSVP job reads the food record (Dev BBQ + the gas, Auntie Pat the
puddings - trifle + her sticky toffee, Leanne salads, Tom + Shaz drinks, Uncle Ray Grandma's curry); Jo writes in,
Sun 2nd, that Pat's had a fall - she's fine but her wrist's in a pot till August, so Leanne's doing the puddings now
and Pat's just bringing shop-bought coleslaw (she's been told); the RSVP job then puts back its stale copy with its
count, losing Jo's edit. Question (Weds 12/7, cousin Marcus): "who's doing the puddings? thinking of bringing a
cheesecake, don't want to tread on anyone's toes" -> expected Leanne (Pat's wrist is in a pot). The assistant says
Auntie Pat.

Expected verdict: UpdateError at langgraph.store.put (the RSVP job's put, wrapped in fault()): Jo's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides who does the
puddings. Asserted: Jo's edit was in the store before the stale put; the food record has the RSVP count and Pat on
puddings, and no context line has the fall, the pot or Leanne on puddings.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b242_langgraph_family_reunion_puddings_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("sutcliffe-reunion-2051", "plan")
MSGS = ("sutcliffe-reunion-2051", "msgs")
KEY = "food"
RECORDS = {
    "venue": {"details": "Crimsworth village hall + the field behind, sat 15th july, hall from 11 till 10pm, £240 "
                         "the day. tables + chairs there, bring picnic blankets for the field",
              "by": "Amira"},
    KEY: {"details": "who brings what: Dev - BBQ + the gas, Auntie Pat - puddings (trifle + her sticky toffee), "
                     "Leanne - salads, Tom + Shaz - drinks (+ squash for the kids), Uncle Ray - Grandma's curry, "
                     "everyone else a plate of something",
          "by": "Jo"},
    "cake": {"details": "Grandma Edna's 90th cake from Bettys 🎂 ordered, Amira collecting fri. candles at 4",
             "by": "Amira"},
    "tree": {"details": "family tree on the end wall - Marcus printing it A0, send him any old photos by the 8th",
             "by": "Marcus"},
}
MSG_LINES = [
    ("2051-05-03T21:40", "Amira", "hall's booked!! deposit paid, £60 of the £240"),
    ("14/6", "Tom", "can we do a rounders match on the field? - Jo: yes obviously"),
    ("Tue 27th Jun", "Dev", "gas bottle's full, got a 2nd BBQ off our Kev"),
]
EDIT = {"details": "who brings what (updated): Pat's had a fall 😟 she's fine but her wrist's in a pot till august, "
                   "so Leanne's doing the puddings now + Pat's just bringing coleslaw (shop bought, she's been told!!) "
                   "Dev - BBQ + the gas, Tom + Shaz - drinks (+ squash for the kids), Uncle Ray - Grandma's curry, "
                   "salads - everyone chip in, everyone else a plate of something",
        "edited": "Jo sun 2nd"}
RSVPS = {"rsvps": "57 yes on the form so far (sat 1st), 4 veggie, 2 coeliac", "by": "rsvp job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rsvp_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RSVPS)
    with fault():
        store.put(PLAN, KEY, copy)


def jo_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so Leanne's doing the puddings now" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=rsvp_job, name="rsvp-job"), threading.Thread(target=jo_edit, name="jo-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the puddings? thinking of bringing a cheesecake, don't want to tread on anyone's toes"
context = ["Today is Weds 12 July 2051. You are talking to Marcus, one of the Sutcliffe cousins organising the family "
           "reunion (Sat 15 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Auntie Pat - puddings" in c and "57 yes" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("a fall", "in a pot", "leanne's doing the puddings")), context
reply = answer(f"(Marcus) {question}", context,
               mock="Auntie Pat's doing the puddings - her trifle and sticky toffee - so a cheesecake would be extra, "
                    "maybe check with her.")
finish(question, expected="Leanne - Pat's wrist is in a pot after her fall, so Leanne took the puddings over",
       actual=reply)
