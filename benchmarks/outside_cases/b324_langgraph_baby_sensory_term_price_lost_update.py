"""Batch 324 (held out). A baby sensory class: LangGraph InMemoryStore (async aput/aget/asearch), asyncio - two
writers as tasks.

App: Little Fireflies Baby Sensory run weekly classes for babies from birth to 13 months in 2051 - Tuesdays and
Fridays at the Methodist church hall in Elland, 45 minutes of songs, lights, bubbles and tummy time, booked by the
6-week term. The class helper keeps one record per part of it in ("little-fireflies-2051", "info") - the summer
term, the venue, what to bring, the age groups - and parents' messages in ("little-fireflies-2051", "msgs"). The
booking sync (a task that copies the booking form's numbers into the helper) reads the summer term record, adds the
spaces left and writes the whole record back; Amy (who runs the classes) edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking sync reads the summer term record (6 wks from Tue 25th April,
£6 a session so £36 the term, pay by transfer or cash on wk 1, siblings £3 off); Amy writes in, Fri 14/4, that the
church have put the room hire up so it's £6.50 a session from the summer term, £39 for the 6 wks, siblings still £3
off; the sync then puts back its stale copy with its spaces count, losing Amy's edit. Question (Weds 19/4, Laura):
"how much is the summer term? want to do it by bank transfer tonight" -> expected £39 (£6.50 a session x 6). The
assistant says £36.

Expected verdict: UpdateError at langgraph.store.put (the booking sync's aput, wrapped in fault()): Amy's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
price. Asserted: Amy's edit was in the store before the stale put; the summer term record has the spaces count and
£36, and no context line has £39, £6.50 or the room hire.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b324_langgraph_baby_sensory_term_price_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

INFO = ("little-fireflies-2051", "info")
MSGS = ("little-fireflies-2051", "msgs")
KEY = "summer-term"
RECORDS = {
    KEY: {"details": "summer term 🌼 6 wks from tue 25th april (no class bank hol fri 5th may, it's tacked on the "
                     "end). £6 a session so £36 the term, by transfer or cash on wk 1. siblings £3 off",
          "by": "Amy"},
    "venue": {"details": "Methodist church hall, Elland - the small hall at the back, not the main one. buggies in "
                         "the porch, parking on the street only (NOT the Co-op!!)",
              "by": "Amy"},
    "bring": {"details": "a blanket or towel for tummy time, a spare vest, their bottle/snack. shoes off at the door "
                         "for grown ups too",
              "by": "Amy"},
    "groups": {"details": "tues 10am tiny fireflies (0-6 months), tues 11.15 + fri 10am big fireflies (6-13 months), "
                          "45 mins + 10 mins play after",
               "by": "Amy"},
}
MSG_LINES = [
    ("2051-03-28T21:40", "Sinead", "is it ok if he's 12 months by the end of term? - Amy: yes lovely, fine"),
    ("3.4.", "Laura", "loved the bubble tunnel wk 🫧 Isla slept 3 hrs after"),
    ("Tue 11th Apr", "Amy", "last class of spring term today, thank u all!! xx"),
]
EDIT = {"details": "summer term 🌼 6 wks from tue 25th april (no class bank hol fri 5th may, it's tacked on the end). "
                   "church have put the room hire up 😩 so it's £6.50 a session from summer, £39 for the 6 wks, by "
                   "transfer or cash on wk 1. siblings still £3 off",
        "edited": "Amy fri 14/4"}
SPACES = {"spaces": "tues 10am 2 left, tues 11.15 full, fri 4 left (sync 13/4)", "by": "booking sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(INFO, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def booking_sync() -> None:
        copy = dict((await store.aget(INFO, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(SPACES)
        with fault():
            await store.aput(INFO, KEY, copy)

    async def amy_edit() -> None:
        await read_done.wait()
        item = await store.aget(INFO, KEY)
        await store.aput(INFO, KEY, {**item.value, **EDIT})
        assert "£6.50 a session from summer, £39 for the 6 wks" in (await store.aget(INFO, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(booking_sync(), amy_edit())

    question = "how much is the summer term? want to do it by bank transfer tonight"
    context = ["Today is Weds 19 April 2051. You are talking to Laura, whose daughter Isla goes to Little Fireflies "
               "Baby Sensory."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(INFO, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "£36 the term" in c and "2 left" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("£39", "6.50", "room hire")), context
    reply = answer(f"(Laura) {question}", context, mock="£36 for the summer term - that's 6 sessions at £6. Pop "
                                                        "Isla's name as the reference on the transfer.")
    finish(question, expected="£39 - it's £6.50 a session from the summer term (the church put the room hire up)",
           actual=reply)
    return reply


asyncio.run(main())
