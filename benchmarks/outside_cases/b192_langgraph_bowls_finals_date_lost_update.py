"""Batch 192 (held out). A bowls league's finals day: LangGraph InMemoryStore (sync), two writers in threads.

App: the Wrekin & District Bowls League's finals day (singles, pairs, triples and the fours cup) is at Newport Bowling
Club - 6 rinks, league umpires, teas in the pavilion. The league's helper keeps one record per thing in
("wrekin-bowls-finals-2043", "day") - the finals, the teas, the rinks - and the secretaries' odd messages in
("wrekin-bowls-finals-2043", "msgs"). The umpires' rota job reads the finals record, adds its line with the umpires
and writes the whole record back; Brian (the league secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the umpires' rota job reads the finals record (when: Sat 16th Aug, 10am
start, singles first, fours cup final last about 4ish; dress: whites, league badge); Brian writes in, on
2043-07-28, that Newport's greenkeeper is hollow tining + top dressing the green the week of the 11th and it won't be
fit for the Saturday, so finals day's the Sunday after, the 24th, same times, and Newport's fine with the teas
moving; the rota job then puts back its stale copy with its umpires line, losing his edit. Question (Weds 13/8, Ray,
who skips the Edgmond four in the cup final): "what date's finals day? need to book the day off at the garage" ->
expected Sun 24th Aug (the green's being hollow tined the week before). The assistant says Sat 16th Aug.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Brian's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the date.
Asserted: his edit was in the store before the stale put; the finals record has the umpires line and Sat 16th Aug,
and no context line mentions the 24th, Sunday or the hollow tining.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b192_langgraph_bowls_finals_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAY = ("wrekin-bowls-finals-2043", "day")
MSGS = ("wrekin-bowls-finals-2043", "msgs")
KEY = "finals"
RECORDS = {
    KEY: {"when": "sat 16th aug, 10am start, singles first, fours cup final last ~4ish",
          "dress": "whites + league badge, no trainers on the green!!", "by": "Brian"},
    "teas": {"details": "pavilion, Newport ladies doing sandwiches + cakes, half 12-1.30, £5 a head, raffle at the "
                        "teas", "by": "Margaret"},
    "rinks": {"details": "6 rinks, singles on 1 + 2, pairs 3 + 4, triples 5 + 6, fours cup on 3 after the pairs",
              "by": "Brian"},
}
MSG_LINES = [
    ("2043-07-14T18:40", "Margaret", "trophies back from the engravers, the fours cup's had a polish, looks lovely"),
    ("20.7.", "Ray", "Edgmond four for the cup - me skip, Dave, Len, Alan. Alan's hip permitting 😬"),
    ("Tue 22nd", "Brian", "spectators welcome, bring a chair, car park's the field behind the club"),
]
EDIT = {"when": "Newport's greenkeeper is hollow tining + top dressing the green the wk of the 11th 🙄 won't be fit "
                "for the sat so it's the sunday after, the 24th - same times. Newport are fine w the teas moving",
        "edited": "Brian 2043-07-28"}
UMPIRES = {"umpires": "Ken (singles), Pat + Ron (pairs/triples), Brian for the fours cup. measures + chalk in the "
                      "hut", "by": "umpires rota"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAY, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def umpires_rota() -> None:
    copy = dict(store.get(DAY, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(UMPIRES)
    with fault():
        store.put(DAY, KEY, copy)


def brian_edit() -> None:
    read_done.wait()
    item = store.get(DAY, KEY)
    store.put(DAY, KEY, {**item.value, **EDIT})
    assert "the sunday after, the 24th" in store.get(DAY, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=umpires_rota, name="umpires-rota"),
           threading.Thread(target=brian_edit, name="brian-finals-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date's finals day? need to book the day off at the garage"
context = ["Today is Weds 13 Aug 2043. You are talking to Ray, who skips the Edgmond four in the Wrekin & District "
           "Bowls League's fours cup final at Newport Bowling Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAY, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "when: sat 16th aug" in c and "umpires: Ken" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("24th", "sunday", "hollow")), context
reply = answer(question, context, mock="Saturday 16th August - 10am start, and the fours cup final is last, about "
                                       "4ish.")
finish(question, expected="Sun 24th Aug - the green's being hollow tined the wk before, so not the sat",
       actual=reply)
