"""Batch 229 (held out). A rugby club's family day: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Vale RUFC hold a family day at the club at the start of September 2049 - touch rugby for the parents,
games for the minis (tug of war, welly wanging, a try-scoring competition), a barbecue, the bar open. The club's
helper keeps one record per part of it in ("calder-vale-rufc-family-day-2049", "plan") - the day itself, the games,
the barbecue - and people's messages in ("calder-vale-rufc-family-day-2049", "msgs"). The bar-order job (Clive the
steward's script that works out the bar order) reads the day's record, adds its bar line and writes the whole record
back; Gareth (the club secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the bar-order job reads the day's record (Sun 5th Sept, 12-5); Gareth
writes in, Sat 21st Aug, that the league's moved the 1st XV's game against Otley to the Sunday, at home, so the
pitches are in use and the family day's the Saturday before, Sat 4th, 11-4; the bar-order job then puts back its
stale copy with its bar line, losing Gareth's edit. Question (Mon 30/8, Kerry, a minis mum): "which day's the family
day? need to book it off work" -> expected Sat 4th September (11-4). The assistant says Sun 5th September.

Expected verdict: UpdateError at langgraph.store.put (the bar-order job's put, wrapped in fault()): Gareth's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
day. Asserted: Gareth's edit was in the store before the stale put; the day's record has the bar line and Sun 5th,
and no context line has Sat 4th, Otley or 11-4.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b229_langgraph_rugby_family_day_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("calder-vale-rufc-family-day-2049", "plan")
MSGS = ("calder-vale-rufc-family-day-2049", "msgs")
KEY = "day"
RECORDS = {
    KEY: {"details": "FAMILY DAY 🏉 sun 5th sept 12-5 at the club, all welcome, minis + their families esp. touch "
                     "rugby for the mums + dads at 2, bouncy castle on the back pitch",
          "by": "Gareth"},
    "games": {"details": "minis games - tug of war (U9s v the committee 😂), welly wanging, try-scoring comp, face "
                         "painting by the Ladies' team, £1 a go",
              "by": "Gareth"},
    "bbq": {"details": "bbq off the clubhouse patio, burgers £4, sausage butty £3, veggie ones too. Big Al + Rhys on "
                       "the grills",
            "by": "Clive"},
}
MSG_LINES = [
    ("2049-07-14T21:05", "Gareth", "touch rugby - teams of 6, mixed, sign up on the sheet behind the bar, £10 a team "
                                   "for the minis fund"),
    ("3/8", "Kerry", "U8s parents are doing a team, 'the Mud Mums' 💪"),
    ("Weds 11th Aug", "Clive", "bar order in next wk, Timothy Taylor's + lager + pop for the kids"),
]
EDIT = {"details": "change of day I'm afraid - league's moved the 1st XV v Otley to the sun, at home, so the pitches "
                   "are in use. family day's the sat before, SAT 4th sept, 11-4. touch rugby at 1 now, castle on the "
                   "back pitch as planned",
        "edited": "Gareth sat 21st aug"}
BAR = {"bar": "bar order in - 4 firkins TT Landlord, 2 kegs lager, pop + crisps for the kids, open from noon",
       "by": "bar-order job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bar_order_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BAR)
    with fault():
        store.put(PLAN, KEY, copy)


def gareth_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "SAT 4th sept, 11-4" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=bar_order_job, name="bar-order-job"),
           threading.Thread(target=gareth_edit, name="gareth-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day's the family day? need to book it off work"
context = ["Today is Mon 30 August 2049. You are talking to Kerry, a minis parent at Calder Vale RUFC, about the "
           "club's family day."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "sun 5th sept 12-5" in c and "bar order in - 4 firkins" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("sat 4th", "otley", "11-4")), context
reply = answer(question, context, mock="Sunday 5th September, 12 till 5 at the club - touch rugby's at 2.")
finish(question, expected="Saturday 4th September, 11-4 (the 1st XV are at home to Otley on the Sunday)",
       actual=reply)
