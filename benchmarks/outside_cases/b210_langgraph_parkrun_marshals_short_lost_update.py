"""Batch 210 (held out). A running club's parkrun takeover: LangGraph InMemoryStore (sync), two writers in threads.

App: Clun Valley Harriers take over Oakly Park parkrun on Sat 13th June 2048 - the club fills every volunteer role
for the morning (run director, timekeepers, token sorting, 12 marshal points), then cakes in the café after for
their 10th birthday. The club's helper keeps one record per part of the job in ("clun-valley-takeover-2048",
"roster") - the marshals, the finish funnel, the cakes - and members' messages in ("clun-valley-takeover-2048",
"msgs"). The token job (Gary, who's doing the finish tokens) reads the marshals record, adds who's on token sorting,
and writes the whole record back; Sarah (the volunteer co-ordinator) edits the same record at the same time.

Planted fault (UpdateError, lost update): the token job reads the marshals record (12 points; names in: Jo, Bev,
Mike, Tariq, Ann, Ruth, Colin, Sam - 8); Sarah writes in, Tue 9/6, that Pete and Mo from the Tuesday group put their
names on the sheet at the track - 10 in; the token job then puts back its stale copy with its token line (Gary +
Lou sorting, Colin's bag of spare tokens), losing Sarah's edit. Question (Thu 11/6, Sarah, ringing round): "how many
marshals are we still short for sat? going to beg on the fb page" -> expected 2 (12 points, 10 names). The assistant
says 4.

Expected verdict: UpdateError at langgraph.store.put (the token job's put, wrapped in fault()): Sarah's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the count.
Asserted: Sarah's edit was in the store before the stale put; the marshals record has the token line and the eight
names, and no context line has Pete or Mo.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b210_langgraph_parkrun_marshals_short_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROSTER = ("clun-valley-takeover-2048", "roster")
MSGS = ("clun-valley-takeover-2048", "msgs")
KEY = "marshals"
RECORDS = {
    KEY: {"points": "12 marshal points incl. 2 at the turnaround by the lake + 1 on the cattle grid",
          "names": "Jo, Bev, Mike, Tariq, Ann, Ruth, Colin, Sam",
          "notes": "hi-vis from the parkrun box, briefing 8.45 by the café"},
    "run_director": {"details": "RD is Helen (she's done the course), timekeepers Dave + Ken w/ the app, Nia on the "
                                "scanner", "by": "Helen"},
    "cakes": {"details": "10th birthday cakes in the café after 🎂 - Bev's lemon drizzle, Ann's brownies, Jo's doing "
                         "a big one w/ the club logo. café ok'd it", "by": "Jo"},
}
MSG_LINES = [
    ("2048-05-20T21:10", "Helen", "reminder all - takeover sat 13th june, 9am start, be there 8.30ish pls 🏃"),
    ("2/6", "Mike", "can I do the cattle grid again? I like shouting 'mind the grid' lol"),
    ("Sun 7th", "Ruth", "bringing the club flag + the gazebo for the finish"),
]
EDIT = {"names": "Jo, Bev, Mike, Tariq, Ann, Ruth, Colin, Sam + Pete & Mo from the tues group (put their names on the "
                 "sheet at the track last night 👍)",
        "edited": "Sarah tue 9/6"}
TOKENS = {"tokens": "Gary + Lou sorting tokens after, Colin's got the bag of spares, laptop from Helen",
          "by": "token job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROSTER, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def token_job() -> None:
    copy = dict(store.get(ROSTER, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TOKENS)
    with fault():
        store.put(ROSTER, KEY, copy)


def sarah_edit() -> None:
    read_done.wait()
    item = store.get(ROSTER, KEY)
    store.put(ROSTER, KEY, {**item.value, **EDIT})
    assert "Pete & Mo" in store.get(ROSTER, KEY).value["names"]
    edit_done.set()


threads = [threading.Thread(target=token_job, name="token-job"),
           threading.Thread(target=sarah_edit, name="sarah-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many marshals are we still short for sat? going to beg on the fb page"
context = ["Today is Thu 11 June 2048. You are talking to Sarah, volunteer co-ordinator for Clun Valley Harriers' "
           "takeover of Oakly Park parkrun (Sat 13 June)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROSTER, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "names: Jo, Bev, Mike, Tariq, Ann, Ruth, Colin, Sam;" in c
           and "Gary + Lou sorting tokens" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("pete", " mo ", "tues group")), context
reply = answer(question, context, mock="4 - there are 12 marshal points and 8 names so far (Jo, Bev, Mike, Tariq, "
                                       "Ann, Ruth, Colin and Sam).")
finish(question, expected="2 - 12 points and 10 names (Pete and Mo from the Tuesday group signed up)", actual=reply)
