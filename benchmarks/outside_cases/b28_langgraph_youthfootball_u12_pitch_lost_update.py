"""Batch 28 (held out). A youth football league's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: the Isle of Ely Youth League keeps one record per fixture (``("ieyl", "fixtures")``, key = date + age group +
teams, value = date, kick-off, home, away, pitch, referee, notes) and a namespace of messages from the
secretaries' group chat; the clubs' assistant answers from a search of both. Two things write Sunday's U12 record
at once: the referees' appointments sync (it reads the record, adds the appointed ref and the assessor, and writes
the whole record back) and Carol, the home club's fixtures secretary, on her laptop.

Planted fault (UpdateError, lost update): the sync read the record before Carol's edit of the pitch ("3G at
Witchford Village College - council's shut the rec pitches till April, school said yes, park in the staff car park
off Common Rd") and puts back its stale copy, whose pitch still says "Witchford rec, pitch 2". Question (Fri 14/3):
"Which pitch are the U12s on Sunday?" -> expected "the 3G at Witchford Village College". The assistant says rec
pitch 2.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Carol's edit is
in the record before the sync's put and missing from the final context, which says rec pitch 2. Another reading:
none that we see; nothing is deleted, and the chat only says the rec is soaked.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b28_langgraph_youthfootball_u12_pitch_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FIXTURES = ("ieyl", "fixtures")
CHAT = ("ieyl", "secretaries-chat")
KEY = "2025-03-16-u12-witchford-ely-crusaders"
RECORDS = {
    "2025-03-09-u12-soham-witchford": {"date": "Sun 9/3", "ko": "10.00", "home": "Soham Rangers U12",
                                       "away": "Witchford Wanderers U12", "pitch": "Soham Recreation Ground",
                                       "ref": "S. Patel", "notes": "Played, 2-2"},
    KEY: {"date": "Sun 16/3", "ko": "10.30", "home": "Witchford Wanderers U12", "away": "Ely Crusaders U12",
          "pitch": "Witchford rec, pitch 2", "ref": "tbc", "assessor": "-", "notes": "9v9, 25 min halves"},
    "2025-03-16-u10-witchford-littleport": {"date": "Sun 16/3", "ko": "9.00", "home": "Witchford Wanderers U10",
                                            "away": "Littleport Lions U10", "pitch": "Witchford rec, pitch 3",
                                            "ref": "club ref", "notes": "7v7, mini pitch"},
    "2025-03-23-u12-crusaders-sutton": {"date": "Sun 23/3", "ko": "10.30", "home": "Ely Crusaders U12",
                                        "away": "Sutton Saints U12", "pitch": "Downham Rd, pitch A", "ref": "tbc",
                                        "notes": "cup qtr final"},
}
CHAT_MSGS = [
    ("10/3", "Mark (league sec)", "Ref appointments for wk of 16/3 going on the site Thurs, sync runs Fri am"),
    ("11/3", "Carol (Witchford)", "Rec's like a paddy field after the wkend, groundsman not hopeful for Sun"),
    ("12/3", "Dev (Crusaders)", "Our lot are used to mud lol. What's the parking like at yours Carol?"),
    ("12/3", "Carol (Witchford)", "U10s Sun will prob be off, mini pitch is the worst bit"),
    ("13/3", "Mark (league sec)", "Reminder - cards for U12 + up, subs 4 max rolling"),
    ("13/3", "Priya (Littleport)", "Are the U10s on or not? Parents asking"),
]
PITCH_EDIT = ("3G at Witchford Village College - council's shut the rec pitches till April, school said yes, park "
              "in the staff car park off Common Rd")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FIXTURES, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, carol_done = threading.Event(), threading.Event()


def refs_sync() -> None:
    copy = dict(store.get(FIXTURES, KEY).value)
    read_done.set()
    carol_done.wait()
    copy.update(ref="J. Okafor (FA Level 7)", assessor="none")
    with fault():
        store.put(FIXTURES, KEY, copy)


def carol_laptop() -> None:
    read_done.wait()
    item = store.get(FIXTURES, KEY)
    store.put(FIXTURES, KEY, {**item.value, "pitch": PITCH_EDIT, "edited": "Thu 13/3 9.12pm Carol"})
    assert "Village College" in store.get(FIXTURES, KEY).value["pitch"]
    carol_done.set()


threads = [threading.Thread(target=refs_sync, name="ieyl-refs-sync"),
           threading.Thread(target=carol_laptop, name="carol-laptop")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Which pitch are the U12s on Sunday?"
fixtures = store.search(FIXTURES, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Fri 14/3/25."] + [f"{f.key}: {flat(f.value)}" for f in fixtures] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(KEY in c and "pitch: Witchford rec, pitch 2" in c and "J. Okafor" in c for c in context), context
assert not any("Village College" in c or "3G" in c for c in context), context
reply = answer(question, context, mock="Witchford rec, pitch 2 - 10.30 KO v Ely Crusaders, ref J. Okafor. The rec's "
                                       "been soaked though, so it's worth checking with Carol.")
finish(question, expected="The school's 3G (Witchford VC), not the rec", actual=reply)
