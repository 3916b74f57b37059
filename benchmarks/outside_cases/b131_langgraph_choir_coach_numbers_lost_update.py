"""Batch 131 (held out). A community choir's tour records: LangGraph InMemoryStore (sync), two writers in threads.

App: Halsey Community Choir is taking 38 singers to its twin town, Bad Lindenau, in May. The tour helper keeps one
record per part of the trip in ("halsey-tour", "trip") (coach, ferry, concerts, hosts) and the members' messages in
("halsey-tour", "messages"). The ferry job reads the coach record, adds the ferry booking, and writes the whole record
back; Gill, the tour secretary, edits the same record at the same time.

Planted fault (UpdateError, lost update): the ferry job reads the coach record (Marshalls, 49-seater, Fri 22nd May
6.15am from the Memorial Hall, on board 44 - 38 singers, Jan the accompanist, 5 partners); Gill writes in that
Marjorie and Dennis have pulled out (his hip op's come through for the 20th) and Ros is driving over with her sister
to make a holiday of it, so 41 on the coach; the ferry job then puts back its stale copy with the ferry booking,
losing her edit. Question (Mon 18/5, Keith, the chair, ringing Marshalls): "how many of us are on the coach friday?
marshalls want final numbers" -> expected 41. The assistant says 44.

Expected verdict: UpdateError at langgraph.store.put (the ferry job's put, wrapped in fault()): Gill's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Gill's edit was in the store before the stale put; the record has the ferry booking and the old 44, and no
context line mentions Marjorie, Dennis or Ros.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b131_langgraph_choir_coach_numbers_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("halsey-tour", "trip")
MESSAGES = ("halsey-tour", "messages")
KEY = "coach"
RECORDS = {
    KEY: {"company": "Marshalls of Halsey, 49 seater", "leaves": "Fri 22nd May 6.15am from the Memorial Hall car park",
          "back": "Tue 26th, 9ish pm", "on board": "44 - 38 singers + Jan (piano) + 5 partners",
          "driver": "Steve again"},
    "concerts": {"sat 23rd": "7.30pm Stadtkirche, own concert", "sun 24th": "11am Rathaus, joint with the Liederkranz",
                 "dress": "black + the teal scarves"},
    "hosts": {"how": "host families, Klaus has the list", "meet": "Marktplatz fri 6ish, families collect from there"},
}
MESSAGE_LINES = [
    ("14/3", "Gill", "passports - check the expiry, needs 3 months left after we're back"),
    ("Weds 8 Apr", "Jan", "I'll bring the keyboard, need a socket by the front seats if poss"),
    ("Tue 12th may", "Keith", "Klaus says 3 families can take 2 each, rest singles, all sorted"),
]
EDIT = {"on board": "41 now - Marjorie + Dennis have pulled out (his hip op's come through for the 20th, poor things) "
                    "and Ros is driving over with her sister to make a holiday of it",
        "edited": "Gill, 16th may"}
FERRY = {"ferry": "Portsmouth-Caen 8.15am fri, booking ref BF-77213, coach + passengers on the one ticket",
         "ferry by": "ferry job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIP, key, record)
for i, (day, who, text) in enumerate(MESSAGE_LINES, 1):
    store.put(MESSAGES, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ferry_job() -> None:
    copy = dict(store.get(TRIP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FERRY)
    with fault():
        store.put(TRIP, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(TRIP, KEY)
    store.put(TRIP, KEY, {**item.value, **EDIT})
    assert "41 now" in store.get(TRIP, KEY).value["on board"]
    edit_done.set()


threads = [threading.Thread(target=ferry_job, name="ferry-booking"),
           threading.Thread(target=gill_edit, name="gill-coach-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many of us are on the coach friday? marshalls want final numbers"
context = ["Today is Mon 18 May 2037. You are talking to Keith, chair of Halsey Community Choir."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIP, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MESSAGES, limit=50)]
assert any(c.startswith(KEY + ":") and "on board: 44" in c and "BF-77213" in c for c in context), context
assert not any("Marjorie" in c or "Dennis" in c or "Ros " in c or "41" in c for c in context), context
reply = answer(question, context, mock="44 - 38 singers, Jan and 5 partners, on the 49-seater.")
finish(question, expected="41 - Marjorie and Dennis have pulled out and Ros is driving over with her sister",
       actual=reply)
