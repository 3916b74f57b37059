"""Batch 102 (held out). A youth football club's summer tournament: LangGraph InMemoryStore (sync), two writers
in threads.

App: Royston Town Youth FC keep one record per age group for their tournament (Sun 15/6) in ("rtyfc",
"age-groups") (pitches, ref, format, kick-off) and the committee's notes in ("rtyfc", "notes"). The team-sheets job
reads an age group's record, adds the team-sheet arrangements and writes the whole record back; Mark, the
tournament secretary, edits the same record at the same time.

Planted fault (UpdateError, lost update): the team-sheets job reads the U11 record (pitches 3 + 4, the bottom
field); Mark then writes the pitches as 7 + 8 on the top field by the car park (3 has a bog in the goalmouth after
the rain, the groundsman says keep off it), and the team-sheets job puts back its stale copy with the sheets
arrangements, losing his edit. Question (Sat 14/6, a visiting U11 coach): "which pitches are our u11s on tomorrow?
parents keep asking where to park" -> expected 7 and 8 on the top field by the car park. The assistant says 3 and
4.

Expected verdict: UpdateError at langgraph.store.put (the team-sheets job's put, wrapped in fault()). Asserted:
Mark's edit was in the store before the stale put; the record has the team sheets and pitches 3 + 4, and no
context line has pitches 7 and 8.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b102_langgraph_football_u11_pitches_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

GROUPS = ("rtyfc", "age-groups")
NOTES = ("rtyfc", "notes")
KEY = "u11"
RECORDS = {
    "u9": {"format": "5-a-side, 10 min games, no scores kept", "pitches": "mini pitches A-D by the clubhouse",
           "kickoff": "9.30"},
    KEY: {"format": "7-a-side, 2 groups of 6, 12 min games", "pitches": "3 + 4 (bottom field, by the river)",
          "ref": "Gary Moss + Sian (club refs)", "kickoff": "10am"},
    "u13": {"format": "9-a-side, 2 groups of 4, semis 2.30, final 3.30", "pitches": "1 + 2 (main field)",
            "kickoff": "12.30"},
}
NOTE_LINES = [
    ("9/6", "Mark (sec)", "burger van booked (Big Al's), 10 till 4. tea tent = the U14 parents"),
    ("10th June", "Jo (welfare)", "all coaches to sign in at the gazebo + show their DBS card, no exceptions"),
    ("12.6", "Steve (grounds)", "lines being painted fri eve, cones + corner flags in the container"),
]
EDIT = {"pitches": "7 + 8 (top field by the car park) - 3 has a bog in the goalmouth after the rain, groundsman "
                   "says keep off it, 4 on its own is no use"}
SHEETS = {"team_sheets": "12 teams, sheets in at the gazebo by 9.15, numbers on shirts must match",
          "sheets_checked": "13/6"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(GROUPS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def sheets_job() -> None:
    copy = dict(store.get(GROUPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SHEETS)
    with fault():
        store.put(GROUPS, KEY, copy)


def mark_edit() -> None:
    read_done.wait()
    item = store.get(GROUPS, KEY)
    store.put(GROUPS, KEY, {**item.value, **EDIT, "edited": "Mark 13/6 after walking the fields"})
    assert "7 + 8" in store.get(GROUPS, KEY).value["pitches"]
    edit_done.set()


threads = [threading.Thread(target=sheets_job, name="team-sheets-job"),
           threading.Thread(target=mark_edit, name="mark-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which pitches are our u11s on tomorrow? parents keep asking where to park"
context = ["Today is Sat 14 June 2036. You are talking to the U11 coach of a visiting club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(GROUPS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "3 + 4 (bottom field" in c and "sheets in at the gazebo" in c for c in context), \
    context
assert not any("7 + 8" in c or "top field" in c for c in context), context
reply = answer(question, context, mock="Pitches 3 and 4 on the bottom field by the river - first games at 10.")
finish(question, expected="7 and 8, up on the top field next to the car park", actual=reply)
