"""Batch 170 (held out). A junior football club's presentation evening: LangGraph InMemoryStore (sync), two writers in
threads.

App: Thornbury Rangers JFC's presentation evening is Fri 24th June 2039 at the cricket club pavilion, 6.30-9 - medals
for every player, player of the season and coaches' player cups for each team, the clubman of the year shield, a buffet.
The club's helper keeps one record per job in ("thornbury-rangers", "presentation") - trophies, venue, buffet - and odd
notes in ("thornbury-rangers", "notes"). The engraving-order job reads the trophies record, adds the order it has sent
to Trophy World and writes the whole record back; Gaz, the club secretary, edits the same record at the same time.

Planted fault (UpdateError, lost update): the order job reads the trophies record (medals for every player U8s-U12s =
72, 6 teams of 12, plus 12 cups and the shield); Gaz writes in, on Sat 11/6, that it's U7s-U12s = 84 medals now - the
U7s (12 of them, Leanne's lot) are coming this year after all, their first one; the order job then puts back its stale
copy with the Trophy World order, losing his edit. Question (Weds 22/6, Mick, who's collecting the order): "how many
medals am I picking up from Trophy World thurs? they want a number to check it against" -> expected 84 (the 72 plus the
12 U7s). The assistant says 72.

Expected verdict: UpdateError at langgraph.store.put (the order job's put, wrapped in fault()): Gaz's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the count. Asserted:
Gaz's edit was in the store before the stale put; the trophies record has the Trophy World order and the 72, and no
context line mentions 84 or the U7s.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b170_langgraph_presentation_medals_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENING = ("thornbury-rangers", "presentation")
NOTES = ("thornbury-rangers", "notes")
KEY = "trophies"
RECORDS = {
    KEY: {"plan": "medals for every player U8s-U12s = 72 (6 teams, 12 a team), + player of the season & coaches' "
                  "player cup for each team (12 cups), clubman of the yr shield", "set by": "Gaz"},
    "venue": {"details": "cricket club pavilion fri 24th june, 6.30-9, bar open, we're in from 5 to set up",
              "who": "Kerry"},
    "buffet": {"details": "Kerry's sister doing sandwiches + sausage rolls, parents bring a plate, 50p pick n mix "
                          "table for the kids", "who": "Kerry"},
}
NOTE_LINES = [
    ("2039-05-30T20:00", "Gaz", "DJ sorted - Big Steve, free as his lad's in the U10s 🎶"),
    ("Tue 7th June", "Kerry", "need 10 tables off the church hall, Dave's bringing them in his van"),
    ("9/6", "Mick", "local paper sending a photographer at 7 for the team pics"),
]
EDIT = {"plan": "medals for every player U7s-U12s = 84 now - the U7s (12 of them, Leanne's lot) are coming this yr "
                "after all, their first one 😊 + player of the season & coaches' player cup for each team (12 cups), "
                "clubman of the yr shield",
        "edited": "Gaz Sat 11/6"}
ORDER = {"order": "Trophy World order sent mon 13/6: medals + cups + shield, engraved 'Thornbury Rangers JFC "
                  "2038-39', ready thurs 23rd, pay on collection", "by": "engraving-order job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENING, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def order_job() -> None:
    copy = dict(store.get(EVENING, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ORDER)
    with fault():
        store.put(EVENING, KEY, copy)


def gaz_edit() -> None:
    read_done.wait()
    item = store.get(EVENING, KEY)
    store.put(EVENING, KEY, {**item.value, **EDIT})
    assert "= 84 now" in store.get(EVENING, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=order_job, name="thornbury-engraving-order-job"),
           threading.Thread(target=gaz_edit, name="gaz-trophies-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many medals am I picking up from Trophy World thurs? they want a number to check it against"
context = ["Today is Weds 22 June 2039. You are talking to Mick, a coach at Thornbury Rangers JFC, who is collecting "
           "the trophy order for the presentation evening (Fri 24 June)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENING, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "U8s-U12s = 72" in c and "Trophy World order" in c for c in context), context
assert not any("84" in c or "U7" in c for c in context), context
reply = answer(question, context, mock="72 medals - one for every player from the U8s to the U12s, 6 teams of 12.")
finish(question, expected="84 - the 72 plus the 12 U7s who are coming this year", actual=reply)
