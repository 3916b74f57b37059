"""Batch 328 (held out). A chess club's league team: LangGraph InMemoryStore (sync), two writers in threads.

App: Brighouse Chess Club's A team play in the Calderdale League, division 1 - five boards, Thursday nights, home
matches in the upstairs room at the Black Bull. The club's helper keeps one record per part of the next match in
("brighouse-chess-a-team-2051", "match") - the team, the venue, the clocks and sets - and the team's messages in
("brighouse-chess-a-team-2051", "msgs"). The grading job (Raj's script that copies the latest rating list into the
helper) reads the team record, adds the grades and writes the whole record back; Helen (the captain) edits the same
record at the same time.

Planted fault (UpdateError, lost update): the grading job reads the team record for Thu 16th Nov v Todmorden A (B1
Pete, B2 Alice, B3 Dev, B4 Sam, B5 Kath, Imran reserve, we have white on 1, 3 and 5); Helen writes in, Mon 13th,
that Pete can't do Thursday (a works do in Leeds), so everyone moves up one - Alice 1, Dev 2, Sam 3, Kath 4, Imran
in on 5; the grading job then puts back its stale copy with the grades, losing Helen's edit. Question (Tue 14/11,
Alice): "which board am I on thurs? want to know if I'm up against their big gun 😬" -> expected board 1 (Pete's
out, everyone's moved up). The assistant says board 2.

Expected verdict: UpdateError at langgraph.store.put (the grading job's put, wrapped in fault()): Helen's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
Alice's board. Asserted: Helen's edit was in the store before the stale put; the team record has the grades and
"B2 Alice", and no context line has the works do, "moves up" or Imran in on 5.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b328_langgraph_chess_league_which_board_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

MATCH = ("brighouse-chess-a-team-2051", "match")
MSGS = ("brighouse-chess-a-team-2051", "msgs")
KEY = "team"
RECORDS = {
    KEY: {"details": "v Todmorden A thurs 16th nov, HOME. B1 Pete, B2 Alice, B3 Dev, B4 Sam, B5 Kath, Imran "
                     "reserve. we've got white on 1, 3 + 5. 7.30 start, 75 mins + 10 sec a move",
          "by": "Helen"},
    "venue": {"details": "upstairs at the Black Bull as usual, Gary's putting the heating on from 7 (allegedly). "
                         "tell the bar ur with the chess for the 10% off",
              "by": "Helen"},
    "kit": {"details": "5 DGTs + the good sets in the blue crate, Dev's got the crate at his. scoresheets in the "
                       "folder, result card to the league sec by sat",
            "by": "Dev"},
}
MSG_LINES = [
    ("2051-11-06T21:40", "Sam", "Todmorden have got that lad back from uni, 2100+ apparently 😬 he'll be on 1"),
    ("8/11", "Kath", "can someone give me a lift thurs? car's in the garage - Dev: yep pick u up 7"),
    ("Sat 11th", "Imran", "I'm free thurs if anyone drops out, happy to sit on 5"),
]
EDIT = {"details": "v Todmorden A thurs 16th nov, HOME. Pete can't do thurs (works do in Leeds 🙄) so everyone "
                   "moves up one: B1 Alice, B2 Dev, B3 Sam, B4 Kath, Imran in on 5. still white on 1, 3 + 5. 7.30 "
                   "start, 75 mins + 10 sec a move",
        "edited": "Helen mon 13th"}
GRADES = {"grades": "Nov rating list: Pete 1890, Alice 1820, Dev 1765, Sam 1705, Kath 1650, Imran 1590",
          "by": "grading job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(MATCH, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def grading_job() -> None:
    copy = dict(store.get(MATCH, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(GRADES)
    with fault():
        store.put(MATCH, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(MATCH, KEY)
    store.put(MATCH, KEY, {**item.value, **EDIT})
    assert "everyone moves up one: B1 Alice" in store.get(MATCH, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=grading_job, name="grading-job"),
           threading.Thread(target=helen_edit, name="helen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which board am I on thurs? want to know if I'm up against their big gun 😬"
context = ["Today is Tue 14 November 2051. You are talking to Alice, who plays for Brighouse Chess Club's A team."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(MATCH, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "B2 Alice" in c and "Nov rating list" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("works do", "moves up", "in on 5", "b1 alice")), context
reply = answer(f"(Alice) {question}", context,
               mock="Board 2, Alice - Pete's on board 1, so he'll most likely get their 2100 lad. You've got black.")
finish(question, expected="board 1 - Pete can't play Thursday so everyone's moved up one", actual=reply)
