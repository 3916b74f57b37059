"""Batch 347 (held out). A powerlifting gym's training log: LangGraph InMemoryStore (sync), two writers in threads.

App: Iron Lab Barbell (a powerlifting gym in Austin, TX) keeps each lifter's current block in the gym's helper,
one record per lifter in ("ironlab-barbell", "programs"), and the lifters' session logs in ("ironlab-barbell",
"logs"). The check-in kiosk job reads a lifter's record, adds the bodyweight from the kiosk scale and writes the
whole record back; coach Tony edits the same record from his phone.

Planted fault (UpdateError, lost update): the kiosk job reads Marcus's record (peaking block wk 2 of 4; Sat: squat
top single 205kg @ RPE 8, back-offs 3x3 @ 185kg; bench 140 x1 then 3x3 @ 125; no deadlift). Tony writes in, Thu
10/6, that after tonight's 195 moved like a 9.5 he's pulling Saturday back: top single 197.5kg, back-offs 3x3 @
177.5kg, bench as was. The kiosk job then puts back its stale copy with the bodyweight, losing Tony's edit.
Question (Fri 11/6, Marcus): "what's my squat top single tmrw + the backoffs? writing the bar loading sheet" ->
expected 197.5kg for the single, back-offs 3x3 @ 177.5kg (Tony pulled it back after Thursday's grinder). The
assistant says 205kg and 3x3 @ 185kg.

Expected verdict: UpdateError at langgraph.store.put (the kiosk job's put, wrapped in fault()): Tony's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the numbers.
Asserted: Tony's edit was in the store before the stale put; Marcus's record has the kiosk bodyweight and the 205kg
single, and no context line has 197.5, 177.5 or "pulling".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b347_langgraph_powerlifting_squat_top_single_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PROGS = ("ironlab-barbell", "programs")
LOGS = ("ironlab-barbell", "logs")
KEY = "marcus"
RECORDS = {
    KEY: {"block": "peaking wk 2 of 4, meet is the Texas Open 6/26 (-110kg)",
          "sat": "SQ top single 205kg @ RPE 8 (452lb), backoffs 3x3 @ 185kg. BP 140 x1 then 3x3 @ 125. no DL this wk, "
                 "just 3x5 RDLs @ 140 on tues",
          "by": "Tony"},
    "keisha": {"block": "off-season hypertrophy wk 5",
               "sat": "SQ 4x8 @ 100kg, paused BP 4x6 @ 70, DL 3x5 @ 150",
               "by": "Tony"},
    "ben": {"block": "novice LP",
            "sat": "SQ 3x5 @ 112.5 (+2.5 from wed), BP 3x5 @ 80, DL 1x5 @ 150",
            "by": "Tony"},
}
LOG_LINES = [
    ("2050-06-07T18:40", "marcus", "tue - RDLs 3x5 @ 140 easy, bench 5x3 @ 120 @ 7. left elbow a bit cranky"),
    ("6/9", "keisha", "hit 100 for 4x8 on squats, belt on the last set. next wk 102.5?"),
    ("Thu 10/6", "marcus", "squat heavy single 195 - moved like a 9.5, grinder out of the hole 😬 knees caving a bit"),
]
EDIT = {"sat": "SQ - pulling sat back after tonight's 195 (that was a 9.5 not an 8): top single 197.5kg, backoffs 3x3 "
               "@ 177.5kg. BP as was, 140 x1 then 3x3 @ 125. no DL, RDLs done",
        "edited": "Tony thu 10/6 9:15pm"}
KIOSK = {"bodyweight": "108.9kg (kiosk, thu 10/6 check-in)", "by": "kiosk job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PROGS, key, record)
for i, (day, who, text) in enumerate(LOG_LINES, 1):
    store.put(LOGS, f"log-{i:02d}", {"day": day, "lifter": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def kiosk_job() -> None:
    copy = dict(store.get(PROGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(KIOSK)
    with fault():
        store.put(PROGS, KEY, copy)


def tony_edit() -> None:
    read_done.wait()
    item = store.get(PROGS, KEY)
    store.put(PROGS, KEY, {**item.value, **EDIT})
    assert "top single 197.5kg, backoffs 3x3 @ 177.5kg" in store.get(PROGS, KEY).value["sat"]
    edit_done.set()


threads = [threading.Thread(target=kiosk_job, name="kiosk-job"),
           threading.Thread(target=tony_edit, name="tony-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's my squat top single tmrw + the backoffs? writing the bar loading sheet"
context = ["Today is Fri 11 June 2050. You are talking to Marcus, a lifter at Iron Lab Barbell coached by Tony."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PROGS, limit=10)] + \
          [f"{m.value['day']} {m.value['lifter']}: {m.value['text']}" for m in store.search(LOGS, limit=50)]
assert any(c.startswith(KEY + ":") and "SQ top single 205kg" in c and "108.9kg" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("197.5", "177.5", "pulling")), context
reply = answer(f"(Marcus) {question}", context,
               mock="Top single 205kg (RPE 8), then back-offs 3x3 @ 185kg. Bench after: 140 x1, 3x3 @ 125.")
finish(question, expected="197.5kg top single, back-offs 3x3 @ 177.5kg - Tony pulled it back after Thursday's 195 "
                          "grinder", actual=reply)
