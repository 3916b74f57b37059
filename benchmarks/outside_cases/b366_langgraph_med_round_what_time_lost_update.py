"""Batch 366 (held out). A care home's medication rounds (the non-clinical detail: when, where, how she likes it):
LangGraph InMemoryStore (sync), two writers in threads.

App: Fernlea care home keep one record per part of each resident's day in ("fernlea-rm9-jm", "profile") - the
medication round, meals and fluids, laundry, family - and the shift handover lines in ("fernlea-rm9-jm",
"handover"). The care-plan sync job (a nightly script that stamps each record with its next audit date) reads the
med round record, adds the review line and writes the whole record back; the night senior edits the same record at
the same time.

Planted fault (UpdateError, lost update): the sync job reads the med round record (Rm 9 J.M. - morning round 07:30
in Rm 9 before breakfast, tablets on a spoon with yoghurt, curtains open first; teatime round 17:00 in the lounge);
KM (night senior) writes in, "amended by: KM (N/S) 20/03", that J.M. keeps refusing the 07:30 round in bed - GP visit
18/03 was fine with moving it - so from now on her morning round is in the dining room after breakfast, about 08:45,
yoghurt as before; the sync job then puts back its stale copy with its review stamp, losing KM's edit. Question (Thu
23/03 07:10, Aisha, agency carer): "what time do I do J.M.'s morning round + where? first shift here, don't want to
upset her" -> expected about 08:45 in the dining room, after breakfast (not 07:30 in Rm 9). The assistant says 07:30
in her room.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): KM's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the round's time
and place. Asserted: KM's edit was in the store before the stale put; the med round record has the review stamp and
07:30 in Rm 9, and no context line has 08:45, the dining room or "amended by".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b366_langgraph_med_round_what_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PROFILE = ("fernlea-rm9-jm", "profile")
HANDOVER = ("fernlea-rm9-jm", "handover")
KEY = "med_round"
RECORDS = {
    KEY: {"details": "Rm 9 J.M. - morning round 07:30 in Rm 9 before brekkie, tablets on a spoon w/ yoghurt (hates "
                     "water), curtains open first + say who you are. teatime round 17:00 in lounge. blister packs from "
                     "Boots, delivered Tues",
          "by": "RGN Sally 02/03"},
    "meals": {"details": "small portions, eats better w/ her own flowered mug. fluid target 1500mL, averaging ~1200mL "
                         "this wk. likes a sherry Sun lunch (1 small)",
              "by": "SC Lisa"},
    "laundry": {"details": "nighties hand wash only (dtr's request), all named J.M. Rm 9. pink dressing gown = her "
                           "favourite, don't let it go to the main wash",
                "by": "Bev"},
    "family": {"details": "dtr Mrs P. Moss visits Tue + Sat p.m., son in Canada rings Sun 7pm (UK) - have her in "
                          "her chair by the phone",
               "by": "AB"},
}
HANDOVER_LINES = [
    ("2051-03-14T07:30", "KM", "S: refused 07:30 round again, 'it's the middle of the night'. B: 3rd time this wk. "
                               "A: took them at 09:00 w/ breakfast no bother. R: raise w/ GP"),
    ("Sat 18/03", "SC Lisa", "GP visit today - J.M. seen, outcomes in her care plan + the MAR. dtr informed"),
    ("21.03 D/S", "SC Lisa", "S: good day, 3/4 portion lunch, 1350mL. B: -. A: -. R: hairdresser Fri 10:00"),
]
EDIT = {"details": "amended by: KM (N/S) 20/03 - J.M. keeps refusing the 07:30 round in bed. GP visit 18/03 fine to "
                   "move it, so from now on morning round in the dining room after breakfast, ~08:45, tablets on a "
                   "spoon w/ yoghurt as before. teatime round 17:00 in lounge as was",
        "edited": "KM 20/03 23:10"}
SYNC = {"review": "next care plan audit due 30/04 (sync job)", "by": "care-plan sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PROFILE, key, record)
for i, (day, who, text) in enumerate(HANDOVER_LINES, 1):
    store.put(HANDOVER, f"h-{i:02d}", {"day": day, "by": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def sync_job() -> None:
    copy = dict(store.get(PROFILE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(PROFILE, KEY, copy)


def night_senior_edit() -> None:
    read_done.wait()
    item = store.get(PROFILE, KEY)
    store.put(PROFILE, KEY, {**item.value, **EDIT})
    assert "morning round in the dining room after breakfast, ~08:45" in store.get(PROFILE, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=sync_job, name="care-plan-sync"),
           threading.Thread(target=night_senior_edit, name="km-night-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I do J.M.'s morning round + where? first shift here, don't want to upset her"
context = ["Today is Thu 23 March 2051, 07:10. You are talking to Aisha, an agency carer on her first shift at Fernlea "
           "care home."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PROFILE, limit=10)] + \
          [f"{h.value['day']} {h.value['by']}: {h.value['text']}" for h in store.search(HANDOVER, limit=50)]
assert any(c.startswith(KEY + ":") and "morning round 07:30 in Rm 9" in c and "due 30/04" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("08:45", "dining room", "amended by")), context
reply = answer(f"(Aisha) {question}", context, mock="07:30 in her room, Rm 9, before breakfast - open the curtains "
                                                    "first and say who you are; tablets on a spoon with yoghurt.")
finish(question, expected="about 08:45 in the dining room after breakfast - KM moved it from 07:30 in Rm 9 after the GP "
                          "visit", actual=reply)
