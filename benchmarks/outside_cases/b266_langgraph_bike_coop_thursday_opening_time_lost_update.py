"""Batch 266 (held out). A bike repair co-op's workshop sessions: LangGraph InMemoryStore used through its async
methods (aget/aput/asearch), asyncio, two writers as tasks.

App: Spoke Easy, a volunteer bike repair co-op in a church hall in Sowerby Bridge - open workshop sessions where
people fix their own bikes with the co-op's stands and tools, a volunteer mechanic on hand, donations in the jar.
The co-op's helper keeps one record per session in ("spoke-easy-2051", "sessions") - Thursday evenings, Saturday
mornings, the women and non-binary night - and the volunteers' messages in ("spoke-easy-2051", "msgs"). The stock
job (Kev's script that copies the parts spreadsheet into the helper) reads a session record, adds what's in the
parts box and writes the whole record back; Ana (who does the rota) edits the Thursday record at the same time.

Planted fault (UpdateError, lost update): the stock job reads the Thursday record (open workshop 6-8.30pm, £3
suggested donation, Ana + Kev on, last bikes in at 8); Ana writes in, Mon 17th, that from this week it's 6.30-9 -
the toddler group has the hall till 6.15 now and they need time to clear up - last bikes in 8.30, rest as was; the
stock job then puts back its stale copy with its parts count, losing Ana's edit. Question (Weds 19/4, Priya, a
commuter with a buckled wheel): "what time do you open on thurs? want to bring my wheel in straight from work, I
finish at 6" -> expected 6.30 (the toddler group has the hall till 6.15). The assistant says 6pm.

Expected verdict: UpdateError at langgraph.store.put (the stock job's aput, wrapped in fault()): Ana's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the opening
time. Asserted: Ana's edit was in the store before the stale put; the Thursday record has the parts count and
6-8.30pm, and no context line has 6.30, toddler or 6.15.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b266_langgraph_bike_coop_thursday_opening_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SESSIONS = ("spoke-easy-2051", "sessions")
MSGS = ("spoke-easy-2051", "msgs")
KEY = "thursday"
RECORDS = {
    KEY: {"details": "THURS open workshop 6-8.30pm, fix ur own w/ our stands + tools, £3 suggested donation (nobody "
                     "turned away). Ana + Kev on. last bikes in at 8 pls or we're there all nite",
          "by": "Ana"},
    "saturday": {"details": "SAT mornings 10-1, 2 mechanics, kids' bikes welcome, tea + biscuits 🍪 usually Mo + "
                            "Priya S",
                 "by": "Ana"},
    "wnb": {"details": "women + non-binary night, 1st tues of the month 7-9, Jas leading, beginners v welcome",
            "by": "Jas"},
}
MSG_LINES = [
    ("2051-03-30T21:40", "Kev", "truing stand's fixed, don't lean on it tho"),
    ("6/4", "Mo", "we're out of 26in tubes again, someone keeps nicking the puncture kits too 🙄"),
    ("Thu 13th Apr", "Jas", "can we get a 2nd chain whip? always a queue for it"),
]
EDIT = {"details": "THURS open workshop - from this wk it's 6.30-9, the toddler group has the hall till 6.15 now + "
                   "they need to clear up. last bikes in 8.30. rest as was: fix ur own w/ our stands + tools, £3 "
                   "suggested donation (nobody turned away), Ana + Kev on",
        "edited": "Ana mon 17th"}
STOCK = {"parts": "tubes 40 x 700c, 3 x 26in, 12 brake blocks, 2 chains (8spd)", "stock_by": "stock job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(SESSIONS, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def stock_job() -> None:
        copy = dict((await store.aget(SESSIONS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(STOCK)
        with fault():
            await store.aput(SESSIONS, KEY, copy)

    async def ana_edit() -> None:
        await read_done.wait()
        item = await store.aget(SESSIONS, KEY)
        await store.aput(SESSIONS, KEY, {**item.value, **EDIT})
        assert "from this wk it's 6.30-9" in (await store.aget(SESSIONS, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(stock_job(), ana_edit())

    question = "what time do you open on thurs? want to bring my wheel in straight from work, I finish at 6"
    context = ["Today is Weds 19 April 2051. You are talking to Priya, who wants to fix a buckled wheel at Spoke "
               "Easy."] + [f"{r.key}: {flat(r.value)}" for r in await store.asearch(SESSIONS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "6-8.30pm" in c and "tubes 40 x 700c" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("6.30", "toddler", "6.15")), context
    reply = answer(question, context, mock="Thursdays we're open 6 till 8.30pm - last bikes in at 8, so come "
                                           "straight over and you'll be fine.")
    finish(question, expected="6.30 - the toddler group has the hall till 6.15 now", actual=reply)
    return reply


asyncio.run(main())
