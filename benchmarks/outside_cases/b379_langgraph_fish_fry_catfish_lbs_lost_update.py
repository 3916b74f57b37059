"""Batch 379 (held out). A church's Lenten Friday fish fries: LangGraph InMemoryStore (sync), two writers in
threads.

App: Ste. Cécile Catholic Church in Grand Coquille holds a fish fry every Friday in Lent 2026 in the parish hall,
4:30 pm to 7 pm - catfish and shrimp plates, hushpuppies, white beans, bread pudding. The fish fry committee's
helper keeps one record per part of it in ("ste-cecile-fish-fry-2026", "plan") - the order, the shifts, the cash
box, the kitchen - and volunteers' messages in ("ste-cecile-fish-fry-2026", "msgs"). The sign-up tally job (Corinne's
script that copies the online plate presale into the helper) reads the order record, adds the presale count and
writes the whole record back; Mr. Dudley (the committee chair) edits the same record at the same time.

Planted fault (UpdateError, lost update): the tally job reads the order record (catfish 300 lbs of fillets from
Bayou Noirette Seafood, shrimp 60 lbs 26/30s, 8 boxes hushpuppy mix, 4 gal tartar, two 100 lb propane tanks);
Mr. Dudley writes in, Sat. 3/7, that they ran out of catfish at 6:10 Friday with people still in line, so bump the
catfish to 360 lbs for the 3/13 fry, everything else the same; the tally job then puts back its stale copy with its
count, losing Mr. Dudley's edit. Question (Tue. 3/10/26, Corinne, who calls the order in): "how many pounds of
catfish am I calling in for Friday? Bayou Noirette wants it by noon tomorrow" -> expected 360 lbs. The assistant
says 300 lbs.

Expected verdict: UpdateError at langgraph.store.put (the tally job's put, wrapped in fault()): Mr. Dudley's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
order. Asserted: the edit was in the store before the stale put; the order record has the presale count and
catfish 300 lbs, and no context line has 360, 6:10 or "ran out".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b379_langgraph_fish_fry_catfish_lbs_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("ste-cecile-fish-fry-2026", "plan")
MSGS = ("ste-cecile-fish-fry-2026", "msgs")
KEY = "order"
RECORDS = {
    KEY: {"details": "weekly order, call in by Wed. noon: catfish 300 lbs fillets from Bayou Noirette Seafood, "
                     "shrimp 60 lbs 26/30s, 8 boxes hushpuppy mix, 4 gal tartar, two 100 lb propane tanks swapped "
                     "at T-Roy's",
          "by": "Dudley"},
    "shifts": {"details": "shifts: setup 2:30 pm, fryers 3:30-7:30 (Dudley, Nonc Alcide, Ray-Ray), batter table "
                          "4-7, plates to go 4:15-7, cleanup till they're done",
               "by": "Earline"},
    "cashbox": {"details": "cash box: $200 float in ones + fives, Square on the church iPad, count it in the "
                           "sacristy with 2 people, deposit Sat. a.m.",
                "by": "Earline"},
    "kitchen": {"details": "kitchen: hairnets + gloves in the drawer, grease goes in the drum out back, NOT down "
                           "the sink y'all",
                "by": "Miss Vonda"},
}
MSG_LINES = [
    ("2/18/26", "Earline", "Ash Wednesday's the 18th so first fry's Fri. 2/20, y'all get on the sign-up sheet"),
    ("Fri. 2/27/26", "Ray-Ray", "fryer #2 thermostat acting up again, ran it at 350 by hand"),
    ("Sat. 3/7/26", "Corinne", "217 plates Friday, best one yet 🙌 we took $3,126 before the float"),
]
EDIT = {"details": "weekly order, call in by Wed. noon: ran OUT of catfish 6:10 Friday w/ people still in line 😩 "
                   "so bump catfish to 360 lbs fillets from Bayou Noirette Seafood for the 3/13 fry. rest the same: "
                   "shrimp 60 lbs 26/30s, 8 boxes hushpuppy mix, 4 gal tartar, two 100 lb propane tanks",
        "edited": "Dudley Sat. 3/7"}
TALLY = {"presale": "presold 164 plates for 3/13 (as of Sat. 3/7 noon)", "by": "tally job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tally_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TALLY)
    with fault():
        store.put(PLAN, KEY, copy)


def dudley_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "bump catfish to 360 lbs" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=tally_job, name="tally-job"),
           threading.Thread(target=dudley_edit, name="dudley-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many pounds of catfish am I calling in for Friday? Bayou Noirette wants it by noon tomorrow"
context = ["Today is Tue. March 10, 2026. You are talking to Corinne, who calls in the fish fry order for Ste. "
           "Cécile's Lenten fish fry."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "catfish 300 lbs" in c and "presold 164" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("360", "6:10", "ran out")), context
reply = answer(f"(Corinne) {question}", context,
               mock="300 lbs, ma'am - catfish fillets from Bayou Noirette Seafood, same as the weekly order.")
finish(question, expected="360 lbs - Mr. Dudley bumped it up after they ran out of catfish at 6:10 Friday",
       actual=reply)
