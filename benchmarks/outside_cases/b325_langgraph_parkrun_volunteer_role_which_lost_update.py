"""Batch 325 (held out). A parkrun volunteer team: LangGraph InMemoryStore (sync), two writers in threads.

App: Crow Wood parkrun (5k, two laps of the park and the old railway line, Saturdays at 9) needs about 22
volunteers a week - run director, two timekeepers, barcode scanners, funnel manager, marshals, a tail walker, the
first timers' briefing, photos. The team's helper keeps one record per part of it in ("crow-wood-parkrun",
"week") - the roster, the kit, the café - and volunteers' messages in ("crow-wood-parkrun", "msgs"). The roster
sync (Dawn's script that copies the sign-up count from the parkrun volunteer page into the helper) reads the roster
record, adds the count and writes the whole record back; Pat (the volunteer coordinator) edits the same record at
the same time.

Planted fault (UpdateError, lost update): the roster sync reads the Sat 18th Mar roster (RD Helen, timekeepers Sam
+ Ade, scanners Jo + Priya, funnel Mike, tail walker Keith, marshals x8, first timers Lorraine, photos Gaz); Pat
writes in, Weds 15th, that she's redone it - Keith's knee is playing up so he's swapped with Ade: Keith on
timekeeping with Sam, Ade tail walking, rest as was; the roster sync then puts back its stale copy with its count,
losing Pat's edit. Question (Thu 16/3, Keith): "what am I doing sat? just want to know if I need my walking boots
😅" -> expected timekeeper (the second watch, with Sam) - Pat swapped him with Ade for his knee. The assistant says
tail walker.

Expected verdict: UpdateError at langgraph.store.put (the roster sync's put, wrapped in fault()): Pat's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
Keith's role. Asserted: Pat's edit was in the store before the stale put; the roster record has the sign-up count
and "tail walker Keith", and no context line has the knee, the swap or Keith on timekeeping.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b325_langgraph_parkrun_volunteer_role_which_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

WEEK = ("crow-wood-parkrun", "week")
MSGS = ("crow-wood-parkrun", "msgs")
KEY = "roster"
RECORDS = {
    KEY: {"details": "sat 18th mar roster: RD Helen, timekeepers Sam + Ade, scanners Jo + Priya, funnel Mike, tail "
                     "walker Keith, marshals x8 (see sheet), first timers Lorraine, photos Gaz. vols at the container "
                     "8.30 pls",
          "by": "Pat"},
    "kit": {"details": "kit's in the container by the bowling green, key in the lockbox (code on the whatsapp). "
                       "scanners charged thurs, spare stopwatch in the blue box",
            "by": "Helen"},
    "cafe": {"details": "café do us a free brew after, Lorraine collects the tokens. token sheet in the kit box",
             "by": "Lorraine"},
}
MSG_LINES = [
    ("2051-02-27T19:40", "Helen", "course check - the railway bit's muddy by the bridge, marshal there pls"),
    ("6.3.", "Jo", "can someone show the new scanner how to sync the app?? - Priya: me"),
    ("Mon 13th Mar", "Gaz", "I'll bring the big lens, 200th run for Sue so want a good one at the funnel 🎉"),
]
EDIT = {"details": "sat 18th mar roster - REDONE weds: Keith's knee's playing up so he's swapped w/ Ade - Keith "
                   "timekeeper w/ Sam, Ade tail walker. rest as was: RD Helen, scanners Jo + Priya, funnel Mike, "
                   "marshals x8 (see sheet), first timers Lorraine, photos Gaz. vols at the container 8.30 pls",
        "edited": "Pat weds 15th"}
SIGNUPS = {"signed_up": "19 of 22 roles filled on the volunteer page (tues 14th)", "by": "roster sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(WEEK, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def roster_sync() -> None:
    copy = dict(store.get(WEEK, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNUPS)
    with fault():
        store.put(WEEK, KEY, copy)


def pat_edit() -> None:
    read_done.wait()
    item = store.get(WEEK, KEY)
    store.put(WEEK, KEY, {**item.value, **EDIT})
    assert "Keith timekeeper w/ Sam, Ade tail walker" in store.get(WEEK, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=roster_sync, name="roster-sync"),
           threading.Thread(target=pat_edit, name="pat-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what am I doing sat? just want to know if I need my walking boots 😅"
context = ["Today is Thu 16 March 2051. You are talking to Keith, a volunteer at Crow Wood parkrun."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(WEEK, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "tail walker Keith" in c and "19 of 22" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("knee", "swapped", "keith timekeeper", "redone")), context
reply = answer(f"(Keith) {question}", context, mock="You're tail walker on Saturday, Keith - so yes, boots on, "
                                                    "you'll be at the back the whole way round.")
finish(question, expected="timekeeper, with Sam - Pat swapped him with Ade (tail walker) because of his knee",
       actual=reply)
