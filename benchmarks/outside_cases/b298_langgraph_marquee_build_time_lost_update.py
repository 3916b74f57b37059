"""Batch 298 (held out). A marquee hire firm: LangGraph InMemoryStore (sync), two writers in threads.

App: Colne Valley Tent & Marquee keep one record per job in the firm's helper, in ("cvtm-jobs-2051", "jobs") - the
site, the build and take-down, the kit - and the crew's messages in ("cvtm-jobs-2051", "msgs"). The picking job
(Shaun's script that copies the warehouse picking sheet into the helper each night) reads a job record, adds the
picked kit and writes the whole record back; Gill in the office edits the same record at the same time.

Planted fault (UpdateError, lost update): the picking job reads the record for the Ainsworth 60th at Woodsome Hall
(6x12 frame + a 6x6 pagoda on the south lawn, build Fri 9th June from 8am, take-down Mon 12th 9am, Janet the
events lady on site); Gill writes in, Weds 31/5, that Janet's rung - there's a christening party in the gardens till
11 on the Friday, so the wagon can't go across the lawn - the build's moved to Thurs 8th from 2pm, the hall's ok'd
it, everything else as was; the picking job then puts back its stale copy with its picked kit, losing Gill's edit.
Question (Weds 7/6, Lee): "what time are we building at Woodsome? need to know if I can do the school run" ->
expected Thursday 8th from 2pm (the christening has the gardens on the Friday morning). The assistant says Friday
9th from 8am.

Expected verdict: UpdateError at langgraph.store.put (the picking job's put, wrapped in fault()): Gill's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
build time. Asserted: Gill's edit was in the store before the stale put; the job record has the picked kit and the
Fri 9th 8am build, and no context line has the Thursday, 2pm or the christening.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b298_langgraph_marquee_build_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("cvtm-jobs-2051", "jobs")
MSGS = ("cvtm-jobs-2051", "msgs")
KEY = "ainsworth-60th-woodsome"
RECORDS = {
    KEY: {"details": "Ainsworth 60th @ Woodsome Hall, south lawn. 6x12 frame + 6x6 pagoda (bar), white linings, "
                     "festoon. BUILD fri 9th june from 8am, party sat 10th, take down mon 12th 9am. Janet (events) on "
                     "site, ring from the lodge gate",
          "by": "Gill"},
    "pollard-lower-royd": {"details": "Pollard wedding @ Lower Royd Farm, 9x15 frame, build fri 16th from 8, lining + "
                                      "chandeliers, small wagon only (cattle grid)",
                           "by": "Gill"},
    "scholes-gala": {"details": "Scholes gala sat 24th june, 3 x 3x3 pop ups + the 6x9 for the brass band, build sat "
                                "7am, down same eve",
                     "by": "Gill"},
}
MSG_LINES = [
    ("2051-05-22T07:15", "Dave", "big wagon's MOT fri 2nd, use the small one till then"),
    ("30.5.", "Marcus", "the festoon for Woodsome - 2 strings were dead, swapped them"),
    ("Mon 5th Jun", "Lee", "can someone else do Scholes, it's my lad's birthday - Dave: yep"),
]
EDIT = {"details": "Ainsworth 60th @ Woodsome Hall, south lawn - Janet rang, there's a christening do in the gardens "
                   "till 11 on the fri so we can't get the wagon across the lawn 🙄 BUILD MOVED to thurs 8th from "
                   "2pm, hall's ok'd it. rest as was: 6x12 frame + 6x6 pagoda (bar), white linings, festoon, party "
                   "sat 10th, take down mon 12th 9am",
        "edited": "Gill weds 31/5"}
PICKED = {"picked": "picked fri 26/5: 6x12 frame set, 6x6 pagoda, 18 tables, 80 chairs, 2 heaters, festoon x4, 14 "
                    "weights",
          "by": "picking job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(JOBS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def picking_job() -> None:
    copy = dict(store.get(JOBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PICKED)
    with fault():
        store.put(JOBS, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(JOBS, KEY)
    store.put(JOBS, KEY, {**item.value, **EDIT})
    assert "BUILD MOVED to thurs 8th from 2pm" in store.get(JOBS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=picking_job, name="picking-job"),
           threading.Thread(target=gill_edit, name="gill-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time are we building at Woodsome? need to know if I can do the school run"
context = ["Today is Weds 7 June 2051. You are talking to Lee, crew at Colne Valley Tent & Marquee."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(JOBS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "BUILD fri 9th june from 8am" in c and "picked fri 26/5" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("thurs 8th", "2pm", "christening")), context
reply = answer(f"(Lee) {question}", context, mock="Friday 9th from 8am at Woodsome, Lee - so the school run's "
                                                  "probably a no that morning.")
finish(question, expected="Thursday 8th from 2pm - moved as there's a christening in the gardens on the Friday",
       actual=reply)
