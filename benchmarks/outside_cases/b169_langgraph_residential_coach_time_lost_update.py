"""Batch 169 (held out). A youth club's weekend residential: LangGraph InMemoryStore (sync), two writers in threads.

App: Kirkbank Youth Club take 27 young people to Hollowford outdoor centre Fri 13th - Sun 15th July 2040 - coach there
and back, dorms, climbing, gorge walk, a campfire. The club's helper keeps one record per thing in ("kirkbank-youth",
"residential") - coach, rooms, activities - and odd notes in ("kirkbank-youth", "notes"). The payments job reads the
coach record, adds the booking reference and the balance it has paid Fieldings, and writes the whole record back; Dev
(the youth worker running the trip) edits the same record at the same time.

Planted fault (UpdateError, lost update): the payments job reads the coach record (Fieldings 49-seater, leaves the
church car park fri 8.30, kids there for quarter past 8, back sun about 4); Dev writes in, on Mon 9/7, that it's going
at 7.30ish now - the centre want them there for 10 for the safety brief - so kids at the car park for quarter past 7,
and Fieldings are fine with it; the payments job then puts back its stale copy with the payment details, losing his
edit. Question (Weds 11/7, Maisie's mum): "what time do I need Maisie at the car park fri? I start work at 8" ->
expected quarter past 7 (the coach goes half 7ish). The assistant says quarter past 8.

Expected verdict: UpdateError at langgraph.store.put (the payments job's put, wrapped in fault()): Dev's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the time.
Asserted: Dev's edit was in the store before the stale put; the coach record has the payment details and quarter past
8, and no context line mentions 7.30, quarter past 7 or the safety brief.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b169_langgraph_residential_coach_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("kirkbank-youth", "residential")
NOTES = ("kirkbank-youth", "notes")
KEY = "coach"
RECORDS = {
    KEY: {"plan": "Fieldings 49 seater, leaves church car park fri 8.30 - kids there for quarter past 8 pls, back sun "
                  "abt 4 same place. no food on the coach (their rule not mine)", "set by": "Dev"},
    "rooms": {"details": "5 dorms of 6, girls top corridor, boys ground floor, leaders in the 2 twins by the stairs. "
                         "bedding provided, bring a pillowcase", "who": "Priya"},
    "activities": {"details": "sat: climbing wall am, gorge walk pm (archery if the river's up), campfire + "
                              "marshmallows. sun: raft building then lunch and home", "who": "Sam"},
}
NOTE_LINES = [
    ("2040-05-21T19:10", "Kev", "balances all in bar 3, chasing"),
    ("Tue 26th June", "Priya", "2 with nut allergies + 1 veggie, centre know"),
    ("5/7", "Sam", "kit list out - wellies, torch, old trainers for the gorge, NO energy drinks"),
]
EDIT = {"plan": "Fieldings 49 seater, going 7.30ish now not 8.30 - centre want us there for 10 for the safety brief - "
                "so kids at the church car park for quarter past 7 pls, Fieldings fine with it. back sun abt 4 same "
                "place. no food on the coach (their rule not mine)",
        "edited": "Dev Mon 9/7"}
PAID = {"booking": "Fieldings ref FLD-40-2231, balance £1,180 paid by bank transfer, driver's called Stuart",
        "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIP, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_job() -> None:
    copy = dict(store.get(TRIP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(TRIP, KEY, copy)


def dev_edit() -> None:
    read_done.wait()
    item = store.get(TRIP, KEY)
    store.put(TRIP, KEY, {**item.value, **EDIT})
    assert "quarter past 7" in store.get(TRIP, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=payments_job, name="kirkbank-coach-payments-job"),
           threading.Thread(target=dev_edit, name="dev-coach-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I need Maisie at the car park fri? I start work at 8"
context = ["Today is Weds 11 July 2040. You are talking to Maisie's mum; Maisie is going on Kirkbank Youth Club's "
           "residential at Hollowford (Fri 13 - Sun 15 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "quarter past 8" in c and "FLD-40-2231" in c for c in context), context
assert not any("7.30" in c or "quarter past 7" in c or "safety brief" in c for c in context), context
reply = answer(question, context, mock="Quarter past 8 - the coach leaves the church car park at 8.30.")
finish(question, expected="quarter past 7 - the coach goes half 7ish now", actual=reply)
