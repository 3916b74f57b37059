"""Batch 241 (held out). A charity quiz night: LangGraph InMemoryStore (async aget/aput), asyncio, two writers as
concurrent tasks.

App: the Friends of St Anne's Hospice hold their autumn quiz night on Fri 15th Nov 2047 - teams of up to six, £5 a
head, eight rounds, a raffle, a pie and peas supper, all proceeds to the hospice. The helper keeps one record per
part of it in ("st-annes-quiz-2047", "plan") - the event (where and when), the prizes, the supper, the quizmaster -
and the committee's messages in ("st-annes-quiz-2047", "msgs"). The bookings job (it copies the website's team
bookings into the helper) reads the event record, adds the count of teams booked and writes the whole record back;
Tina (the organiser) edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads the event record (Fri 15th Nov, St Luke's church
hall, doors 7, first question 7.30); Tina writes in, Fri 8th, that the church hall roof's leaking again and the
insurance won't cover it, so it's moved to the function room at the Fleece - the landlord's giving it free, same
times; the bookings job then puts back its stale copy with its count, losing Tina's edit. Question (Thu 14/11, Kev,
a team captain): "where's the quiz tmrw? the satnav takes me to the church every time" -> expected the function
room at the Fleece (the church hall roof's leaking). The assistant says St Luke's church hall.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Tina's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
venue. Asserted: Tina's edit was in the store before the stale put; the event record has the team count and St
Luke's church hall, and no context line has the Fleece, the roof or the function room.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b241_langgraph_quiz_night_venue_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("st-annes-quiz-2047", "plan")
MSGS = ("st-annes-quiz-2047", "msgs")
KEY = "event"
RECORDS = {
    KEY: {"details": "QUIZ NIGHT for St Anne's 💜 fri 15th nov, St Luke's church hall (Moor Lane), doors 7, first q "
                     "7.30 sharp, teams up to 6, £5 a head on the door",
          "by": "Tina"},
    "prizes": {"details": "winners - a bottle each + the shield, runners up choc, wooden spoon for last. raffle: "
                          "hamper from Booths, a meal for 2 at the Fleece, car valet", "by": "Tina"},
    "supper": {"details": "pie + peas at half time, Marjorie's doing veggie pies, mint sauce!! 🥧", "by": "Marjorie"},
    "quizmaster": {"details": "Father Tom again, 8 rounds + a music round, answers marked at the end of each "
                              "round", "by": "Tina"},
}
MSG_LINES = [
    ("2047-10-20T18:30", "Marjorie", "I'll need numbers for the pies by the tues before pls"),
    ("1/11", "Kev", "is it ok to bring our own drinks? - Tina: yes, no glass"),
    ("Tue 5th Nov", "Tina", "raffle tickets printed, £1 a strip, Sandra's selling them on the door"),
]
EDIT = {"details": "QUIZ NIGHT for St Anne's 💜 fri 15th nov - MOVED: church hall roof's leaking again 😩 + the "
                   "insurance won't cover it, so it's the function room at the Fleece (upstairs), landlord's giving it "
                   "us free. same times, doors 7, first q 7.30, teams up to 6, £5 a head",
        "edited": "Tina fri 8th"}
BOOKINGS = {"teams": "17 teams booked on the website (thurs 7th)", "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def bookings_job() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(BOOKINGS)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def tina_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "it's the function room at the Fleece" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(bookings_job(), tina_edit())

    question = "where's the quiz tmrw? the satnav takes me to the church every time 🙄"
    context = ["Today is Thu 14 November 2047. You are talking to Kev, captain of a team at the Friends of St "
               "Anne's Hospice quiz night."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "St Luke's church hall" in c and "17 teams booked" in c
               for c in context), context
    assert not any(w in c.lower() for c in context for w in ("function room", "roof", "moved")), context
    reply = answer(f"(Kev) {question}", context,
                   mock="It's at St Luke's church hall on Moor Lane - doors at 7, first question 7.30 sharp.")
    finish(question, expected="the function room upstairs at the Fleece - the church hall roof's leaking",
           actual=reply)
    return reply


asyncio.run(main())
