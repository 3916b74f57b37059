"""Batch 249 (held out). A school parents' group chat about a trip: LangGraph InMemoryStore used through its async
API (aget/aput/asearch), asyncio, two writers as tasks.

App: Year 4 at Moorside Primary go to the Eureka! museum in Halifax on Thurs 14th May 2054 - a coach from the
school gates, a workshop, packed lunches, back for pick-up. The class reps keep the trip's details in the parents'
helper, one record per part of it in ("moorside-y4-eureka-2054", "trip") - the times, the kit, the money, the
helpers - and the group chat's lines in ("moorside-y4-eureka-2054", "chat"). The payments task (a script that
copies the ParentPay count into the helper) reads the times record, adds the count of who's paid and writes the
whole record back; Priya (the class rep) edits the same record at the same time after Mrs Patel's letter.

Planted fault (UpdateError, lost update): the payments task reads the times record (coach leaves 9.00 sharp from
the school gates, back for 3.15 normal home time); Priya writes in, Mon 11/5, that Mrs Patel's letter says the
museum have moved their workshop to the 2-3pm slot, so the coach won't be back till about 4.30 - pick-up from the
hall, not the yard; the payments task then puts back its stale copy with its count, losing Priya's edit. Question
(Weds 13/5, Daniel, a dad): "what time are they back tomorrow? need to sort out who's getting Maya, I'm on shift
till 4" -> expected about 4.30, from the hall (the workshop moved to 2-3). The assistant says 3.15, normal home
time.

Expected verdict: UpdateError at langgraph.store.put (the payments task's put, wrapped in fault()): Priya's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
pick-up time. Asserted: Priya's edit was in the store before the stale put; the times record has the paid count
and "back for 3.15", and no context line has 4.30, the 2-3pm slot or the hall pick-up.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b249_langgraph_school_trip_back_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("moorside-y4-eureka-2054", "trip")
CHAT = ("moorside-y4-eureka-2054", "chat")
KEY = "times"
RECORDS = {
    KEY: {"details": "Eureka trip thurs 14th may - coach leaves 9.00 SHARP from the school gates, kids in by 8.40 "
                     "pls. back for 3.15 normal home time, pick up from the yard as usual",
          "by": "Priya"},
    "kit": {"details": "school uniform + trainers, coat (it's forecast showers), packed lunch in a NAMED carrier bag "
                       "(no glass, no nuts), no money needed, no phones/toys",
            "by": "Priya"},
    "money": {"details": "£16 on ParentPay by fri 8th, covers coach + workshop. speak to the office in confidence "
                         "if it's tricky",
              "by": "Priya"},
    "helpers": {"details": "need 6 parent helpers w/ a DBS - so far Jo (Alfie's mum), Gav, Mrs Okafor, Lisa. 2 more "
                           "pls!!",
                "by": "Jo"},
}
CHAT_LINES = [
    ("2054-04-27 19:02", "Jo", "anyone know if they can take a drink in a bottle or does it have to be a carton?"),
    ("27/4", "Priya", "bottle's fine, named, water or squash only"),
    ("Thurs 7th May", "Gav", "I can do a car seat for 3 if anyone needs a lift home after, I'm off that day"),
    ("Sat 9th", "Lisa", "does Eureka have a gift shop?? bracing myself 😂 - Jo: they said no money so no"),
]
EDIT = {"details": "Eureka trip thurs 14th may - coach leaves 9.00 SHARP from the school gates, kids in by 8.40 "
                   "pls. UPDATE from Mrs Patel's letter: museum have moved our workshop to the 2-3pm slot so the "
                   "coach won't be back till about 4.30 😬 pick up from the HALL not the yard, they'll do tea + "
                   "biscuits",
        "edited": "Priya mon 11/5"}
PAID = {"paid": "26 of 30 paid on ParentPay (sun 10th)", "by": "payments"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(TRIP, key, record)
    for i, (day, who, text) in enumerate(CHAT_LINES, 1):
        await store.aput(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def payments_task() -> None:
        copy = dict((await store.aget(TRIP, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(PAID)
        with fault():
            await store.aput(TRIP, KEY, copy)

    async def priya_edit() -> None:
        await read_done.wait()
        item = await store.aget(TRIP, KEY)
        await store.aput(TRIP, KEY, {**item.value, **EDIT})
        assert "coach won't be back till about 4.30" in (await store.aget(TRIP, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(payments_task(), priya_edit())

    question = "what time are they back tomorrow? need to sort out who's getting Maya, I'm on shift till 4"
    context = ["Today is Weds 13 May 2054. You are talking to Daniel, whose daughter Maya is in Year 4 at Moorside "
               "Primary."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(TRIP, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(CHAT, limit=50)]
    assert any(c.startswith(KEY + ":") and "back for 3.15" in c and "26 of 30 paid" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("4.30", "2-3pm", "from the hall")), context
    reply = answer(f"(Daniel) {question}", context,
                   mock="They're back for 3.15, normal home time - pick-up from the yard as usual.")
    finish(question, expected="about 4.30, pick-up from the hall - the museum moved the workshop to 2-3pm",
           actual=reply)
    return reply


asyncio.run(main())
