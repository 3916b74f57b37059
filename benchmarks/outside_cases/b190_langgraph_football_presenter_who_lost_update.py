"""Batch 190 (held out). A junior football club's presentation night: LangGraph InMemoryStore (sync), two writers in
threads.

App: Hadley Juniors FC's end of season presentation is Sat 13th June 2043 at Hadley community centre, 6-9 - medals for
every player U7 to U12, a trophy per age group (players' player, managers' player, top scorer), a buffet and a disco.
The club's helper keeps one record per thing in ("hadley-juniors-presentation-2043", "night") - the trophies, the
hall, the buffet - and the committee's odd messages in ("hadley-juniors-presentation-2043", "msgs"). The engraving
job reads the trophies record, adds its line about the engraving order and writes the whole record back; Dawn (the
club secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the engraving job reads the trophies record (order: U7s first at 6.30, then
up the ages, U12s last; presenting: the mayor, Cllr Bryant, handing them all out, photos with each team); Dawn writes
in, on 2043-06-03, that the mayor's office rang - he's got a civic do in Shrewsbury that night, so Kelly Marsh, the
Wellington Town ladies' captain (came up through Hadley's girls' teams) is handing them out, she's happy to do photos
too; the engraving job then puts back its stale copy with its engraving line, losing her edit. Question (Tue 9/6,
Mike, the U10s' manager, writing the running order): "who's giving out the trophies sat? doing the running order +
want to get the name right" -> expected Kelly Marsh, the Wellington Town ladies' captain (the mayor can't come). The
assistant says the mayor, Cllr Bryant.

Expected verdict: UpdateError at langgraph.store.put (the engraving job's put, wrapped in fault()): Dawn's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who is
presenting. Asserted: her edit was in the store before the stale put; the trophies record has the engraving line and
the mayor presenting, and no context line mentions Kelly, Wellington Town or the civic do.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b190_langgraph_football_presenter_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NIGHT = ("hadley-juniors-presentation-2043", "night")
MSGS = ("hadley-juniors-presentation-2043", "msgs")
KEY = "trophies"
RECORDS = {
    KEY: {"order": "U7s first 6.30ish so the little ones can go home, then up the ages, U12s last ~8.15",
          "presenting": "the mayor, Cllr Bryant, handing them all out 🏆 + a photo w each team", "by": "Dawn"},
    "hall": {"details": "community centre main hall 6-9, £60, chairs out by 5.30, Zumba finish at 5 so don't be early",
             "by": "Dawn"},
    "buffet": {"details": "£4 a head for grown-ups, kids free. Greggs trays + Lorraine's sausage rolls, cake for the "
                          "U12s leaving", "by": "Lorraine"},
}
MSG_LINES = [
    ("2043-05-19T20:10", "Gary", "disco booked - Kev's Party Nights, 8.30-9, no Cotton Eye Joe this time pls"),
    ("26.5.", "Lorraine", "need 3 more for the buffet table, + someone w a car for the Greggs pick up at 4"),
    ("Sun 31st may", "Mike", "U10s' players' player is Alfie, managers' is Ruby - don't tell them!!"),
]
EDIT = {"presenting": "mayor's office rang 🙁 he's got a civic do in Shrewsbury that night, so Kelly Marsh - Wellington "
                      "Town ladies' captain, came up thru our girls' teams - is handing them out, happy to do photos "
                      "too 🙌",
        "edited": "Dawn 2043-06-03"}
ENGRAVE = {"engraving": "84 medals + 18 trophies engraved at Wellington Trophies, £212, collect thurs 11th",
           "by": "engraving job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(NIGHT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def engraving_job() -> None:
    copy = dict(store.get(NIGHT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ENGRAVE)
    with fault():
        store.put(NIGHT, KEY, copy)


def dawn_edit() -> None:
    read_done.wait()
    item = store.get(NIGHT, KEY)
    store.put(NIGHT, KEY, {**item.value, **EDIT})
    assert "Kelly Marsh" in store.get(NIGHT, KEY).value["presenting"]
    edit_done.set()


threads = [threading.Thread(target=engraving_job, name="engraving-job"),
           threading.Thread(target=dawn_edit, name="dawn-trophies-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's giving out the trophies sat? doing the running order + want to get the name right"
context = ["Today is Tue 9 June 2043. You are talking to Mike, the U10s' manager at Hadley Juniors FC; the "
           "presentation night is Sat 13 June."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(NIGHT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "presenting: the mayor, Cllr Bryant" in c and "engraved at" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("kelly", "wellington town", "civic")), context
reply = answer(question, context, mock="The mayor, Cllr Bryant - he's handing them all out and doing a photo with each "
                                       "team.")
finish(question, expected="Kelly Marsh, the Wellington Town ladies' captain - the mayor's got a civic do that night",
       actual=reply)
