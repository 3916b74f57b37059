"""Batch 181 (held out). A youth theatre's panto trip: LangGraph InMemoryStore (sync), two writers in threads.

App: Phoenix Youth Theatre (Dawley) are taking the juniors and seniors to see Aladdin at the Grand in Wolverhampton
in January 2044 - a coach from Whittle's, tickets in the circle, a snack bag each. The group's helper keeps one record
per thing in ("phoenix-yt", "panto-2044") - trip, coach, snacks - and parents' odd notes in ("phoenix-yt",
"parents"). The snack job reads the trip record, adds its line about the snack bags and writes the whole record
back; Claire (who runs the youth theatre) edits the same record at the same time.

Planted fault (UpdateError, lost update): the snack job reads the trip record (Aladdin at the Grand, Sat 9th Jan
matinee 2.30, 38 in the circle, coach from the leisure centre 12.15); Claire writes in, on Mon 14th Dec, that the
Grand rang - they'd double-booked the Saturday matinee with a school party, so we're on the Sun 10th, 1pm, same seats,
coach at 11; the snack job then puts back its stale copy with its snack-bag line, losing her edit. Question (Weds
6/1, Mia's mum): "which day is the panto trip? need to move Mia's dance lesson" -> expected Sunday 10th Jan (the
1pm show). The assistant says Saturday 9th.

Expected verdict: UpdateError at langgraph.store.put (the snack job's put, wrapped in fault()): Claire's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: her edit was in the store before the stale put; the trip record has the snack-bag line and "sat 9th jan",
and no context line mentions Sun 10th, the school party or the 1pm show.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b181_langgraph_panto_trip_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("phoenix-yt", "panto-2044")
PARENTS = ("phoenix-yt", "parents")
KEY = "trip"
RECORDS = {
    KEY: {"trip": "Aladdin at the Grand 🧞 sat 9th jan matinee 2.30, 38 of us in the circle (30 kids + 8 grown ups), "
                  "coach from the leisure centre 12.15, back about 6", "set by": "Claire"},
    "coach": {"details": "Whittle's 49 seater, £420 paid from the panto fund, driver's Trevor again",
              "who": "Claire"},
    "money": {"details": "£18 a head covers ticket + coach + snacks, Gail collecting, 4 still owing",
              "who": "Gail"},
}
PARENT_NOTES = [
    ("2043-11-28", "Jo (Ellis's mum)", "Ellis is veggie, no gelatine sweets pls"),
    ("Tue 8th Dec", "Sam (Ruby's dad)", "happy to be one of the grown ups, got my DBS"),
    ("16th dec", "Priya (Arjun's mum)", "Arjun gets travel sick, front of the coach if poss 🙏"),
]
EDIT = {"trip": "the Grand rang 📞 they'd double booked the sat matinee w a school party so we're on the SUN 10th "
                "instead, 1pm show, same seats in the circle, 38 of us. coach from the leisure centre at 11, back "
                "about 4.30",
        "edited": "Claire Mon 14th Dec"}
SNACKS = {"snacks": "snack bag each - squash, crisps, a selection box, Gail + Lisa packing them at the Costco run",
          "by": "snack job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIP, key, record)
for i, (day, who, text) in enumerate(PARENT_NOTES, 1):
    store.put(PARENTS, f"p-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def snack_job() -> None:
    copy = dict(store.get(TRIP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SNACKS)
    with fault():
        store.put(TRIP, KEY, copy)


def claire_edit() -> None:
    read_done.wait()
    item = store.get(TRIP, KEY)
    store.put(TRIP, KEY, {**item.value, **EDIT})
    assert "SUN 10th" in store.get(TRIP, KEY).value["trip"]
    edit_done.set()


threads = [threading.Thread(target=snack_job, name="phoenix-snack-job"),
           threading.Thread(target=claire_edit, name="claire-trip-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day is the panto trip? need to move Mia's dance lesson"
context = ["Today is Weds 6 January 2044. You are talking to Mia's mum; Mia is in the juniors at Phoenix Youth "
           "Theatre, Dawley."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(PARENTS, limit=50)]
assert any(c.startswith(KEY + ":") and "sat 9th jan" in c and "snack bag each" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("sun 10th", "school party", "1pm")), context
reply = answer(question, context, mock="Saturday 9th January - the 2.30 matinee, coach from the leisure centre at "
                                       "12.15.")
finish(question, expected="Sunday 10th Jan - the 1pm show (the Saturday matinee was double-booked)", actual=reply)
