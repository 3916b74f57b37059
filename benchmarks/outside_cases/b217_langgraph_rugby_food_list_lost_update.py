"""Batch 217 (held out). A rugby club's Boxing Day match: LangGraph InMemoryStore (sync), two writers in threads.

App: Bishop's Castle RFC play Knighton at home on Boxing Day, Sat 26th Dec 2048 - kick-off 2pm, fancy dress on the
touchline, mulled wine in the clubhouse, the car park on the bottom field. The club's helper keeps one record per
part of the day in ("bcrfc-boxing-day-2048", "plan") - the clubhouse food, the kick-off, the car park - and members'
messages in ("bcrfc-boxing-day-2048", "msgs"). The programme job (Rhys's script that lays out the match programme)
reads the food record, adds its programme line and writes the whole record back; Sheila (the bar manager) edits the
same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the food record (mulled wine £3, Mags's leek and
potato soup, sausage rolls, Christmas pud slices); Sheila writes in, Tue 15th Dec, that there's no soup this year -
Mags is at her daughter's in Cardiff - so it's turkey and stuffing baps instead, and the Co-op have given them 6
boxes of mince pies; the programme job then puts back its stale copy with its programme line (printing Weds 23rd),
losing Sheila's edit. Question (Mon 21/12, Rhys, doing the club's facebook post): "what food we doing in the
clubhouse after? putting it on the fb post" -> expected mulled wine, sausage rolls, turkey and stuffing baps,
Christmas pud and mince pies (no soup). The assistant lists the old menu, with the soup and no baps or mince pies.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Sheila's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
list. Asserted: Sheila's edit was in the store before the stale put; the food record has the programme line and the
soup, and no context line has the baps, the mince pies, the Co-op or Cardiff.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b217_langgraph_rugby_food_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("bcrfc-boxing-day-2048", "plan")
MSGS = ("bcrfc-boxing-day-2048", "msgs")
KEY = "clubhouse_food"
RECORDS = {
    KEY: {"menu": "mulled wine £3 (Sheila's recipe, the good one), leek + potato soup - Mags, sausage rolls, xmas "
                  "pud slices w/ custard",
          "serving": "from 12 till it runs out, hatch open at half time for the wine"},
    "kickoff": {"details": "KO 2pm vs Knighton, fancy dress on the touchline encouraged, ref's from Hereford",
                "by": "Dai"},
    "car_park": {"details": "bottom field for cars, £2 to the minibus fund, Owen + Luke on the gate from 12",
                 "by": "Owen"},
}
MSG_LINES = [
    ("2048-11-28T19:40", "Dai", "Knighton confirmed for boxing day 🏉 they're bringing a coach"),
    ("3/12", "Owen", "floodlights fixed at last, not that we need them for a 2pm KO lol"),
    ("Tue 8th", "Rhys", "programme's 12 pages this yr, ads from the garage + the Three Tuns"),
]
EDIT = {"menu": "mulled wine £3 (Sheila's recipe, the good one), NO soup this yr - Mags is at her daughter's in "
                "Cardiff 😢 so turkey + stuffing baps instead, sausage rolls, xmas pud slices w/ custard + the Co-op "
                "have given us 6 boxes of mince pies 🙌",
        "edited": "Sheila tue 15th dec"}
PROGRAMME = {"programme": "programme goes to print weds 23rd - team sheets, the raffle, what's on in the clubhouse",
             "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PROGRAMME)
    with fault():
        store.put(PLAN, KEY, copy)


def sheila_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "turkey + stuffing baps instead" in store.get(PLAN, KEY).value["menu"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=sheila_edit, name="sheila-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what food we doing in the clubhouse after? putting it on the fb post"
context = ["Today is Mon 21 December 2048. You are talking to Rhys, who's doing Bishop's Castle RFC's facebook post "
           "for the Boxing Day match (Sat 26 December)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "leek + potato soup - Mags" in c and "programme goes to print" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("turkey", "mince pies", "co-op", "cardiff")), context
reply = answer(question, context, mock="Mulled wine (£3), Mags's leek and potato soup, sausage rolls and Christmas "
                                       "pud slices with custard - served from 12.")
finish(question, expected="mulled wine, turkey and stuffing baps (no soup - Mags is away), sausage rolls, Christmas "
                          "pud and mince pies from the Co-op", actual=reply)
