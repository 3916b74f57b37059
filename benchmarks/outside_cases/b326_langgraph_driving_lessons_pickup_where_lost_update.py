"""Batch 326 (held out). A driving instructor's pupils: LangGraph InMemoryStore used through its async methods
(aget/aput/asearch), two writers as asyncio tasks.

App: Tariq Hussain runs a one-man driving school in Halifax (a manual Corsa with dual controls, about 25 pupils).
His helper keeps one record per pupil in ("tariq-driving-2051", "pupils") and his own general notes in
("tariq-driving-2051", "notes"); pupils message it to check times and places. The booking sync (the task that
copies payments from the booking app into the helper) reads a pupil's record, adds the block status and writes the
whole record back; Tariq edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking sync reads Chloe Barker's record (Tuesdays 4-6pm, picked up
outside Calderdale College's main gates on Francis St, test at Halifax on 14th March 9.42am); Tariq writes in, Sat
18/2, that from now on he picks her up from the Tesco Express car park on Skircoat Rd - the college gates are coned
off for the roadworks till Easter and he can't stop there; the booking sync then puts back its stale copy with its
block status, losing Tariq's edit. Question (Mon 20/2, Chloe): "where r u picking me up tmrw? I finish at 3.45" ->
expected the Tesco Express car park on Skircoat Rd (the college gates are coned off). The assistant says outside the
college main gates on Francis St.

Expected verdict: UpdateError at langgraph.store.put (the booking sync's aput, wrapped in fault()): Tariq's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
pick-up. Asserted: Tariq's edit was in the store before the stale put; Chloe's record has the block status and the
college gates, and no context line has Tesco, Skircoat or the roadworks.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b326_langgraph_driving_lessons_pickup_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PUPILS = ("tariq-driving-2051", "pupils")
NOTES = ("tariq-driving-2051", "notes")
KEY = "chloe-barker"
RECORDS = {
    KEY: {"details": "Chloe Barker - tues 4-6pm, pick up outside Calderdale College main gates (Francis St), manual. "
                     "test booked Halifax 14th march 9.42am, mock wk b4",
          "by": "Tariq"},
    "ali-raza": {"details": "Ali Raza - sat 9-11, from home (Moor End Rd), nervous on dual carriageways, test not "
                            "booked yet", "by": "Tariq"},
    "megan-holt": {"details": "Megan Holt - weds 5-6, from work (Asda Pellon Lane), test 2nd march 2.16pm",
                   "by": "Tariq"},
}
NOTE_LINES = [
    ("2051-01-06T08:30", "prices from jan - £34 an hr, block of 10 £320, test day 2hrs £68 inc the car"),
    ("13/1", "cancellations - 48hrs notice or it's charged, unless ur ill (send me a pic of the sick note lol)"),
    ("Weds 8th Feb", "car's in for the MOT thurs 2nd march am, no lessons b4 12 that day"),
]
EDIT = {"details": "Chloe Barker - tues 4-6pm, manual. from now pick up at the Tesco Express car park on Skircoat "
                   "Rd - the college gates are all coned off for the roadworks till easter, can't stop there. test "
                   "Halifax 14th march 9.42am, mock wk b4",
        "edited": "Tariq sat 18/2"}
BLOCK = {"block": "block of 10 paid 3/1 (£320), 6 used, 4 left", "by": "booking sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PUPILS, key, record)
    for i, (day, text) in enumerate(NOTE_LINES, 1):
        await store.aput(NOTES, f"n-{i:02d}", {"day": day, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def booking_sync() -> None:
        copy = dict((await store.aget(PUPILS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(BLOCK)
        with fault():
            await store.aput(PUPILS, KEY, copy)

    async def tariq_edit() -> None:
        await read_done.wait()
        item = await store.aget(PUPILS, KEY)
        await store.aput(PUPILS, KEY, {**item.value, **EDIT})
        assert "Tesco Express car park on Skircoat Rd" in (await store.aget(PUPILS, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(asyncio.create_task(booking_sync(), name="booking-sync"),
                         asyncio.create_task(tariq_edit(), name="tariq-edit"))

    question = "where r u picking me up tmrw? I finish at 3.45"
    context = ["Today is Mon 20 February 2051. You are talking to Chloe Barker, one of Tariq's pupils."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PUPILS, limit=10)] + \
              [f"{n.value['day']}: {n.value['text']}" for n in await store.asearch(NOTES, limit=20)]
    assert any(c.startswith(KEY + ":") and "Calderdale College main gates" in c and "4 left" in c
               for c in context), context
    assert not any(w in c.lower() for c in context for w in ("tesco", "skircoat", "roadworks")), context
    reply = answer(f"(Chloe) {question}", context,
                   mock="Outside the main gates of Calderdale College on Francis St, Chloe - see you at 4.")
    finish(question, expected="the Tesco Express car park on Skircoat Rd - the college gates are coned off for the "
                              "roadworks", actual=reply)
    return reply


asyncio.run(main())
