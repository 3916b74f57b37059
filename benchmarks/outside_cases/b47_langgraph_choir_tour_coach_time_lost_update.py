"""Batch 47 (held out). A choral society's concert tour plan: LangGraph InMemoryStore (sync), two writers in threads.

App: Ledbury Choral Society (about 40 singers, MD Alan, tour secretary Gill) goes on a weekend tour, Fri 19 - Sun 21
June 2026: Bath Abbey on the Saturday, Wells Cathedral evensong on the Sunday. The tour is kept one record per day
in ``("tour", "days")`` (key = the day; value = coach, venue, music, meals, booking) and the singers' notes in
``("tour", "notes")``; the assistant answers the choir's questions from both. Two things write a day's record: the
coach firm's booking sync (reads the record, puts in the booking status from Bennetts' portal, writes the whole
record back) and Gill editing it by hand.

Planted fault (UpdateError, lost update): for Saturday (Bath) the sync reads the record, then Gill changes the coach
line: "7.15 from St Michael's car park - Gavin (Bennetts' driver) says the M5's down to 1 lane at J4a till July, he
wants slack, breakfast stop at Strensham services instead of the Abbey cafe", and the sync writes back its stale
copy, whose coach line still says 8am. Question (Tue 16/6): "what time's the coach going on saturday?" -> expected a
quarter past seven. The assistant says 8.

Expected verdict: UpdateError at langgraph.store.put, the booking sync's put (inside fault()). Asserted: Gill's edit
is in the record before the sync's put and missing from the final context, which has the stale coach line and the
sync's booking line. Another reading: none that we see; nothing is deleted, and the notes say nothing about the
roadworks or an earlier start.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b47_langgraph_choir_tour_coach_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAYS = ("tour", "days")
NOTES = ("tour", "notes")
KEY = "sat-20-june-bath"
RECORDS = {
    "fri-19-june": {"what": "travel day for the 6 on the committee + Alan, own cars", "hotel": "Premier Inn Bath "
                    "Westgate, 4 rooms, check in after 3", "meals": "own arrangements"},
    KEY: {"what": "Bath Abbey lunchtime concert + evening with St Swithin's choir",
          "coach": "Bennetts, 49 seater, 8am from St Michael's car park, back approx 11pm",
          "venue": "Bath Abbey, warm-up 11.30 in the choir vestry, concert 1.10-1.50",
          "music": "Fauré Requiem (Cantique for the encore), black folders",
          "meals": "packed lunch, fish + chips w St Swithin's 6pm £12 pp",
          "booking": "quote £1,180, not confirmed"},
    "sun-21-june-wells": {"what": "Wells Cathedral evensong", "coach": "Bennetts, same coach, 12 noon",
                          "venue": "rehearsal 2pm, evensong 3pm", "music": "Stanford in C, Ireland 'Greater love'"},
}
TOUR_NOTES = [
    ("2/6", "Alan", "Fauré - sops, PLEASE mark the breath before 'Hosanna', we ran out at the last rehearsal"),
    ("Thu 4th", "Gill", "37 on the coach list so far, £32 each for the coach, cash or bank to the choir acct"),
    ("9 June", "Margaret", "I'll bring the tin of flapjack for the coach as usual!!"),
    ("12/6", "Gill", "wheelchair space on the coach for Dennis, Bennetts ok'd it"),
]
EDIT = ("7.15 from St Michael's car park - Gavin (Bennetts' driver) says the M5's down to 1 lane at J4a till July, he "
        "wants slack, breakfast stop at Strensham services instead of the Abbey cafe")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAYS, key, record)
for i, (day, who, text) in enumerate(TOUR_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, gill_done = threading.Event(), threading.Event()


def booking_sync() -> None:
    copy = dict(store.get(DAYS, KEY).value)
    read_done.set()
    gill_done.wait()
    copy.update({"booking": "BC-20417 confirmed, £1,180 paid 12/6 (Bennetts portal)"})
    with fault():
        store.put(DAYS, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(DAYS, KEY)
    store.put(DAYS, KEY, {**item.value, "coach": EDIT, "edited": "Gill, 15/6 9.05pm"})
    assert "7.15" in store.get(DAYS, KEY).value["coach"]
    gill_done.set()


threads = [threading.Thread(target=booking_sync, name="bennetts-booking-sync"),
           threading.Thread(target=gill_edit, name="gill-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the coach going on saturday?"
days = store.search(DAYS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Tue 16 June 2026."] + [f"{e.key}: {flat(e.value)}" for e in days] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "8am from St Michael's" in c and "BC-20417 confirmed" in c for c in context), context
assert not any("7.15" in c or "Strensham" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="8am from St Michael's car park - Bennetts' 49-seater. Warm-up at the Abbey is "
                                       "11.30.")
finish(question, expected="Quarter past seven", actual=reply)
