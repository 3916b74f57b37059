"""Batch 292 (held out). A coarse fishing club's open match: LangGraph InMemoryStore (async aget/aput), asyncio - two
writers as tasks on one event loop.

App: Elland Angling Society run their summer open on Sun 25th June 2051 on the Calder & Hebble - 40 pegs, draw at
7, fish 9 till 2, a golden peg, pie and peas after. The society's helper keeps one record per part of it in
("elland-as-summer-open-2051", "plan") - the draw, the pegs, the payouts, the after - and members' messages in
("elland-as-summer-open-2051", "msgs"). The bookings job (Tony's script that copies the online booking sheet into the
helper) reads the draw record, adds the count of bookings and writes the whole record back; Kev (the match
secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads the draw record (draw 7am at the Navigation car
park, pay at the draw, £10 + £5 pools); Kev writes in, Mon 19th, that the Navigation's car park is being dug up for
new drains all that week, so the draw is at the Hollins Mill car park instead, same time, and the pegs are still
the same water; the bookings job then puts back its stale copy with its count, losing Kev's edit. Question (Fri
23/6, Ray): "where's the draw on sunday? satnav's no good round there so I want to be sure" -> expected the Hollins
Mill car park (the Navigation's is dug up). The assistant says the Navigation car park.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's aput, wrapped in fault()): Kev's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides where
the draw is. Asserted: Kev's edit was in the store before the stale put; the draw record has the bookings count and
the Navigation car park, and no context line has Hollins Mill, the drains or "dug up".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b292_langgraph_fishing_match_draw_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("elland-as-summer-open-2051", "plan")
MSGS = ("elland-as-summer-open-2051", "msgs")
KEY = "draw"
RECORDS = {
    KEY: {"details": "draw 7am sharp at the Navigation car park (Brookfoot), pay at the draw £10 + £5 pools, cash. "
                     "late = bottom of the list, no arguments",
          "by": "Kev"},
    "pegs": {"details": "40 pegs, Brookfoot lock up to the railway bridge, both sides of the swing bridge. pegged out "
                        "sat aft by Kev + Tony",
             "by": "Kev"},
    "payouts": {"details": "top 3 overall + section winners (4 sections of 10), golden peg £1 extra, winner takes all",
                "by": "Tony"},
    "after": {"details": "pie + peas at the Navigation after the weigh in, £6, tell Sandra at the draw",
              "by": "Tony"},
}
MSG_LINES = [
    ("2051-05-28T18:20", "Tony", "booking sheet's up on the website, 40 max, first come first served"),
    ("7.6.", "Gaz", "is the swing bridge section fishing ok? - Kev: tench showing, bloodworm banned tho"),
    ("Weds 14th June", "Ray", "can I bring the grandson to watch? - Kev: course, keep him off the towpath edge"),
]
EDIT = {"details": "draw 7am sharp - NOT the Navigation this time, their car park's being dug up for new drains all "
                   "wk 🙄 so it's at the Hollins Mill car park, same time, same pegs. pay at the draw £10 + £5 pools, "
                   "cash. late = bottom of the list",
        "edited": "Kev mon 19th"}
BOOKINGS = {"bookings": "34 booked on the sheet (sun 18th)", "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def bookings_job(store: InMemoryStore, read_done: asyncio.Event, edit_done: asyncio.Event) -> None:
    copy = dict((await store.aget(PLAN, KEY)).value)
    read_done.set()
    await edit_done.wait()
    copy.update(BOOKINGS)
    with fault():
        await store.aput(PLAN, KEY, copy)


async def kev_edit(store: InMemoryStore, read_done: asyncio.Event, edit_done: asyncio.Event) -> None:
    await read_done.wait()
    item = await store.aget(PLAN, KEY)
    await store.aput(PLAN, KEY, {**item.value, **EDIT})
    assert "so it's at the Hollins Mill car park" in (await store.aget(PLAN, KEY)).value["details"]
    edit_done.set()


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})
    read_done, edit_done = asyncio.Event(), asyncio.Event()
    await asyncio.gather(bookings_job(store, read_done, edit_done), kev_edit(store, read_done, edit_done))

    question = "where's the draw on sunday? satnav's no good round there so I want to be sure"
    context = ["Today is Fri 23 June 2051. You are talking to Ray, a member of Elland Angling Society."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "the Navigation car park" in c and "34 booked" in c for c in context), \
        context
    assert not any(w in c.lower() for c in context for w in ("hollins", "drains", "dug up")), context
    reply = answer(f"(Ray) {question}", context,
                   mock="At the Navigation car park at Brookfoot - 7am sharp, and bring cash for the £10 + £5 pools.")
    finish(question, expected="the Hollins Mill car park - the Navigation's car park is dug up for drains",
           actual=reply)
    return reply


asyncio.run(main())
