"""Batch 191 (held out). A running club's relay: LangGraph InMemoryStore (sync), two writers in threads.

App: Ironbridge Runners enter a team of six in the Long Mynd hill relay on Sun 21st June 2043 - six legs round the
hills above Church Stretton, a wristband baton, changeovers at the road crossings, marshals' cars ferrying the runners
between them. The club's helper keeps one record per thing in ("ironbridge-runners-relay-2043", "team") - the legs,
the changeovers, the kit - and the team's odd messages in ("ironbridge-runners-relay-2043", "msgs"). The kit job
(numbers and vests) reads the legs record, adds its line about the race numbers and writes the whole record back;
Dawn (the team captain) edits the same record at the same time.

Planted fault (UpdateError, lost update): the kit job reads the legs record (legs 1-5: Gaz, Helen, Tom, Priya, Dave;
last leg: Mark, the big climb up to Pole Bank then the descent to the finish); Dawn writes in, on 2043-06-15, that
Mark's done his calf at parkrun so Steph's doing the last leg - she ran the anchor in '41 and knows the descent; the
kit job then puts back its stale copy with its numbers line, losing her edit. Question (Weds 17/6, Karen, driving to
the last changeover): "who's running the last leg sun? I'm at the last changeover + need to know who I'm looking out
for" -> expected Steph (Mark's injured). The assistant says Mark.

Expected verdict: UpdateError at langgraph.store.put (the kit job's put, wrapped in fault()): Dawn's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides who runs the last
leg. Asserted: her edit was in the store before the stale put; the legs record has the numbers line and Mark on the
last leg, and no context line mentions Steph, the calf or parkrun.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b191_langgraph_relay_anchor_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TEAM = ("ironbridge-runners-relay-2043", "team")
MSGS = ("ironbridge-runners-relay-2043", "msgs")
KEY = "legs"
RECORDS = {
    KEY: {"legs 1-5": "1 Gaz (mass start 9am), 2 Helen, 3 Tom, 4 Priya, 5 Dave (the boggy one, sorry Dave)",
          "last leg": "Mark - the big climb up to Pole Bank then the descent to the finish, he's been doing hill reps",
          "by": "Dawn"},
    "changeovers": {"details": "road crossings at Bridges, Ratlinghope, the Gliding Club + Boxbush, last one Pole "
                               "Cottage. wristband handed over, no touching the timing mat early", "by": "Dawn"},
    "kit": {"details": "club vests, full body cover (waterproof top + bottoms), whistle, map, compass - kit check at "
                       "registration 8.30-8.50, no kit no run", "by": "Dawn"},
}
MSG_LINES = [
    ("2043-06-02T19:30", "Gaz", "lifts - I'll take legs 1 + 2 in the van, Karen's doing the last changeover in hers"),
    ("9.6.", "Helen", "recce'd leg 2 sat, path's overgrown at the ford, bring a map not just the watch"),
    ("Tue 26th may", "Dave", "entry paid £72 for the team, I'll claim it off the club. at work 8.30-5 all wk so text "
                            "don't ring"),
]
EDIT = {"last leg": "Mark's done his calf at parkrun 😩 so Steph's doing the last leg - she ran the anchor in '41 + "
                    "knows the descent, Mark's coming to cheer",
        "edited": "Dawn 2043-06-15"}
NUMBERS = {"numbers": "race numbers 61-66 in leg order, pinned front + back, Tom's collecting them fri",
           "by": "kit job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TEAM, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def kit_job() -> None:
    copy = dict(store.get(TEAM, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(NUMBERS)
    with fault():
        store.put(TEAM, KEY, copy)


def dawn_edit() -> None:
    read_done.wait()
    item = store.get(TEAM, KEY)
    store.put(TEAM, KEY, {**item.value, **EDIT})
    assert "Steph's doing the last leg" in store.get(TEAM, KEY).value["last leg"]
    edit_done.set()


threads = [threading.Thread(target=kit_job, name="kit-numbers-job"),
           threading.Thread(target=dawn_edit, name="dawn-legs-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's running the last leg sun? I'm at the last changeover + need to know who I'm looking out for"
context = ["Today is Weds 17 June 2043. You are talking to Karen, an Ironbridge Runners member; the Long Mynd hill "
           "relay is Sun 21 June."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TEAM, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "last leg: Mark - the big climb" in c and "race numbers 61-66" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("steph", "calf", "parkrun")), context
reply = answer(question, context, mock="Mark - he's on the last leg, the climb up to Pole Bank and the descent to "
                                       "the finish.")
finish(question, expected="Steph - Mark's done his calf, she ran the anchor in '41", actual=reply)
