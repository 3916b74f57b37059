"""Batch 143 (held out). A community choir's summer concert plans: LangGraph InMemoryStore (sync), two writers in
threads.

App: Greetland Community Choir (about 40 singers, no auditions) are putting on their summer concert on Sat 27th June,
7.30pm. The helper keeps one record per event in ("gcc-summer", "events") - when, where, what's sung - and the
committee's odd notes in ("gcc-summer", "notes"). The poster job reads the concert record, adds the ticket details
for the posters and writes the whole record back; Helen, the secretary, edits the same record at the same time.

Planted fault (UpdateError, lost update): the poster job reads the concert record (the Methodist hall on Rochdale Rd,
doors 7); Helen writes in, on 2/6, that it's St Thomas's church now - the Methodists have had the damp people in and
the hall floor's up till mid July, the vicar's said yes for £80 and we do the teas - and the poster job then puts
back its stale copy with the ticket details, losing her edit. Question (Thu 18/6, Bob, a bass who gives lifts):
"where are we singing on the 27th? giving Marj + Pete a lift, want to know where to park" -> expected St Thomas's
church (the Methodist hall's floor is up for the damp). The assistant says the Methodist hall on Rochdale Road.

Expected verdict: UpdateError at langgraph.store.put (the poster job's put, wrapped in fault()): Helen's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Helen's edit was in the store before the stale put; the record has the ticket details and the Methodist
hall, and no context line mentions St Thomas's or the damp.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b143_langgraph_choir_venue_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("gcc-summer", "events")
NOTES = ("gcc-summer", "notes")
KEY = "summer-concert"
RECORDS = {
    "extra-rehearsal": {"when": "Sat 20th June 10-1", "where": "the school hall, Rochdale Rd",
                        "what": "full run through w Lucy on piano"},
    KEY: {"when": "Sat 27th June 7.30pm, doors 7", "where": "the Methodist hall, Rochdale Rd (car park round the back)",
          "what": "Rutter's Look at the World, the Jenkins Benedictus, a Beatles medley, Abba to finish"},
    "fete-slot": {"when": "Sat 11th July 2.30", "where": "the village fete, the rec", "what": "20 min, the pop set"},
}
NOTE_LINES = [
    ("14/3", "Helen", "summer concert sat 27 june - Bob's doing the raffle again, Marj the teas"),
    ("22.3.", "Lucy", "Jenkins copies ordered from the library service, 45, back by end of july"),
    ("Weds 8 Apr", "Pete", "black bottoms + the teal scarves for the concert, scarves in the box at mine"),
]
EDIT = {"where": "St Thomas's church, Saddleworth Rd - the Methodists have had the damp people in, floor's up in the "
                 "hall till mid july. vicar's said yes, £80 + we do the teas",
        "edited": "Helen 2/6"}
TICKETS = {"tickets": "£10, £5 under 16s, from Jackie or the Co-op on Stainland Rd, 200 printed",
           "by": "poster job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def poster_job() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TICKETS)
    with fault():
        store.put(EVENTS, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, **EDIT})
    assert store.get(EVENTS, KEY).value["where"].startswith("St Thomas's church")
    edit_done.set()


threads = [threading.Thread(target=poster_job, name="poster-job"),
           threading.Thread(target=helen_edit, name="helen-secretary-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we singing on the 27th? giving Marj + Pete a lift, want to know where to park"
context = ["Today is Thu 18 June 2037. You are talking to Bob, a bass in Greetland Community Choir."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "the Methodist hall" in c and "£10, £5 under 16s" in c
           for c in context), context
assert not any("St Thomas" in c or "damp" in c for c in context), context
reply = answer(question, context, mock="The Methodist hall on Rochdale Road - park in the car park round the back. "
                                       "Doors at 7 for 7.30.")
finish(question, expected="St Thomas's church on Saddleworth Rd - the Methodist hall's floor is up for the damp",
       actual=reply)
