"""Batch 115 (held out). A children's football tournament: LangGraph InMemoryStore (sync), two writers in threads.

App: Millbrook Juniors run their summer tournament on Sun 14 June and keep one record per age group in
("mjfc-tourney", "groups") (pitches, kick-off, game length, teams) and the odd note in ("mjfc-tourney", "notes").
The referee job reads an age group's record, adds the refs and writes it all back; Lisa, the organiser, edits the
same record at the same time.

Planted fault (UpdateError, lost update): the ref job reads the U9 record (pitches 3 + 4, first games 10am); Lisa
writes that pitch 3's bottom end is under water after Thursday's rain, so the U9s go on 4 + 5 and kick off at 10.45,
once the U8s are off pitch 5; the job puts back its stale copy with the refs, losing her edit. Question (Sat 13/6,
Jordan, a U9 coach): "what time do my U9s kick off tmrw? trying to sort lifts" -> expected 10.45. The assistant says
10am.

Expected verdict: UpdateError at langgraph.store.put (the ref job's put, wrapped in fault()): Lisa's write landed
and the later put from a copy read before it overwrote it, so the store lost the value that decides the answer.
Asserted: Lisa's edit was in the store before the stale put; the record has the refs and 10am, and no context line
has 10.45 or the waterlogged pitch.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b115_langgraph_football_u9_kickoff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

GROUPS = ("mjfc-tourney", "groups")
NOTES = ("mjfc-tourney", "notes")
KEY = "u9"
ITEMS = {
    "u8": {"pitches": "5 (the little one by the car park)", "first_games": "9am, done by 10.30ish",
           "games": "2 x 8 mins, no scores kept", "teams": "6"},
    KEY: {"pitches": "3 + 4", "first_games": "10am sharp, coaches at the tent by 9.30 w team sheets",
          "games": "2 x 10 mins, 2 min turnaround", "teams": "8, 2 groups of 4, semis + final"},
    "u11": {"pitches": "1 + 2 (full size, halved)", "first_games": "12.30", "games": "2 x 12 mins",
            "teams": "10"},
}
NOTE_LINES = [
    ("14/5", "Lisa", "medals ordered, 180 + 12 trophies, Trophy Centre, £264, collect fri 12th"),
    ("22.5.", "Gaz", "burger van booked (my cousin), gives us 10%. gazebo for the ref tent from the cricket club"),
    ("Weds 10 Jun", "Jordan", "U9 Millbrook Blue - can we play early-ish, 2 of mine have a party at 3"),
]
EDIT = {"pitches": "4 + 5 - pitch 3 bottom end's under water after thurs, no chance",
        "first_games": "10.45 now (quarter to 11), once the U8s are off 5. coaches at the tent by 10.15"}
REFS = {"refs": "pitch 3/4 Callum + Ellie (the U16 girls), Dev as spare, whistles in the blue box",
        "refs_done": "Fri 12/6"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(GROUPS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ref_job() -> None:
    copy = dict(store.get(GROUPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(REFS)
    with fault():
        store.put(GROUPS, KEY, copy)


def lisa_edit() -> None:
    read_done.wait()
    item = store.get(GROUPS, KEY)
    store.put(GROUPS, KEY, {**item.value, **EDIT, "edited": "Lisa fri pm"})
    assert store.get(GROUPS, KEY).value["first_games"].startswith("10.45")
    edit_done.set()


threads = [threading.Thread(target=ref_job, name="ref-rota-job"), threading.Thread(target=lisa_edit,
                                                                                    name="lisa-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do my U9s kick off tmrw? trying to sort lifts"
context = ["Today is Sat 13 June 2037. You are talking to Jordan, who coaches Millbrook Blue U9s."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(GROUPS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "10am sharp" in c and "Callum + Ellie" in c for c in context), context
assert not any("10.45" in c or "under water" in c for c in context), context
reply = answer(question, context, mock="10am sharp on pitches 3 and 4 - get them to the tent by 9.30 with the team "
                                       "sheet.")
finish(question, expected="quarter to 11 (10.45) - pitch 3's waterlogged so they're on 4 + 5 after the U8s",
       actual=reply)
