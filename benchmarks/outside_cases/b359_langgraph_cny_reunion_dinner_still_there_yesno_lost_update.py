"""Batch 359 (held out). A family's Chinese New Year gathering: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Tan family's reunion dinner on CNY eve, Fri 10 Feb 2051 - steamboat and yusheng, about two dozen of them,
angbao for the small ones, visiting the next day. The family helper keeps one record per part of it in
("tan-family-cny-2051", "plan") - the dinner, the food, the angbao, the visiting - and the family chat in
("tan-family-cny-2051", "chat"). The RSVP job (cousin Kelvin's script that copies his Google Form into the helper)
reads the dinner record, adds the head count and writes the whole record back; Auntie Mei edits the same record at
the same time.

Planted fault (UpdateError, lost update): the RSVP job reads the dinner record (CNY eve Fri 10/2 at Ah Ma's place,
Toa Payoh Lor 1 blk 118 #09-12, 6.30pm, park at the MSCP); Auntie Mei writes in, Sun 5/2, "eh change plan" - Ah Ma's
block is doing lift upgrading till April, the lift cannot use and Ah Ma cannot climb 9 floors, so the dinner shifts
to Uncle Ben's place in Punggol (blk 612A #14-233), same time 6.30; the RSVP job then puts back its stale copy with
its count, losing her edit. Question (Wed 8/2, cousin Daryl): "reunion dinner still at Ah Ma's Toa Payoh place
right? I grab car from Jurong after work" -> expected no - it shifted to Uncle Ben's place in Punggol (612A
#14-233), Ah Ma's lift is under upgrading. The assistant says yes, Ah Ma's place, 6.30.

Expected verdict: UpdateError at langgraph.store.put (the RSVP job's put, wrapped in fault()): Auntie Mei's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides where
the dinner is. Asserted: her edit was in the store before the stale put; the dinner record has the head count and
Ah Ma's Toa Payoh address, and no context line has Punggol, Uncle Ben's place, the lift upgrading or "shift".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b359_langgraph_cny_reunion_dinner_still_there_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("tan-family-cny-2051", "plan")
CHAT = ("tan-family-cny-2051", "chat")
KEY = "dinner"
RECORDS = {
    KEY: {"details": "REUNION DINNER 🧧 CNY eve fri 10/2 at Ah Ma's place, Toa Payoh Lor 1 blk 118 #09-12. 6.30pm "
                     "start, steamboat + yusheng. park at the MSCP behind, the carpark in front always full",
          "by": "Auntie Mei"},
    "food": {"details": "steamboat set + induction x2 from Uncle Ben, Kelvin's side bring the yusheng + drinks, "
                        "Auntie Mei buy the prawns + fishballs from Tekka on thurs. Ah Ma say don't buy so much "
                        "again",
             "by": "Auntie Mei"},
    "angbao": {"details": "angbao S$10 for the small ones ok, don't anyhow give 50 then the rest of us paiseh 😂 "
                          "married ones give Ah Ma the big one",
               "by": "Uncle Ben"},
    "visiting": {"details": "1st day visiting - Ah Gong's side in Bedok 11am, then Auntie Lily Serangoon after "
                            "lunch. 2nd day free",
                 "by": "Uncle Ben"},
}
CHAT_LINES = [
    ("2051-01-18T22:10", "Kelvin", "RSVP form link in the group, pls fill by this sun, I sync to the helper"),
    ("Mon 23/1", "Daryl", "I come straight from work, reach abt 7 can? - Auntie Mei: can, leave some for u"),
    ("2/2", "Uncle Ben", "who got the mahjong table? last yr one leg shaky"),
]
EDIT = {"details": "REUNION DINNER 🧧 eh change plan - Ah Ma's block doing lift upgrading till April, the lift cannot "
                   "use 😩 she cannot climb 9 floors. so CNY eve fri 10/2 shift to Uncle Ben's place in Punggol, blk "
                   "612A Punggol Dr #14-233, same time 6.30pm, steamboat + yusheng. Ben fetch Ah Ma",
        "edited": "Auntie Mei sun 5/2"}
RSVP = {"rsvp": "23 confirm coming, 2 maybe (form as of sat 4/2)", "by": "rsvp job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rsvp_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RSVP)
    with fault():
        store.put(PLAN, KEY, copy)


def auntie_mei_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "shift to Uncle Ben's place in Punggol" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=rsvp_job, name="rsvp-job"),
           threading.Thread(target=auntie_mei_edit, name="auntie-mei-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "reunion dinner still at Ah Ma's Toa Payoh place right? I grab car from Jurong after work"
context = ["Today is Wed 8 February 2051. You are talking to Daryl, Ah Ma's grandson, in the Tan family chat."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "Toa Payoh Lor 1 blk 118" in c and "23 confirm" in c for c in context), context
assert not any(w in c.lower() for c in context
               for w in ("punggol", "ben's place", "lift upgrading", "shift")), context
reply = answer(f"(Daryl) {question}", context,
               mock="Yes - Ah Ma's place, Toa Payoh Lor 1 blk 118 #09-12, 6.30pm. Park at the MSCP behind.")
finish(question, expected="no - it shifted to Uncle Ben's place in Punggol (612A #14-233), Ah Ma's lift is under "
                          "upgrading", actual=reply)
