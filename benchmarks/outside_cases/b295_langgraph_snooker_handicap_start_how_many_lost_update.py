"""Batch 295 (held out). A snooker hall's charity handicap: LangGraph InMemoryStore (sync), two writers in threads.

App: the Cue Zone in Brighouse hold a charity handicap for the hospice on Sat 25th March 2051 - 32 players, best of
3 frames, final best of 5, everyone given a start in points per frame off their league averages so (in theory)
anyone can win. The hall's helper keeps one record per part of it in ("cue-zone-charity-handicap-2051", "plan") -
the starts, the format, the prizes, the food - and players' messages in ("cue-zone-charity-handicap-2051",
"msgs"). The entries job (Sheila's script that copies the entry sheet into the helper) reads the starts record,
adds the count of entries and writes the whole record back; Ray (the handicapper) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the entries job reads the starts record (Shaun and Ray scratch, Tariq +7,
Gaz +14, Dev +21, Lee and young Josh +28, the juniors +35); Ray writes in, Weds 15th, that he's redone it after
Tuesday's league night - Dev made a 48 break against the Crown, so he's +14 not +21, the rest as they were; the
entries job then puts back its stale copy with its count, losing Ray's edit. Question (Thu 23/3, Dev): "how many
start am I getting on sat? 😂 be honest" -> expected 14 points a frame (cut from 21 after his 48 break). The
assistant says 21.

Expected verdict: UpdateError at langgraph.store.put (the entries job's put, wrapped in fault()): Ray's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides Dev's start.
Asserted: Ray's edit was in the store before the stale put; the starts record has the entry count and Dev +21, and
no context line has the 48 break, "redone" or "not +21".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b295_langgraph_snooker_handicap_start_how_many_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("cue-zone-charity-handicap-2051", "plan")
MSGS = ("cue-zone-charity-handicap-2051", "msgs")
KEY = "starts"
RECORDS = {
    KEY: {"details": "handicap starts (pts a frame, off the league avgs): Shaun + Ray scratch, Tariq +7, Gaz +14, "
                     "Dev +21, Lee + young Josh +28, the 2 juniors +35. Ray's word is final 😂",
          "by": "Ray"},
    "format": {"details": "32 player draw, best of 3 frames, QF + SF best of 3, final best of 5 on table 1. start "
                          "10am sharp, last 16 by about 2",
               "by": "Ray"},
    "prizes": {"details": "winner £100 + the shield, runner up £50, highest break £20 (cash on the night). all "
                          "entries to St Anne's hospice",
               "by": "Sheila"},
    "food": {"details": "pie + peas at 1 from the Ship, £4, Sheila taking orders on the counter. bar open from 11",
             "by": "Sheila"},
}
MSG_LINES = [
    ("2051-02-27T20:40", "Sheila", "entry sheet's up by the counter, £10, money in the jar, hospice gets the lot"),
    ("4/3", "Gaz", "can we have tables 1-4 for the big lads + the pool tables open for anyone waiting? - Ray: yep"),
    ("Sat 11th", "Tariq", "any chance of a raffle? I can get a Peradon cue off my cousin - Sheila: go on then 🙌"),
]
EDIT = {"details": "handicap starts (pts a frame) - redone after tues league nite, Dev made a 48 break v the Crown "
                   "👀 so he's +14 not +21, rest as was: Shaun + Ray scratch, Tariq +7, Gaz +14, Lee + young Josh +28, "
                   "the 2 juniors +35",
        "edited": "Ray weds 15th"}
ENTRIES = {"entries": "27 on the sheet so far (mon 13th)", "by": "entries job"}


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


def ray_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so he's +14 not +21" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=entries_job, name="entries-job"),
           threading.Thread(target=ray_edit, name="ray-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many start am I getting on sat? 😂 be honest"
context = ["Today is Thu 23 March 2051. You are talking to Dev, who's entered the Cue Zone's charity handicap "
           "(Sat 25 March)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Dev +21" in c and "27 on the sheet" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("48 break", "redone", "not +21")), context
reply = answer(f"(Dev) {question}", context, mock="21 points a frame, Dev - Ray's word is final!")
finish(question, expected="14 a frame - Ray cut it from 21 after his 48 break against the Crown", actual=reply)
