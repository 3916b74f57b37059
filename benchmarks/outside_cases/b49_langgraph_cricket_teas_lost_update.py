"""Batch 49 (held out). A village cricket club's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Hadley CC (1st XI skipper Dev, fixtures secretary Jan, treasurer Raj). The club keeps one record per
home fixture in ``("fixtures", "home")`` (key = the fixture; value = opposition, date, start, teas, umpire,
scorer) and general notes in ``("club", "notes")``; the assistant answers members' questions from both. Two things
write a fixture record: the nightly Play-Cricket sync (reads the record, puts in the league's start time and
ground status, writes the whole record back) and Jan editing it by hand.

Planted fault (UpdateError, lost update): the sync reads the Ashby fixture, then Jan edits the teas: "Raj (our
treasurer) + his mum Meena - the Hendersons have got a family wedding on the 20th, they'll take 4/7 v Oadby
in return", and the sync writes back its stale copy, whose teas still say the Hendersons. Question (Thu 18/6):
"who's doing teas for the Ashby game on saturday?" -> expected the treasurer, Raj, with his mum. The assistant
says the Hendersons.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Jan's edit is in the
record before the sync's put and missing from the final context, which has the stale teas line and the sync's
start time. Another reading: none that we see; nothing is deleted, and the notes don't name the teas.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b49_langgraph_cricket_teas_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HOME = ("fixtures", "home")
NOTES = ("club", "notes")
KEY = "1stXI-v-ashby-sat-20jun"
RECORDS = {
    KEY: {"opp": "Ashby Town 2nds (Leics Div 3)", "date": "Sat 20/6/26", "start": "1.30 (40 overs)",
          "teas": "the Hendersons (Tom H's mum + nan) - sandwiches, scones, Vicky sponge",
          "umpire": "Colin (club umpire) + theirs", "scorer": "Jan"},
    "1stXI-v-oadby-sat-4jul": {"opp": "Oadby CC", "date": "Sat 4/7", "start": "1.30",
                               "teas": "TBC", "umpire": "Colin"},
    "sundayXI-v-kibworth-27jun": {"opp": "Kibworth Sunday XI", "date": "Sun 27/6", "start": "2pm (T30 friendly)",
                                  "teas": "bring your own + BBQ after"},
}
CLUB_NOTES = [
    ("2/6", "Raj", "subs - £60 adults, £30 students/juniors, match fee £8 on the day, paid 19 of 26 so far"),
    ("5.6", "Dev", "nets tues + thurs 6pm, juniors 5-6 first. new bowling machine balls in the shed"),
    ("Fri 12th", "Jan", "teas rota is on the fridge in the pavilion - if you can't do yours SWAP it and tell me"),
    ("16/6", "groundsman Pete", "square rolled + cut, outfield's long on the pond side, mower's back weds"),
]
EDIT = ("Raj (our treasurer) + his mum Meena - the Hendersons have got a family wedding on the 20th, they'll take "
        "4/7 v Oadby in return")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(HOME, key, record)
for i, (day, who, text) in enumerate(CLUB_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def play_cricket_sync() -> None:
    copy = dict(store.get(HOME, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"start": "1.00 (45 overs - league moved all Div 3 to 45 from 20/6)", "ground": "confirmed"})
    with fault():
        store.put(HOME, KEY, copy)


def jan_edit() -> None:
    read_done.wait()
    item = store.get(HOME, KEY)
    store.put(HOME, KEY, {**item.value, "teas": EDIT, "edited": "Jan, Wed 17/6 9.05pm"})
    assert "Meena" in store.get(HOME, KEY).value["teas"]
    edit_done.set()


threads = [threading.Thread(target=play_cricket_sync, name="play-cricket-sync"),
           threading.Thread(target=jan_edit, name="jan-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing teas for the Ashby game on saturday?"
fixtures = store.search(HOME, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 18 June 2026."] + [f"{e.key}: {flat(e.value)}" for e in fixtures] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "teas: the Hendersons" in c and "45 overs" in c for c in context), context
assert not any("Meena" in c or "family wedding" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="The Hendersons - Tom H's mum and nan are on teas for Ashby (sandwiches, "
                                       "scones and a Victoria sponge).")
finish(question, expected="Raj the treasurer and his mum - the Hendersons swapped to the Oadby game", actual=reply)
