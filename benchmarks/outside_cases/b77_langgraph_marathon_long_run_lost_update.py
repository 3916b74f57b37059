"""Batch 77 (held out). A marathon charity team: LangGraph InMemoryStore (sync), two writers in threads.

App: Team Hartley (nine runners doing the Manchester Marathon in April 2033 for the local hospice) keeps its
Sunday long runs in ``("team-hartley", "long-runs")`` (key = the date; value = distance, route, start, notes) and
fundraising and kit odds and ends in ``("team-hartley", "notes")``. Two things write a run's record: the route
mapper job (reads the record, adds the water-stop points it worked out, writes the whole record back) and Priya,
the team's coach, from her phone.

Planted fault (UpdateError, lost update): the route mapper reads Sunday 13 March's record (20 miles, three laps of
the reservoir + the canal); then Priya writes in: "after the Wilmslow half last wk 20 is too much too soon, legs
need it - doing 16 sun, 2 laps of the canal loop from the leisure centre. 20 moves to the 27th". The job then
writes back its stale copy, which still says 20. Question (Fri 11/3, a runner): "how far are we going on sunday?"
-> expected 16 miles (two laps of the canal loop). The assistant says 20.

Expected verdict: UpdateError at langgraph.store.put, the route mapper's put (inside fault()). Asserted: Priya's
edit is in the record before the job's put and missing from the final context, which has the 20 miles and the
job's water-stop line.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b77_langgraph_marathon_long_run_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

RUNS = ("team-hartley", "long-runs")
NOTES = ("team-hartley", "notes")
KEY = "2033-03-13"
RECORDS = {
    "2033-03-06": {"distance": "the Wilmslow half (13.1) as a race, no long run", "start": "9am race start",
                   "notes": "go steady, it's a training run not a PB"},
    KEY: {"distance": "20 miles", "route": "3 laps of the reservoir then the canal to the lock + back",
          "start": "leisure centre car park 8am", "notes": "gels every 45 mins, practise race-day breakfast"},
    "2033-03-20": {"distance": "14 miles easy", "route": "canal loop + the park", "start": "8.30 leisure centre"},
}
NOTE_LINES = [
    ("1/3", "Gill", "JustGiving on £3,210 of £9,000. cake sale sat 19th at the Methodist hall"),
    ("3.3.33", "Priya", "race day pace groups: Dan + Kez 4hr, me + Sam 4.30, the rest sub 5 or just finish!"),
    ("Mar 4th", "Gill", "hospice vests ordered, 9 + 1 spare, £14 each, in by the 20th"),
    ("9/3", "Dan", "physio at the leisure centre does 20 min sports massage for £20 for the team, tues eves"),
]
EDIT = ("after the Wilmslow half last wk 20 is too much too soon, legs need it - doing 16 sun, 2 laps of the canal "
        "loop from the leisure centre. 20 moves to the 27th")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(RUNS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def route_mapper() -> None:
    copy = dict(store.get(RUNS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"water stops": "mapped 10/3: reservoir cafe (mile 6), lock 14 bench (mile 13), car park (17)"})
    with fault():
        store.put(RUNS, KEY, copy)


def priya_edit() -> None:
    read_done.wait()
    item = store.get(RUNS, KEY)
    store.put(RUNS, KEY, {**item.value, "distance": EDIT, "by": "Priya, thu 10/3 9.40pm"})
    assert "doing 16 sun" in store.get(RUNS, KEY).value["distance"]
    edit_done.set()


threads = [threading.Thread(target=route_mapper, name="route-mapper"),
           threading.Thread(target=priya_edit, name="priya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how far are we going on sunday?"
rec = store.get(RUNS, KEY)
notes = store.search(NOTES, limit=50)
context = ["Today is Fri 11 March 2033. You are talking to Kez, one of the runners.",
           f"{rec.key}: {flat(rec.value)}"] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "20 miles" in c and "water stops" in c for c in context), context
assert not any("16" in c or "too much too soon" in c or "2 laps" in c for c in context), context
reply = answer(question, context, mock="20 miles - three laps of the reservoir then the canal to the lock and back, "
                                       "8am from the leisure centre car park.")
finish(question, expected="16 miles, twice round the canal loop", actual=reply)
