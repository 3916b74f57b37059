"""Batch 209 (held out). A village hall's quiz and chips night: LangGraph InMemoryStore (sync), two writers in
threads.

App: Cleobury North village hall holds a quiz and chips night on Fri 13th March 2048 - teams of up to six, eight
rounds, fish and chips from the Golden Fry at the break. The hall's helper keeps one record per part of the job in
("cleobury-north-quiz-2048", "plan") - the teams, the rounds, the night itself - and people's messages in
("cleobury-north-quiz-2048", "msgs"). The chips job (Jean, who's doing the chip order) reads the teams record, adds
the chip order line and writes the whole record back; Dave (the quizmaster) edits the same record at the same time.

Planted fault (UpdateError, lost update): the chips job reads the teams record (Quizzy Rascals 6, the Usual Suspects
5, WI Wonders 6, the Bell Ringers 4 - 21 all told); Dave writes in, Tue 10/3, that the Young Farmers rang and want a
table, 6 of them, they'll pay on the night; the chips job then puts back its stale copy with the chip line (fish +
chips for every player, £9 a head from the Golden Fry, Jean to ring it through Thurs and pay upfront), losing Dave's
edit. Question (Thu 12/3, Jean): "how much do I need to take down the Golden Fry for the order?" -> expected £243
(27 at £9). The assistant says £189 (21 at £9).

Expected verdict: UpdateError at langgraph.store.put (the chips job's put, wrapped in fault()): Dave's write landed
and the later put from a copy read before it overwrote it, so the store lost the table that decides the total.
Asserted: Dave's edit was in the store before the stale put; the teams record has the chip line and the four teams,
and no context line has the Young Farmers.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b209_langgraph_quiz_chips_total_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("cleobury-north-quiz-2048", "plan")
MSGS = ("cleobury-north-quiz-2048", "msgs")
KEY = "teams"
RECORDS = {
    KEY: {"teams": "Quizzy Rascals 6, the Usual Suspects 5, WI Wonders 6, the Bell Ringers 4 (Mick's bringing his "
                   "own pencil lol)",
          "notes": "max 6 a team, £10 a team on the door, tables 1-5 by the stage"},
    "rounds": {"details": "8 rounds - general knowledge, music (Dave's cds 😬), picture round, the village, sport, "
                          "food + drink, then the break, then 2 more + the jackpot question", "by": "Dave"},
    "on_the_night": {"details": "fri 13th march, doors 7, first round 7.30, chips at the break about 9ish, bring "
                                "ur own drinks, raffle £1 a strip", "by": "Sue"},
}
MSG_LINES = [
    ("2048-02-24T19:05", "Sue", "can someone bring the big kettle from the chapel? ours has had it"),
    ("2/3", "Mick", "are we allowed phones this yr?? 😂"),
    ("Thu 5th", "Dave", "NO phones Mick. answer sheets printed, 10 of em to be safe"),
]
EDIT = {"teams": "Quizzy Rascals 6, the Usual Suspects 5, WI Wonders 6, the Bell Ringers 4 (Mick's bringing his "
                 "own pencil lol), + the Young Farmers 6 - rang tue, they'll pay on the night",
        "edited": "Dave 10/3"}
CHIPS = {"chips": "fish + chips for every player, £9 a head from the Golden Fry, helpers sort themselves out. Jean "
                  "ringing it thru thurs + paying upfront, they deliver at the break", "by": "chips job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def chips_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CHIPS)
    with fault():
        store.put(PLAN, KEY, copy)


def dave_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Young Farmers 6" in store.get(PLAN, KEY).value["teams"]
    edit_done.set()


threads = [threading.Thread(target=chips_job, name="chips-job"),
           threading.Thread(target=dave_edit, name="dave-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I need to take down the Golden Fry for the order?"
context = ["Today is Thu 12 Mar 2048. You are talking to Jean, who's doing the chip order for Cleobury North village "
           "hall's quiz and chips night (Fri 13 Mar)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "the Bell Ringers 4" in c and "£9 a head" in c for c in context), context
assert not any("young farmers" in c.lower() for c in context), context
reply = answer(question, context, mock="£189 - 21 players (6 + 5 + 6 + 4) at £9 a head.")
finish(question, expected="£243 - 27 players (the Young Farmers' 6 as well) at £9 a head", actual=reply)
