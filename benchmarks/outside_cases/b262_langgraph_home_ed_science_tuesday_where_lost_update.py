"""Batch 262 (held out). A home-education co-op's weekly sessions: LangGraph InMemoryStore (async aput/aget),
asyncio, two writers as concurrent tasks.

App: Hebden Home Ed Co-op run weekly sessions for about twenty families - science on Tuesdays at the Methodist hall,
art on Wednesdays, forest school on Thursdays, a Friday park meet. The co-op's helper keeps one record per day in
("hebden-home-ed-coop", "sessions") and the families' messages in ("hebden-home-ed-coop", "msgs"). The register job
(Kate's script that copies the week's sign-ups from the spreadsheet into the helper) reads a day's record, adds the
count and writes the whole record back; Priya (the coordinator) edits the same record at the same time.

Planted fault (UpdateError, lost update): the register job reads the tuesday record (science with Dr Patel, a
retired chemistry teacher, 10-11.30 at the Methodist hall, then packed lunch and the park if dry, £3 a child); Priya
writes in, Sun 12th, that the Methodists are having the hall floor sanded for three weeks, so science is in the
Scout hut on Bridge Lane from this week (park on the rec, not outside), same times, rest as it was; the register job
then puts back its stale copy with its count, losing Priya's edit. Question (Mon 13/3, Nadia, a new parent): "where's
science tmrw? it's our first one, don't want to be wandering round looking 😅" -> expected the Scout hut on Bridge
Lane (the Methodist hall floor's being sanded). The assistant says the Methodist hall.

Expected verdict: UpdateError at langgraph.store.put (the register job's aput, wrapped in fault()): Priya's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
venue. Asserted: Priya's edit was in the store before the stale put; the tuesday record has the sign-up count and
the Methodist hall, and no context line has the Scout hut, Bridge Lane or the floor.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b262_langgraph_home_ed_science_tuesday_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SESSIONS = ("hebden-home-ed-coop", "sessions")
MSGS = ("hebden-home-ed-coop", "msgs")
KEY = "tuesday"
RECORDS = {
    KEY: {"details": "tues - science w/ Dr Patel (ret'd chem teacher) 10-11.30 in the Methodist hall, then packed "
                     "lunch + the park if dry. £3 a child, bring goggles if u have them, old shirt for the messy stuff",
          "by": "Priya"},
    "wednesday": {"details": "weds - art w/ Maggie 1-3 at the community centre, this half term it's clay 🏺 £4 a "
                             "child (clay + the kiln)",
                  "by": "Maggie"},
    "thursday": {"details": "thurs - forest school at Hollin Wood 10-2 w/ Rob, all weathers, wellies + waterproofs, "
                            "£5",
                 "by": "Cath"},
    "friday": {"details": "fri - park meet Calder Holmes from 11, no booking, bring a ball", "by": "Cath"},
}
MSG_LINES = [
    ("2051-02-26T20:40", "Cath", "reminder it's term 4 subs now, £10 a family to the co-op acc pls"),
    ("6.3.", "Jo", "can the little ones (under 6) come to science? - Priya: yes if a grown up stays"),
    ("Thu 9th Mar", "Maggie", "kiln's fixed!! the pots from before half term will be back weds"),
]
EDIT = {"details": "tues - science w/ Dr Patel 10-11.30 - the Methodists r having the hall floor sanded for 3 wks 🙄 "
                   "so we're in the Scout hut on Bridge Lane from this wk, park on the rec not outside. rest as was: "
                   "packed lunch + park after, £3 a child, goggles if u have them",
        "edited": "Priya sun 12th"}
SIGNUPS = {"signed_up": "14 kids for science w/c 13/3 (from the spreadsheet)", "by": "register job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(SESSIONS, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def register_job() -> None:
        copy = dict((await store.aget(SESSIONS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(SIGNUPS)
        with fault():
            await store.aput(SESSIONS, KEY, copy)

    async def priya_edit() -> None:
        await read_done.wait()
        item = await store.aget(SESSIONS, KEY)
        await store.aput(SESSIONS, KEY, {**item.value, **EDIT})
        assert "so we're in the Scout hut on Bridge Lane" in (await store.aget(SESSIONS, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(register_job(), priya_edit())

    question = "where's science tmrw? it's our first one, don't want to be wandering round looking 😅"
    context = ["Today is Mon 13 March 2051. You are talking to Nadia, a new parent in Hebden Home Ed Co-op."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(SESSIONS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "in the Methodist hall" in c and "14 kids" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("scout", "bridge lane", "sanded", "floor")), context
    return answer(f"(Nadia) {question}", context,
                  mock="At the Methodist hall - science with Dr Patel, 10 till 11.30. Bring goggles if you have them.")


reply = asyncio.run(main())
finish("where's science tmrw? it's our first one, don't want to be wandering round looking 😅",
       expected="the Scout hut on Bridge Lane - the Methodist hall's floor is being sanded", actual=reply)
