"""Batch 294 (held out). A surf school: LangGraph InMemoryStore (async aget/aput/asearch), asyncio - two writers as
tasks on one loop.

App: Blue Tide Surf School teach off the beach at Woolacombe through the summer of 2051 - a kids' club (8-12s),
beginners and improvers, 2 hours a session, times moved about with the tide and the swell. The school's helper keeps
one record per part of it in ("bluetide-woolacombe-2051", "plan") - Sunday's sessions, the meeting point, the kit,
the prices - and the instructors' messages in ("bluetide-woolacombe-2051", "msgs"). The booking sync (Ollie's
script that copies the numbers from the booking site) reads the Sunday record, adds the numbers booked and writes
the whole record back; Mia (the head coach) edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking sync reads the Sunday record (kids' club 9am, beginners 11,
improvers 2pm); Mia writes in, Sat 19th, that the swell's building - 6ft+ on the morning push, far too big for the
kids at 9 - so kids' club is moved to 4pm once it's dropped off, beginners and improvers as they were; the sync then
puts back its stale copy with the numbers, losing Mia's edit. Question (Sat 19/8 evening, Lily's dad): "what time's
kids club tomorrow? Lily's been up since 6 asking 😂" -> expected 4pm (moved from 9 because of the swell). The
assistant says 9am.

Expected verdict: UpdateError at langgraph.store.put (the sync's aput, wrapped in fault()): Mia's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the kids' club
time. Asserted: Mia's edit was in the store before the stale put; the Sunday record has the numbers and kids' club
at 9am, and no context line has 4pm, the swell or "moved".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b294_langgraph_surf_school_kids_club_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("bluetide-woolacombe-2051", "plan")
MSGS = ("bluetide-woolacombe-2051", "msgs")
KEY = "sunday"
RECORDS = {
    KEY: {"details": "SUN 20th aug - kids club (8-12s) 9am, beginners 11, improvers 2pm. all 2 hrs inc the beach "
                     "briefing, be on the sand 10 mins b4",
          "by": "Mia"},
    "meet": {"details": "meet at the blue flag by the lifeguard hut, Marine Drive end. parking's the Esplanade, pay + "
                        "display, it's £8 a day (sorry)",
             "by": "Mia"},
    "kit": {"details": "boards + wetsuits provided. bring a towel, swimmers to go under, suncream, water. booties "
                       "if u hate cold feet",
            "by": "Ollie"},
    "prices": {"details": "kids club £30, adults £40 a lesson, block of 3 £105. siblings 10% off",
               "by": "Ollie"},
}
MSG_LINES = [
    ("2051-08-12T17:45", "Finn", "lost a kids club rash vest on the beach today, green, size 10, if anyone sees it"),
    ("15.8.", "Ollie", "booking site's down for an hr tonight for updates, phone bookings only"),
    ("Thu 17th Aug", "Kai", "lifeguards say rips either side of the flags all wk, keep em between the flags"),
]
EDIT = {"details": "SUN 20th aug - swell's building, 6ft+ on the morning push, WAY too big for the kids at 9 so kids "
                   "club's moved to 4pm when it's dropped off + the tide's going out. beginners 11 + improvers 2pm as "
                   "was. be on the sand 10 mins b4",
        "edited": "Mia sat 19th"}
BOOKED = {"booked": "kids club 12/12, beginners 7, improvers 5 (sync fri 18th 22:00)", "by": "booking sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def booking_sync() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(BOOKED)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def mia_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "kids club's moved to 4pm" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(booking_sync(), mia_edit())

    question = "what time's kids club tomorrow? Lily's been up since 6 asking 😂"
    context = ["Today is Sat 19 August 2051. You are talking to Lily's dad; Lily (10) is booked on Blue Tide Surf "
               "School's kids' club."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "kids club (8-12s) 9am" in c and "12/12" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("4pm", "swell", "moved")), context
    return answer(question, context, mock="Kids club's at 9am tomorrow - be on the sand by 10 to 9 for the "
                                          "briefing.")


reply = asyncio.run(main())
finish("what time's kids club tomorrow? Lily's been up since 6 asking 😂",
       expected="4pm - Mia moved it from 9 because the swell's too big in the morning", actual=reply)
