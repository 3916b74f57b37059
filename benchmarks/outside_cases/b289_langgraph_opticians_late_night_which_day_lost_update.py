"""Batch 289 (held out). An opticians practice: LangGraph InMemoryStore used through its async API (aget/aput/
asearch), asyncio, two writers as tasks.

App: Hollins & Shaw Opticians in Brighouse keep their practice details in a helper - one record per part of it in
("hollins-shaw-opticians-2051", "practice"): the opening hours, the staff, the prices, the contact lens clinic - and
the staff's messages in ("hollins-shaw-opticians-2051", "msgs"); patients ask it things from the website. The
booking sync (a script that counts the online booking slots and notes them on the hours record) reads the hours
record, adds its count and writes the whole record back; Sanjay (the practice manager) edits the same record while
it runs.

Planted fault (UpdateError, lost update): the booking sync reads the hours record (Mon-Fri 9-5.30, late night THURS
till 7.30, last test 6.45, Sat 9-1, closed Sun + bank hols); Sanjay writes in, Mon 27th Feb, that from 1st March
the late night is WEDS not Thurs - Raj can't do Thursdays now (his lad's football training) - same times, rest as
was; the sync then puts back its stale copy with its slot count, losing Sanjay's edit. Question (Mon 6/3, a
patient): "which night are you open late? I can't get there before 6 with work" -> expected Wednesday (till 7.30,
last test 6.45). The assistant says Thursday.

Expected verdict: UpdateError at langgraph.store.put (the sync's aput, wrapped in fault()): Sanjay's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the late
night. Asserted: Sanjay's edit was in the store before the stale put; the hours record has the slot count and the
late night on Thursday, and no context line has Weds/Wednesday, Raj's football or "from 1st march".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b289_langgraph_opticians_late_night_which_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PRACTICE = ("hollins-shaw-opticians-2051", "practice")
MSGS = ("hollins-shaw-opticians-2051", "msgs")
KEY = "hours"
RECORDS = {
    KEY: {"details": "open Mon-Fri 9-5.30, late night THURS till 7.30 (last test 6.45), sat 9-1, closed sun + bank "
                     "hols. lunch 1-2 but the desk stays open",
          "by": "Sanjay"},
    "staff": {"details": "optoms - Raj (mon, tues, thurs + the late nite), Helen Shaw locum fri + alt sats. Dawn + "
                         "Priya on the desk, Priya does the fittings",
              "by": "Sanjay"},
    "prices": {"details": "eye test £25 (free if nhs eligible), OCT scan +£20, frames from £39, 2nd pair 50% off, "
                          "10% off for loyalty card holders",
               "by": "Dawn"},
    "contact lenses": {"details": "CL clinic tues pm w/ Raj, dailies trial free, monthly plans from £12.50 a mth",
                       "by": "Dawn"},
}
MSG_LINES = [
    ("2051-02-06T09:10", "Dawn", "new Silhouette stock in, window display redone, looks fab"),
    ("15.2.", "Priya", "card machine's playing up again, use the old one in the drawer if it does"),
    ("Thu 23rd Feb", "Sanjay", "stock take sat after close, pizza on me 🍕"),
]
EDIT = {"details": "from 1st march late night's WEDS not thurs - Raj can't do thurs now (his lad's football "
                   "training) - same times, till 7.30, last test 6.45. rest as was: Mon-Fri 9-5.30, sat 9-1, closed "
                   "sun + bank hols. lunch 1-2, desk stays open",
        "edited": "Sanjay mon 27th feb"}
SLOTS = {"online slots": "212 bookable online in the next 4 wks (synced fri 24/2)", "by": "booking sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PRACTICE, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def booking_sync() -> None:
        copy = dict((await store.aget(PRACTICE, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(SLOTS)
        with fault():
            await store.aput(PRACTICE, KEY, copy)

    async def sanjay_edit() -> None:
        await read_done.wait()
        item = await store.aget(PRACTICE, KEY)
        await store.aput(PRACTICE, KEY, {**item.value, **EDIT})
        assert "late night's WEDS not thurs" in (await store.aget(PRACTICE, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(booking_sync(), sanjay_edit())

    question = "which night are you open late? I can't get there before 6 with work"
    context = ["Today is Mon 6 March 2051. You are talking to a patient on Hollins & Shaw Opticians' website."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PRACTICE, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "late night THURS till 7.30" in c and "212 bookable" in c
               for c in context), context
    assert not any(w in c.lower() for c in context for w in ("weds", "wednesday", "football", "from 1st march")), \
        context
    return answer(question, context,
                  mock="Thursday - we're open till 7.30 on a Thursday, last eye test at 6.45, so you'd be fine after "
                       "work.")


reply = asyncio.run(main())
finish("which night are you open late? I can't get there before 6 with work",
       expected="Wednesday - the late night moved from Thursday on 1st March, till 7.30, last test 6.45",
       actual=reply)
