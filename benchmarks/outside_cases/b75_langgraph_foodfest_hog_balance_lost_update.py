"""Batch 75 (held out). A food festival's traders: LangGraph InMemoryStore (sync), two writers in threads.

App: Stroud Food Festival (Sat 21 - Sun 22 Aug 2032, Stratford Park) keeps each trader in ``("sff-32",
"traders")`` (key = the trading name; value = contact, pitch, power, fee, notes) and the site notes in ``("sff-32",
"site")``. Two things write a trader's record: the pitch-plan job (reads the record, works out the pitch letter
from the map, writes the whole record back) and Nadia, the festival treasurer, from the bank app.

Planted fault (UpdateError, lost update): the pitch-plan job reads Smokin' Hog's record (fee: "£195 (3m pitch +
16A), £60 dep pd 2/6"); then Nadia writes in: "Smokin Hog - Gareth sent another £105 over on the 9th w ref HOG
SFF, so that's £165 of the 195 in. chased him for the last bit, he says cash on the day". The job then writes back
its stale copy with the old fee line. Question (Fri 20/8, Nadia's helper on the gate): "how much has Smokin' Hog
still got to pay us?" -> expected £30 (195 - 60 - 105). The assistant says £135.

Expected verdict: UpdateError at langgraph.store.put, the pitch-plan job's put (inside fault()). Asserted: Nadia's
edit is in the record before the job's put and missing from the final context, which has the £60 deposit line and
the job's pitch letter. Another reading: none that we see; nothing is deleted, and the site notes don't mention
the hog roast's money.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b75_langgraph_foodfest_hog_balance_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRADERS = ("sff-32", "traders")
SITE = ("sff-32", "site")
KEY = "Smokin' Hog"
RECORDS = {
    KEY: {"contact": "Gareth Pugh 07700 900614", "pitch": "3m, hot food row", "power": "16A, 1 socket",
          "fee": "£195 (3m pitch + 16A), £60 dep pd 2/6", "notes": "needs gas cert + fire blanket, checked 2031"},
    "Dough Bros": {"contact": "Ollie", "pitch": "6m trailer", "power": "32A", "fee": "£310 pd in full 14/5"},
    "Little Gözleme Co": {"contact": "Elif", "pitch": "3m gazebo", "power": "none (gas)",
                          "fee": "£150, pd", "notes": "wants to be near the seating this yr"},
    "Cotswold Cordials": {"contact": "Beth + Jon", "pitch": "3m", "power": "13A for the fridge",
                          "fee": "£140 (+£25 power) pd by card at the meeting"},
}
SITE_LINES = [
    ("3/8", "Rob", "generator for the hot food row arrives fri 20th 3pm, Aggreko, 2 x 60kVA"),
    ("Aug 6th", "Nadia", "traders in from 7am sat, all vans off the field by 9.30, gates at 10"),
    ("11.8.32", "Rob", "water bowser by the toilets, traders fill their own containers"),
    ("15/8", "Nadia", "wristbands: 2 per 3m pitch, 4 for 6m, collect from the gate tent"),
]
EDIT = ("Smokin Hog - Gareth sent another £105 over on the 9th w ref HOG SFF, so that's £165 of the 195 in. chased "
        "him for the last bit, he says cash on the day")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRADERS, key, record)
for i, (day, who, text) in enumerate(SITE_LINES, 1):
    store.put(SITE, f"s-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def pitch_plan_job() -> None:
    copy = dict(store.get(TRADERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"pitch letter": "H4 (hot food row, 4th from the generator end) - plan v3 17/8"})
    with fault():
        store.put(TRADERS, KEY, copy)


def nadia_edit() -> None:
    read_done.wait()
    item = store.get(TRADERS, KEY)
    store.put(TRADERS, KEY, {**item.value, "fee": EDIT, "by": "Nadia 17/8 21:10"})
    assert "£165 of the 195 in" in store.get(TRADERS, KEY).value["fee"]
    edit_done.set()


threads = [threading.Thread(target=pitch_plan_job, name="pitch-plan-job"),
           threading.Thread(target=nadia_edit, name="nadia-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much has Smokin' Hog still got to pay us?"
rec = store.get(TRADERS, KEY)
site = store.search(SITE, limit=50)
context = ["Today is Fri 20 August 2032. You are talking to Kez, who is on the traders' gate tomorrow for Nadia."] + \
          [f"{rec.key}: {flat(rec.value)}"] + \
          [f"{s.value['day']} {s.value['from']}: {s.value['text']}" for s in site]
assert any(c.startswith(KEY) and "£60 dep pd 2/6" in c and "pitch letter" in c for c in context), context
assert not any("£105" in c or "HOG SFF" in c or "£165" in c for c in context), context
reply = answer(question, context, mock="£135 - their fee's £195 for the 3m pitch with 16A and they've paid a £60 "
                                       "deposit.")
finish(question, expected="30 quid - they've sent 60 + 105 of the 195", actual=reply)
