"""Batch 369 (held out). A cattle station's muster schedule: LangGraph InMemoryStore (sync), two writers in threads.

App: Yarrabin Station musters its paddocks after the wet - the Kelpie Bore paddock, Gidgee, Back Plain - with a
chopper spotting, bikes and horses, and portable panels towed out to whichever paddock's being done. The station's
helper keeps one record per part of it in ("yarrabin-muster-2051", "plan") - the schedule, the camp, the cook's
side, the trucks - and the two-way radio / group-chat lines in ("yarrabin-muster-2051", "radio"). The chopper job
(a script that copies Col's booking emails into the helper) reads the schedule record, adds Col's hours and writes
the whole record back; Rob (the head stockman) edits the same record at the same time.

Planted fault (UpdateError, lost update): the chopper job reads the schedule (Mon 20/3 Kelpie Bore paddock, Tue 21/3
Gidgee, Wed 22/3 Back Plain, Thu 23/3 draft + truck the sale steers out of the Gidgee yards); Rob writes in, Sun
19/3, that 40 mm fell Sat night and Gidgee's too boggy for the bikes, so he's swapped Tue and Wed - Tue 21/3 Back
Plain, Wed 22/3 Gidgee, rest as was; the chopper job then puts back its stale copy with Col's hours, losing Rob's
edit. Question (Mon 20/3, Jacko, who tows the portable panels): "which paddock are we doing tmrw? gotta know where
to tow the panels tonight" -> expected Back Plain (Gidgee's too boggy after Saturday's 40 mm). The assistant says
Gidgee.

Expected verdict: UpdateError at langgraph.store.put (the chopper job's put, wrapped in fault()): Rob's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides Tuesday's
paddock. Asserted: Rob's edit was in the store before the stale put; the schedule record has Col's hours and
"Tue 21/3 Gidgee", and no context line has the 40 mm, boggy or swapped.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b369_langgraph_muster_schedule_which_paddock_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("yarrabin-muster-2051", "plan")
RADIO = ("yarrabin-muster-2051", "radio")
KEY = "schedule"
RECORDS = {
    KEY: {"details": "MUSTER 🐂 Mon 20/3 Kelpie Bore paddock, Tue 21/3 Gidgee, Wed 22/3 Back Plain, Thu 23/3 draft + "
                     "truck the sale steers out of the Gidgee yards. saddle up 0500 every day, smoko at the yards",
          "by": "Rob"},
    "camp": {"details": "camp at the Gidgee yards Mon-Thu, swags + the cook's van, generator on the trailer, 2 x 20 L "
                        "water each in the utes",
             "by": "Rob"},
    "cook": {"details": "Maureen doing brekkie 0430, cut lunches + smoko run to the yards about 1000, tea 1900",
             "by": "Maureen"},
    "trucks": {"details": "Barry's Transport 2 decks Thu 23/3 1400 at the Gidgee yards for the sale steers, 68 head "
                          "give or take",
               "by": "Kerry"},
}
RADIO_LINES = [
    ("Fri 17/3 1815", "Rob", "Base, Rob. bikes all serviced, the red Yammy needs a back tyre, over"),
    ("Sat 18/3 0640", "Kerry", "Rob, Base. Barry confirmed 2 decks Thu, no worries, over"),
    ("Sun 19/3 0715", "Jacko", "portable panels loaded on the gooseneck, ready to go wherever, over"),
]
EDIT = {"details": "MUSTER 🐂 40 mm Sat nite 🌧️ Gidgee's too boggy for the bikes so I've swapped Tue + Wed: Tue 21/3 "
                   "Back Plain, Wed 22/3 Gidgee, rest as was - Mon 20/3 Kelpie Bore paddock, Thu 23/3 draft + truck the "
                   "sale steers out of the Gidgee yards. saddle up 0500 every day",
        "edited": "Rob sun 19/3"}
CHOPPER = {"chopper": "Col booked: Mon 5 hrs, Tue 6 hrs, Wed 6 hrs @ $420/hr, he'll land at the yards 0600",
           "by": "chopper job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (when, who, text) in enumerate(RADIO_LINES, 1):
    store.put(RADIO, f"r-{i:02d}", {"when": when, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def chopper_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CHOPPER)
    with fault():
        store.put(PLAN, KEY, copy)


def rob_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "swapped Tue + Wed: Tue 21/3 Back Plain" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=chopper_job, name="chopper-job"),
           threading.Thread(target=rob_edit, name="rob-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which paddock are we doing tmrw? gotta know where to tow the panels tonight"
context = ["Today is Mon 20 March 2051. You are talking to Jacko, a jackaroo on Yarrabin Station who tows the "
           "portable panels."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['when']} {m.value['from']}: {m.value['text']}" for m in store.search(RADIO, limit=50)]
assert any(c.startswith(KEY + ":") and "Tue 21/3 Gidgee" in c and "Col booked" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("40 mm", "boggy", "swapped")), context
reply = answer(f"(Jacko) {question}", context, mock="Gidgee tomorrow (Tue 21/3) - tow the panels out to the Gidgee "
                                                    "yards, Col's landing there at 0600.")
finish(question, expected="Back Plain - Rob swapped it with Gidgee, which is too boggy after Saturday's 40 mm",
       actual=reply)
