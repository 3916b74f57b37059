"""Batch 302 (held out). A sheepdog trials society's open trial: LangGraph InMemoryStore (sync), two writers in
threads.

App: Dolwen Sheepdog Society run their open trial on Sat 19th Aug 2051 on Glyn Tŷ Isaf's fields - an open for about
60 dogs, a hill course (outrun, lift, fetch, drive, shed, pen), sheep from two local farms, a tea tent. The society's
helper keeps one record per part of the day in ("dolwen-sds-open-2051", "plan") - the course, the sheep, the tea
tent, the running order - and handlers' messages in ("dolwen-sds-open-2051", "msgs"). The entries job (Ffion's script
that copies the online entry form into the helper) reads the course record, adds the count of dogs entered and
writes the whole record back; Emrys (the course director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the entries job reads the course record (outrun about 450 yds, fetch
through the gate, drive away about 150 yds and a cross drive, shed 2 off 5 in the ring, pen, 13 mins a run);
Emrys writes in, Sun 13th, that he's walked it again - Glyn's cutting the top field late for silage so they're on
the bottom half, the outrun's more like 350 yds not 450, the fetch gate has moved to the gap by the ash tree, the
rest as it was; the entries job then puts back its stale copy with its count, losing Emrys's edit. Question (Thu
17/8, Rhys, a handler): "how far's the outrun in the open? Mab's never gone out more than 400 yds, want to know if
she'll find her sheep" -> expected about 350 yards (the course is on the bottom half with the top field down for
silage). The assistant says about 450 yards.

Expected verdict: UpdateError at langgraph.store.put (the entries job's put, wrapped in fault()): Emrys's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
outrun. Asserted: Emrys's edit was in the store before the stale put; the course record has the entry count and
the 450 yds, and no context line has 350, silage or the ash tree.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b302_langgraph_sheepdog_trial_outrun_how_far_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("dolwen-sds-open-2051", "plan")
MSGS = ("dolwen-sds-open-2051", "msgs")
KEY = "course"
RECORDS = {
    KEY: {"details": "OPEN course - outrun approx 450 yds, left or right handlers choice, lift, fetch thru the gate, "
                     "drive away ~150 yds + cross drive, shed 2 off 5 in the ring, pen. 13 mins a run, judge's "
                     "whistle is final",
          "by": "Emrys"},
    "sheep": {"details": "welsh ewes from Glyn + Tom Blaen, 5 a run, let out from the top pen by the lads on quads. "
                         "don't run ur dog at the let out!!",
              "by": "Emrys"},
    "tea tent": {"details": "tea tent by the gate from 7, bacon baps + cake, Ffion's mam + the chapel ladies. cash "
                            "only, no signal up there",
                 "by": "Ffion"},
    "running order": {"details": "drawn at 8pm fri in the Stag, posted on the trailer + on here after. first dog to "
                                 "the post 7am sharp",
                      "by": "Ffion"},
}
MSG_LINES = [
    ("2051-07-02T21:40", "Ffion", "entry form's live on the website, £15 a dog, closes 12th aug"),
    ("29.7.", "Gareth", "any room for trailers? - Ffion: yes, Glyn's yard, follow the signs"),
    ("Sat 5th Aug", "Emrys", "judge is Alun Jenkins, Llandovery. be nice to him 😂"),
]
EDIT = {"details": "OPEN course (walked it again sun) - Glyn's cutting the top field late for silage 🚜 so we're on "
                   "the bottom half: outrun's more like 350 yds not 450, fetch gate's moved to the gap by the ash "
                   "tree. rest as was - lift, drive away ~150 yds + cross drive, shed 2 off 5 in the ring, pen, 13 "
                   "mins a run",
        "edited": "Emrys sun 13th"}
ENTRIES = {"entries": "64 dogs entered on the form so far (thu 10th)", "by": "entries job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def entries_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ENTRIES)
    with fault():
        store.put(PLAN, KEY, copy)


def emrys_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "outrun's more like 350 yds not 450" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=entries_job, name="entries-job"),
           threading.Thread(target=emrys_edit, name="emrys-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how far's the outrun in the open? Mab's never gone out more than 400 yds, want to know if she'll find " \
           "her sheep"
context = ["Today is Thu 17 August 2051. You are talking to Rhys, a handler running his bitch Mab in Dolwen "
           "Sheepdog Society's open trial (Sat 19 Aug)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "outrun approx 450 yds" in c and "64 dogs entered" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("350", "silage", "ash tree")), context
reply = answer(f"(Rhys) {question}", context,
               mock="About 450 yards - a good bit further than Mab's used to, so it might be worth a practice on a "
                    "longer field before Saturday.")
finish(question, expected="about 350 yards - they're on the bottom half, the top field's down for silage",
       actual=reply)
