"""Batch 159 (held out). A junior football club's presentation evening: LangGraph InMemoryStore (sync), two writers
in threads.

App: Ellerby Juniors FC hold their end of season presentation evening in the cricket club's function room on Fri
12th June 2037, 6-9pm (trophies for every player, players' player and coach's player for each age group, a DJ, food
for the kids and parents). The club's helper keeps one record per part of the evening in ("presentation", "plan") -
food, venue, trophies - and odd notes in ("presentation", "notes"). The headcount job reads the food record, adds
the numbers from the ticket list and writes the whole record back; Lisa, the chair, edits the same record at the
same time.

Planted fault (UpdateError, lost update): the headcount job reads the food record (hot dogs + chips off Mick's van,
Sandra's doing a cake in club colours); Lisa writes in, on Sat 6/6, that Mick's van's failed its MOT, so it's 20
big pizzas from Luigi's instead (2 veggie, 2 gluten free), Sandra's still on the cake, and a fruit platter for the
U7s because half of them won't touch pizza; the headcount job then puts back its stale copy with the numbers,
losing her edit. Question (Mon 8/6, Kerry, U9s team parent): "whats the food on fri? need to let the U9s parents
know, a couple of them are funny about what the kids eat" -> expected pizzas from Luigi's (veggie + gluten free
ones), Sandra's cake and a fruit platter for the U7s. The assistant says hot dogs and chips from Mick's van and
Sandra's cake.

Expected verdict: UpdateError at langgraph.store.put (the headcount job's put, wrapped in fault()): Lisa's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
list. Asserted: Lisa's edit was in the store before the stale put; the food record has the headcount and Mick's
van, and no context line mentions Luigi's, pizza or the fruit platter.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b159_langgraph_football_food_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("presentation", "plan")
NOTES = ("presentation", "notes")
KEY = "food"
RECORDS = {
    KEY: {"menu": "hot dogs + chips off Mick's van (he's doing it at cost), Sandra's doing a cake in club colours "
                  "(red + black). squash for the kids, bar's open for the grown ups",
          "who": "Lisa (chair)"},
    "venue": {"details": "cricket club function room, fri 12th 6-9pm. £80 for the room, bar's theirs. tables out "
                         "by 5.30, Gaz's lad is DJing", "who": "Lisa"},
    "trophies": {"details": "72 player trophies + 12 for players' player / coach's player (6 age groups). engraving "
                            "at Kwik Cobbler, ready weds 10th, Dean collecting", "who": "Dean (secretary)"},
}
NOTE_LINES = [
    ("14/5", "Dean", "Kwik Cobbler say 2 wks for engraving so names to them by the 27th latest"),
    ("Thu 28 May", "Lisa", "raffle - signed shirt off the town, + a voucher from the chippy"),
    ("2037-06-03T21:15", "Dean", "U13s coach wants to do a speech. 5 mins max I told him"),
]
EDIT = {"menu": "Mick's van's failed its MOT so no hot dogs :( - 20 big pizzas from Luigi's instead (2 veggie, 2 "
                "gluten free), Sandra's still doing the cake (red + black), + a fruit platter for the U7s as half of "
                "them won't touch pizza. squash for the kids, bar's open for the grown ups",
        "edited": "Lisa Sat 6/6"}
HEADCOUNT = {"numbers": "146 coming (84 players, 62 adults) off the ticket list", "by": "headcount job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def headcount_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HEADCOUNT)
    with fault():
        store.put(PLAN, KEY, copy)


def chair_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "pizzas from Luigi's" in store.get(PLAN, KEY).value["menu"]
    edit_done.set()


threads = [threading.Thread(target=headcount_job, name="ejfc-headcount-job"),
           threading.Thread(target=chair_edit, name="lisa-chair-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("whats the food on fri? need to let the U9s parents know, a couple of them are funny about what the kids "
            "eat")
context = ["Today is Mon 8 June 2037. You are talking to Kerry, the U9s team parent at Ellerby Juniors FC, about the "
           "presentation evening on Fri 12 June."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "hot dogs + chips off Mick's van" in c and "146 coming" in c
           for c in context), context
assert not any("Luigi" in c or "pizza" in c or "fruit platter" in c for c in context), context
reply = answer(question, context, mock="Hot dogs and chips off Mick's van, and Sandra's doing a cake in the club "
                                       "colours. Squash for the kids.")
finish(question, expected="pizzas from Luigi's (2 veggie, 2 gluten free), Sandra's cake and a fruit platter for the "
                          "U7s - Mick's van failed its MOT", actual=reply)
