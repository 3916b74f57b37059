"""Batch 189 (held out). A tennis club's American tournament: LangGraph InMemoryStore (sync), two writers in threads.

App: Ercall Tennis Club's American tournament is the last weekend of June 2044 - a mixed doubles "American", new
partners every round, points added up over the day, on courts 1 to 4, with strawberries and cream and a jug of Pimm's
on the clubhouse veranda. The club's helper keeps one record per thing in ("ercall-tc-american-2044", "tournament") -
the tournament, the courts, the strawberries - and members' odd notes in ("ercall-tc-american-2044", "notes"). The
noticeboard job reads the tournament record, adds its line about the sign-up sheet and writes the whole record back;
Helen (the club captain) edits the same record at the same time.

Planted fault (UpdateError, lost update): the noticeboard job reads the tournament record (Sat 25th June, 10 till
4ish, 24 players, new partner every round, £8 with strawberries); Helen writes in, on 2044-06-12, that the county
league have put our away match at Shifnal on the Saturday as their courts are being resurfaced, which would take six
of our best off, so the American's on Sun 26th instead, same times, and Dawley Farm are fine picking the
strawberries sat night; the noticeboard job then puts back its stale copy with its sign-up-sheet line, losing her
edit. Question (Tue 21/6, Raj, a member): "what day's the American? want to put my name down but I'm at a wedding
one of the days that wknd" -> expected Sun 26th June (the Saturday's the league match at Shifnal). The assistant
says Sat 25th.

Expected verdict: UpdateError at langgraph.store.put (the noticeboard job's put, wrapped in fault()): Helen's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: her edit was in the store before the stale put; the tournament record has the sign-up-sheet line and Sat
25th, and no context line mentions Sun 26th, Shifnal or the resurfacing.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b189_langgraph_tennis_american_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUB = ("ercall-tc-american-2044", "tournament")
NOTES = ("ercall-tc-american-2044", "notes")
KEY = "tournament"
RECORDS = {
    KEY: {"when": "sat 25th june 🎾 10 till 4ish, mixed doubles American - new partner every round, points added up, "
                  "24 players max", "cost": "£8 incl strawberries + cream", "set by": "Helen"},
    "courts": {"details": "courts 1-4 all day, juniors away at Wem for theirs so we've got the lot. balls - 2 new "
                          "tins a court, Mike's got them in the shed", "who": "Mike"},
    "strawberries": {"details": "Dawley Farm, 8 punnets, picked the night before 🍓 cream from the Co-op, Pimm's "
                                "jug £6 on the veranda", "who": "Pauline"},
}
NOTE_LINES = [
    ("2044-05-21T18:40", "Pauline", "urn's playing up again, I'll bring mine"),
    ("1.6.", "Mike", "scoring sheets printed, Dave's doing the whiteboard by the clubhouse door"),
    ("Thu 9th june", "Gareth", "can we have a 15 min lunch break this time, last yr we played straight thru + nearly "
                               "died lol"),
]
EDIT = {"when": "county league have put our away match at Shifnal on the sat 🙄 their courts are being resurfaced, "
                "so that'd take 6 of our best off - American's sun 26th instead, same times. Dawley Farm fine picking "
                "the strawbs sat night",
        "edited": "Helen 2044-06-12"}
BOARD = {"sign-up": "sign-up sheet on the clubhouse door + the website, 24 spaces, names by the fri before",
         "by": "noticeboard job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLUB, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def noticeboard_job() -> None:
    copy = dict(store.get(CLUB, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOARD)
    with fault():
        store.put(CLUB, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(CLUB, KEY)
    store.put(CLUB, KEY, {**item.value, **EDIT})
    assert "American's sun 26th instead" in store.get(CLUB, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=noticeboard_job, name="noticeboard-job"),
           threading.Thread(target=helen_edit, name="helen-tournament-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the American? want to put my name down but I'm at a wedding one of the days that wknd"
context = ["Today is Tue 21 June 2044. You are talking to Raj, a member of Ercall Tennis Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLUB, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "when: sat 25th june" in c and "sign-up sheet" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("sun 26th", "resurfaced", "shifnal")), context
reply = answer(question, context, mock="Saturday 25th June, 10 till about 4 - the sign-up sheet's on the clubhouse "
                                       "door.")
finish(question, expected="Sun 26th June - the county league's put the away match at Shifnal on the sat",
       actual=reply)
