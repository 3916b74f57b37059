"""Batch 397 (held out). A Polish parish's Wigilia pierogi sale in Chicago: LangGraph InMemoryStore (sync), two
writers in threads.

App: the pierogi committee of St. Bronislava parish in Chicago make 600 dozen pierogi for Wigilia 2050 - pinching
nights Tuesdays and Wednesdays in the basement kitchen, frozen on sheet pans in the school's walk-in, pick-up before
Christmas. The committee's helper keeps one record per part of it in ("st-bronislava-pierogi-2050", "plan") - the
tally, the pinching nights, the supplies, the pick-up - and volunteers' messages in ("st-bronislava-pierogi-2050",
"msgs"). The pre-order job (pan Tadek's script that copies the paper order forms into the helper) reads the tally
record, adds the count of pre-ordered dozens and writes the whole record back; pani Basia (the chair) edits the
same record at the same time.

Planted fault (UpdateError, lost update): the pre-order job reads the tally record (goal 600 dz, 410 dz pinched and
frozen so far: ruskie 220, kapusta 120, ser 70); Basia writes in, Wed 11/30 late, after that night's pinching - they
are at 475 dz now (ruskie 260, kapusta 140, ser 75); the pre-order job then puts back its stale copy with its count,
losing Basia's edit. Question (Thu 12/1, pani Ela, who's deciding on an extra Saturday session): "how many more
dozen do we still have to pinch to hit 600? deciding if we need a Saturday" -> expected 125 dz (600 - 475). The
assistant says 190 dz (600 - 410).

Expected verdict: UpdateError at langgraph.store.put (the pre-order job's put, wrapped in fault()): Basia's write
landed and the later put from a copy read before it overwrote it, so the store lost the count that decides the
answer. Asserted: Basia's edit was in the store before the stale put; the tally record has the pre-order count and
410 dz, and no context line has 475 or "after wed night".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b397_langgraph_pierogi_dozens_left_diff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("st-bronislava-pierogi-2050", "plan")
MSGS = ("st-bronislava-pierogi-2050", "msgs")
KEY = "tally"
RECORDS = {
    KEY: {"details": "GOAL 600 dz for Wigilia 🥟 pinched + frozen so far: 410 dz (ruskie 220, kapusta 120, ser 70). "
                     "sheet pans in the school walk-in, label the bags w/ the filling + date!!",
          "by": "Basia"},
    "pinching": {"details": "pinching nights Tues + Wed 6-9pm basement kitchen, babcie on the dough, everybody else "
                            "fills + pinches. last night Wed 12/7",
                 "by": "Zofia"},
    "supplies": {"details": "flour 200 lb, twaróg 60 lb, potatoes 150 lb, sauerkraut 12 buckets, 2 gal oil, ziplocks "
                            "gallon size x 700",
                 "by": "Zofia"},
    "pickup": {"details": "pick-up Sun 12/18 after the 10:30 Mass in the sala till 2pm, $14/dz, cash/check/Square",
               "by": "Basia"},
}
MSG_LINES = [
    ("2050-11-15T20:40", "Zofia", "who has a stand mixer we can borrow? the old Hobart is making a noise 😬"),
    ("11/22", "Ela", "I can do both nights + bring my mom, she pinches faster than all of us"),
    ("Tue 11/29", "Rysiek", "walk-in is at -5°F, plenty of room on the bottom racks"),
]
EDIT = {"details": "GOAL 600 dz for Wigilia 🥟 after Wed night 11/30 we're at 475 dz!! (ruskie 260, kapusta 140, "
                   "ser 75) dziękuję wszystkim. sheet pans in the school walk-in, label the bags w/ the filling + "
                   "date!!",
        "edited": "Basia wed 11/30 10:40pm"}
PREORDERS = {"preorders": "388 dz pre-ordered on the paper forms as of Mon 11/28", "by": "pre-order job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def preorder_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PREORDERS)
    with fault():
        store.put(PLAN, KEY, copy)


def basia_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "after Wed night 11/30 we're at 475 dz" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=preorder_job, name="preorder-job"),
           threading.Thread(target=basia_edit, name="basia-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more dozen do we still have to pinch to hit 600? deciding if we need a Saturday"
context = ["Today is Thu 12/1/2050. You are talking to pani Ela, a volunteer on St. Bronislava's pierogi "
           "committee."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "so far: 410 dz" in c and "388 dz pre-ordered" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("475", "after wed night")), context
reply = answer(f"(Ela) {question}", context, mock="190 dozen - you're at 410 of the 600, so yes, a Saturday "
                                                  "session would help.")
finish(question, expected="125 dozen - Basia's count after Wed night 11/30 was 475", actual=reply)
