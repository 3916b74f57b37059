"""Batch 147 (held out). A walking football club's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: Halifax Strollers walking football club (over 50s and over 65s, sessions Mon and Weds mornings, the odd
friendly on a Saturday) keeps one record per fixture in ("strollers", "fixtures") - day, pitch, kick-off, squad
contact - and the committee's odd notes in ("strollers", "notes"). The treasurer's subs job reads a fixture, adds
who's paid their match subs and the bib colours, and writes the whole record back; Dave, the club secretary, edits
the same record at the same time.

Planted fault (UpdateError, lost update): the subs job reads the over 65s friendly v Brighouse Old Boys (Sat 16th
May, Crossley Heath school field, the grass pitch behind the sports hall, KO 10.30); Dave writes in, on Tue 12/5,
that it's on the 3G at Spring Hall now - pitch 2, the far end by the bowling green - because the school's reseeded
their field and it's roped off till June, same KO; the subs job then puts back its stale copy with the subs and the
bibs, losing his edit. Question (Thu 14/5, Geoff, one of the over 65s): "which pitch are we on sat v Brighouse? my
daughter's dropping me off" -> expected the 3G at Spring Hall, pitch 2 by the bowling green (Crossley Heath's field
is reseeded). The assistant says the grass pitch at Crossley Heath.

Expected verdict: UpdateError at langgraph.store.put (the subs job's put, wrapped in fault()): Dave's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Dave's edit was in the store before the stale put; the record has the subs and Crossley Heath, and no
context line mentions Spring Hall or the reseeding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b147_langgraph_walkingfootball_pitch_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FIXTURES = ("strollers", "fixtures")
NOTES = ("strollers", "notes")
KEY = "o65-v-brighouse"
RECORDS = {
    "o50-v-todmorden": {"when": "Sat 9th May, KO 10am", "where": "Centre Vale park, Todmorden (their place)",
                        "contact": "Mick", "squad": "o50s"},
    KEY: {"when": "Sat 16th May, KO 10.30", "pitch": "Crossley Heath school field - grass pitch behind the sports hall",
          "contact": "Dave", "squad": "o65s, 8 + 2 subs"},
    "o50-v-elland": {"when": "Sat 30th May, KO 11", "pitch": "Spring Hall 3G, pitch 1", "contact": "Mick",
                     "squad": "o50s"},
}
NOTE_LINES = [
    ("14/3", "Dave", "subs £3 a session, £5 for friendlies incl a brew after. Geoff + Alan still owe for feb"),
    ("22.3.", "Mick", "new rule from the FA - no running means NO RUNNING, ref's giving a free kick 1st time now"),
    ("Weds 8 Apr", "Tony", "Alan's knee's playing up again, he's on physio, maybe back june"),
]
EDIT = {"pitch": "Spring Hall 3G now, pitch 2 (far end by the bowling green) - school's reseeded their field, roped "
                 "off till june. KO same",
        "edited": "Dave 12/5"}
SUBS = {"subs_paid": "Geoff, Tony, Bri, Stuart, Les, Mick (6 x £5) - Alan + Keith owing", "bibs": "orange",
        "by": "treasurer's subs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FIXTURES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def subs_job() -> None:
    copy = dict(store.get(FIXTURES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SUBS)
    with fault():
        store.put(FIXTURES, KEY, copy)


def dave_edit() -> None:
    read_done.wait()
    item = store.get(FIXTURES, KEY)
    store.put(FIXTURES, KEY, {**item.value, **EDIT})
    assert "Spring Hall 3G now" in store.get(FIXTURES, KEY).value["pitch"]
    edit_done.set()


threads = [threading.Thread(target=subs_job, name="treasurer-subs-job"),
           threading.Thread(target=dave_edit, name="dave-secretary-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which pitch are we on sat v Brighouse? my daughter's dropping me off"
context = ["Today is Thu 14 May 2037. You are talking to Geoff, who plays for Halifax Strollers' over 65s."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FIXTURES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Crossley Heath school field" in c and "subs_paid" in c for c in context), \
    context
assert not any("reseeded" in c or "bowling green" in c or (c.startswith(KEY + ":") and "Spring Hall" in c)
               for c in context), context
reply = answer(question, context, mock="Crossley Heath school field - the grass pitch behind the sports hall, kick "
                                       "off 10.30.")
finish(question, expected="the 3G at Spring Hall, pitch 2 by the bowling green - Crossley Heath's field is reseeded",
       actual=reply)
