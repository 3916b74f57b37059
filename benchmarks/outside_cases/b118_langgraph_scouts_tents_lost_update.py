"""Batch 118 (held out). A scout troop's summer camp planner: LangGraph InMemoryStore (sync), two writers in threads.

App: 1st Oakfield Scouts keep one record per part of summer camp (tents, kit, menus, transport) in ("oakfield",
"camp") and odd leader notes in ("oakfield", "notes"). The quartermaster's trailer-plan job reads the tents record,
adds its loading plan and writes the whole record back; Skip (the scout leader) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the trailer job reads the tents record (6 tents: one per patrol, the
leaders' and the mess tent); Skip writes that the Kestrels are 9 now with the two new lads, too many for one patrol
tent, so they're split across two and the old Icelandic comes down from the loft - 7 tents; the job then puts back its
stale copy with the loading plan, losing Skip's edit. Question (Fri 24/7, Dan, a young leader loading the trailer):
"how many tents am i putting in the trailer?" -> expected 7. The assistant says 6.

Expected verdict: UpdateError at langgraph.store.put (the trailer job's put, wrapped in fault()): Skip's write landed
and the later put from a copy read before it overwrote it, so the store lost the value that decides the count.
Asserted: Skip's edit was in the store before the stale put; the record has the loading plan and the 6, and no
context line mentions the Icelandic or the split.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b118_langgraph_scouts_tents_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAMP = ("oakfield", "camp")
NOTES = ("oakfield", "notes")
KEY = "tents"
ITEMS = {
    KEY: {"count": "6 - one per patrol (Kestrels, Otters, Foxes, Owls) + leaders' + the mess tent",
          "where": "scout hut loft + the container", "check": "pegs counted 16th may, Otters' pole bag still short 1"},
    "menus": {"fri": "hot dogs when we get there", "sat": "chilli + rice, Raj's dutch ovens",
              "sun": "roast on the fire, crumble", "note": "Maisie veggie, Harry no nuts"},
    "transport": {"minibus": "leaves the hut Sat 25/7 at 8.30 sharp, back Sun 2/8 about 4",
                  "trailer": "hitched Fri night, Dan + Mike load it from half 6"},
}
NOTE_LINES = [
    ("14/5", "Skip", "camp fees £120 pp, £40 deposit by end of May, pay Jo on the app"),
    ("22.5.", "Raj", "kit check done - 3 dixies need new handles, 1 gas bottle empty"),
    ("Tue 23rd June", "Jo", "medical forms 21/24 back, chase the Owls"),
]
EDIT = {"count": "7 - Kestrels are 9 now w the two new lads, too many for one, so split them across 2 + get the old "
                 "Icelandic down from the loft (the green one). + leaders' + mess tent"}
PLAN = {"trailer_plan": "tents + poles at the front, dixies + stoves in the middle crates, chairs last",
        "plan_done": "Thu 23/7"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(CAMP, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def trailer_job() -> None:
    copy = dict(store.get(CAMP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PLAN)
    with fault():
        store.put(CAMP, KEY, copy)


def skip_edit() -> None:
    read_done.wait()
    item = store.get(CAMP, KEY)
    store.put(CAMP, KEY, {**item.value, **EDIT, "edited": "Skip thu 23/7"})
    assert store.get(CAMP, KEY).value["count"].startswith("7")
    edit_done.set()


threads = [threading.Thread(target=trailer_job, name="qm-trailer-plan"),
           threading.Thread(target=skip_edit, name="skip-tents-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tents am i putting in the trailer?"
context = ["Today is Fri 24 July 2037. You are talking to Dan, a young leader loading the camp trailer."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CAMP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "count: 6 - one per patrol" in c and "trailer_plan" in c for c in context), context
assert not any("Icelandic" in c or "two new lads" in c for c in context), context
reply = answer(question, context, mock="6 - one for each patrol, the leaders' tent and the mess tent. Tents and poles "
                                       "go at the front.")
finish(question, expected="7 - the Kestrels are split across two now, so the old Icelandic comes too", actual=reply)
