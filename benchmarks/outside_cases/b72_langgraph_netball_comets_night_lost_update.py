"""Batch 72 (held out). A netball league's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: the Five Valleys Netball League (Tuesday and Thursday nights at Stratford Park leisure centre, courts 1 - 4)
keeps a record per team in ``("fvnl", "teams")`` (key = the team; value = division, captain, fixtures, notes) and the
league's notices in ``("fvnl", "notices")``. Two things write a team's record: the nightly umpire-allocation job
(reads the record, adds the umpires for the coming week, writes the whole record back) and Sian, the fixtures
secretary, from the league laptop.

Planted fault (UpdateError, lost update): the umpire job reads Stroud Swifts' record; then Sian writes in: "wk 8 -
sports centre need the main hall tues 11/3 for the college's exams so Swifts v Cam Comets goes to thurs 20/3, same
time 7.40, court 3. both captains ok'd it on the phone". The umpire job then writes back its stale copy, whose
fixtures still say "wk 8 Tue 11/3 7.40 v Cam Comets, ct 2". Question (Mon 10/3, Nat, Swifts' captain, sorting
lifts): "what night are we playing Cam Comets?" -> expected Thursday (the 20th). The assistant says Tuesday 11th.

Expected verdict: UpdateError at langgraph.store.put, the umpire job's put (inside fault()). Asserted: Sian's edit is
in the record before the job's put and missing from the final context, which has the Tuesday fixture and the job's
umpire line. Another reading: none that we see; nothing is deleted, and the league notices don't mention the match.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b72_langgraph_netball_comets_night_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TEAMS = ("fvnl", "teams")
NOTICES = ("fvnl", "notices")
KEY = "Stroud Swifts"
RECORDS = {
    KEY: {"division": "Div 2", "captain": "Nat Hughes 07700 900412",
          "fixtures": "wk 7 Thu 6/3 8.20 v Nailsworth Nets ct 1; wk 8 Tue 11/3 7.40 v Cam Comets, ct 2; wk 9 Tue "
                      "18/3 7.00 v Dursley Dynamos ct 4",
          "notes": "bibs - green set. still owe £24 court fees from Feb"},
    "Cam Comets": {"division": "Div 2", "captain": "Lou Price",
                   "fixtures": "wk 8 Tue 11/3 7.40 v Stroud Swifts, ct 2; wk 9 Thu 20/3 8.20 v Kingshill ct 1"},
    "Nailsworth Nets": {"division": "Div 2", "captain": "Becca Ford", "fixtures": "wk 8 Thu 13/3 7.00 v Kingshill"},
}
NOTICE_LINES = [
    ("1/3", "Sian", "reminder umpires need their C award card on them, league spot checks from wk 8"),
    ("3rd Mar", "Jo", "car park barrier broken again, use the overflow by the skate park"),
    ("5.3.31", "Sian", "AGM wed 2 April, 7.30 in the cafe upstairs. nominations to me by 21/3"),
    ("7/3", "Mel", "lost property - 1 navy hoodie (Kingshill?) + a water bottle w a unicorn on, in the office"),
]
EDIT = ("wk 8 - sports centre need the main hall tues 11/3 for the college's exams so Swifts v Cam Comets goes to "
        "thurs 20/3, same time 7.40, court 3. both captains ok'd it on the phone")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TEAMS, key, record)
for i, (day, who, text) in enumerate(NOTICE_LINES, 1):
    store.put(NOTICES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def umpire_job() -> None:
    copy = dict(store.get(TEAMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"umpires this wk": "Kath B (C award) + Ellie from Kingshill (B award)"})
    with fault():
        store.put(TEAMS, KEY, copy)


def sian_edit() -> None:
    read_done.wait()
    item = store.get(TEAMS, KEY)
    store.put(TEAMS, KEY, {**item.value, "fixtures": "wk 7 Thu 6/3 8.20 v Nailsworth Nets ct 1; " + EDIT + "; wk 9 Tue "
                           "18/3 7.00 v Dursley Dynamos ct 4", "edited": "Sian (fixtures sec) 9/3 9.15pm"})
    assert "thurs 20/3" in store.get(TEAMS, KEY).value["fixtures"]
    edit_done.set()


threads = [threading.Thread(target=umpire_job, name="umpire-job"),
           threading.Thread(target=sian_edit, name="sian-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what night are we playing Cam Comets?"
rec = store.get(TEAMS, KEY)  # the asker's own team
notes = store.search(NOTICES, limit=50)
context = ["Today is Mon 10 March 2031. You are talking to Nat, captain of Stroud Swifts."] + \
          [f"{rec.key}: {flat(rec.value)}"] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "wk 8 Tue 11/3 7.40 v Cam Comets" in c and "Kath B" in c for c in context), context
assert not any("thurs 20/3" in c or "exams" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Tuesday - tomorrow, 11 March, 7.40 on court 2.")
finish(question, expected="Thurs, the 20th (hall's needed for exams on the 11th)", actual=reply)
