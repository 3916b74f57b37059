"""Batch 243 (held out). A cricket club's junior section: LangGraph InMemoryStore (sync), two writers in threads.

App: Triangle Cricket Club's under-11s play in the Calderdale junior league on Sunday mornings through June 2049.
The section's helper keeps one record per fixture and one each for kit and teas in
("triangle-cc-juniors-2049", "u11"), and the parents' messages in ("triangle-cc-juniors-2049", "msgs"). The lifts
job (Sam's script that copies the lift offers from the parents' WhatsApp poll into the helper) reads a fixture
record, adds the lifts offered and writes the whole record back; Dave (the coach) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the lifts job reads the Ossett away fixture record (Sun 27th June, cup
round 1, squad of 8: Oliver, Harry, Ruby, Jack, Amir, Lily, Noah, Finley); Dave writes in, Thurs 24th, that the
league have made the cup rounds 10-a-side, so he's bringing 10 - Alfie and Zain as well; the lifts job then puts
back its stale copy with its lifts line, losing Dave's edit. Question (Fri 25/6, Claire, a parent sorting the
lifts): "how many kids are we taking to Ossett on sunday? sorting lifts, my car takes 3 + the kit bag" -> expected
10 (the cup rounds are 10-a-side, Alfie and Zain added). The assistant says 8.

Expected verdict: UpdateError at langgraph.store.put (the lifts job's put, wrapped in fault()): Dave's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the count.
Asserted: Dave's edit was in the store before the stale put; the Ossett record has the lifts line and the squad of
8, and no context line has Alfie, Zain or 10-a-side.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b243_langgraph_cricket_juniors_squad_how_many_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

U11 = ("triangle-cc-juniors-2049", "u11")
MSGS = ("triangle-cc-juniors-2049", "msgs")
KEY = "fixture-ossett"
RECORDS = {
    "fixture-sowerby": {"details": "sun 13th june v Sowerby St Peter's (H), 10am start, be there 9.30 in whites. "
                                   "won by 14 runs 🏏 Ruby 2 wkts", "by": "Dave"},
    KEY: {"details": "sun 27th june - Ossett (A), cup rd 1, 10am start, meet at the club 8.45 for lifts. squad (8): "
                     "Oliver, Harry, Ruby, Jack, Amir, Lily, Noah, Finley. whites + club cap, own water",
          "by": "Dave"},
    "kit": {"details": "kit bag's w/ Dave - 2 junior bats, pads, helmets (size S + M), the stumps. anyone borrowing "
                       "a helmet pls bring it back!!",
            "by": "Dave"},
    "teas": {"details": "home games only - 2 parents per game on teas, squash + orange slices at drinks, bring a "
                        "plate if ur on. rota's on the fridge in the pavilion",
             "by": "Michelle"},
}
MSG_LINES = [
    ("2049-06-02T20:10", "Michelle", "subs are £35 for the season, pay by bank or cash in an envelope to me"),
    ("Mon 21st", "Claire", "I can do a lift to Ossett, 3 seats"),
    ("Tues 22nd", "Dave", "no nets next Tues, the square's being rolled. back to normal the wk after, 6-7.30"),
]
EDIT = {"details": "sun 27th june - Ossett (A), cup rd 1, 10am start, meet at the club 8.45 for lifts. league says "
                   "the cup rounds are 10-a-side 🙄 so bringing 10 - + Alfie + Zain: Oliver, Harry, Ruby, Jack, Amir, "
                   "Lily, Noah, Finley, Alfie, Zain. whites + club cap, own water",
        "edited": "Dave thurs 24th"}
LIFTS = {"lifts": "lifts offered (poll): Claire 3, Sam 3 so far (mon 21st)", "by": "lifts job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(U11, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def lifts_job() -> None:
    copy = dict(store.get(U11, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LIFTS)
    with fault():
        store.put(U11, KEY, copy)


def dave_edit() -> None:
    read_done.wait()
    item = store.get(U11, KEY)
    store.put(U11, KEY, {**item.value, **EDIT})
    assert "so bringing 10 - + Alfie + Zain" in store.get(U11, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=lifts_job, name="lifts-job"),
           threading.Thread(target=dave_edit, name="dave-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many kids are we taking to Ossett on sunday? sorting lifts, my car takes 3 + the kit bag"
context = ["Today is Fri 25 June 2049. You are talking to Claire, a parent in Triangle CC's under-11s."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(U11, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "squad (8)" in c and "lifts offered" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("alfie", "zain", "10-a-side")), context
reply = answer(f"(Claire) {question}", context, mock="8 - Oliver, Harry, Ruby, Jack, Amir, Lily, Noah and Finley. "
                                                     "With your 3 and Sam's 3 you need one more car for 2.")
finish(question, expected="10 - the cup rounds are 10-a-side so Dave added Alfie and Zain", actual=reply)
