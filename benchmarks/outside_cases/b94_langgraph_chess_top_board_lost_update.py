"""Batch 94 (held out). A chess club's league teams: LangGraph InMemoryStore (sync), two writers in threads.

App: Redbourn Chess Club keeps one record per league team in ("redbourn-chess", "teams") (captain, home night,
board order with grades) and the committee's notes in ("redbourn-chess", "notes"). The fixtures job reads a
team's record, adds the next match and writes the whole record back; Hugh, the A team captain, edits the same
record at the same time.

Planted fault (UpdateError, lost update): the fixtures job reads the A team's record (board order 1 Tom 178, 2
Priya 171, ...); Hugh then writes his new order from the January grading list (Priya went up to 183 after her
congress, Tom down to 176, so Priya on top board and Tom on 2; she said she's happy to, having turned it down last
season) and the fixtures job puts back its stale copy with Thursday's match added, losing Hugh's edit. Question
(Mon 12/1, Ewan, the A team's board 4): "who's on top board for us thursday?" -> expected Priya (top graded now).
The assistant says Tom.

Expected verdict: UpdateError at langgraph.store.put (the fixtures job's put, wrapped in fault()). Asserted:
Hugh's edit was in the store before the stale put; the A team record has the match and the old order, and nothing
in the context mentions 183 or Priya on board 1.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b94_langgraph_chess_top_board_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TEAMS = ("redbourn-chess", "teams")
NOTES = ("redbourn-chess", "notes")
KEY = "a-team"
RECORDS = {
    KEY: {"league": "Herts League Div 2", "captain": "Hugh",
          "board_order": "1 Tom (178), 2 Priya (171), 3 Hugh (165), 4 Ewan (152) - reserve Raj (149)"},
    "b-team": {"league": "Herts League Div 4", "captain": "Raj",
               "board_order": "1 Raj (149), 2 Sam (140), 3 Jen (131), 4 Alfie (jnr, ungraded)"},
    "rapid-team": {"league": "Beds rapidplay", "captain": "Tom", "board_order": "Tom, Priya, Hugh"},
}
NOTE_LINES = [
    ("3 Jan", "Hugh", "Jan grading list out tues, will redo board orders when it's in"),
    ("5/1", "Priya", "Hastings congress went ok!! 4.5/9, and finally beat a 190"),
    ("8.1.36", "Sam", "club night 8th: clocks need new batteries, 3 of the DGTs dead"),
]
EDIT = {"board_order": "1 Priya (183 on the Jan list), 2 Tom (176), 3 Hugh (167), 4 Ewan (154) - reserve Raj. "
                       "P turned top board down last yr but says she's fine with it now"}
MATCH = {"next_match": "thu 15/1 v Harpenden B (H), 7.30 at the cricket club, we have white on 1 + 3"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TEAMS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fixtures_job() -> None:
    copy = dict(store.get(TEAMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(MATCH)
    with fault():
        store.put(TEAMS, KEY, copy)


def hugh_edit() -> None:
    read_done.wait()
    item = store.get(TEAMS, KEY)
    store.put(TEAMS, KEY, {**item.value, **EDIT, "edited": "Hugh 10/1 21:15"})
    assert store.get(TEAMS, KEY).value["board_order"].startswith("1 Priya")
    edit_done.set()


threads = [threading.Thread(target=fixtures_job, name="fixtures-job"),
           threading.Thread(target=hugh_edit, name="hugh-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's on top board for us thursday?"
context = ["Today is Mon 12 January 2036. You are talking to Ewan, who plays for the A team."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TEAMS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "1 Tom (178)" in c and "next_match" in c for c in context), context
assert not any("183" in c or "1 Priya (" in c for c in context), context
reply = answer(question, context, mock="Tom's on board 1 (178), with white - Priya's on 2. Home to Harpenden B, "
                                       "7.30.")
finish(question, expected="Priya - she's top graded on the January list", actual=reply)
