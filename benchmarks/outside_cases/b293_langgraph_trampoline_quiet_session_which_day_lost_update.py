"""Batch 293 (held out). A trampoline park: LangGraph InMemoryStore used through its async API (aget/aput),
asyncio - two writers as tasks on one event loop.

App: Jump Street, a trampoline park on an industrial estate in Brighouse - open jump, toddler time, a dodgeball
league, and once a week a quiet session (music off, lights up, half capacity) for children with autism or sensory
needs. The park's helper keeps one record per session type in ("jump-street", "sessions") - open jump, toddler
time, the quiet session, dodgeball - and the desk's notes in ("jump-street", "desk"). The booking sync (a job that
copies the week's online bookings into the helper) reads the session record, adds the number booked and writes the
whole record back; Lou (the duty manager) edits the same record while it runs.

Planted fault (UpdateError, lost update): the booking sync reads the quiet session record (Sundays 8-9am before
opening, £7, a carer free, ear defenders at the desk); Lou writes in, Mon 3rd Oct, that from this week the quiet
session's Saturdays 8.30-9.30 - the Sunday 8am was too early for half the families and the Saturday cleaners can
come later - same price, carer still free; the sync then puts back its stale copy with its count, losing Lou's edit.
Question (Thu 6/10, a dad): "when's the quiet session this wk? my lad can't cope with the music at the normal
ones" -> expected Saturday, 8.30-9.30am. The assistant says Sunday, 8-9am.

Expected verdict: UpdateError at langgraph.store.put (the booking sync's aput, wrapped in fault()): Lou's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: Lou's edit was in the store before the stale put; the quiet session record has the booking count and
Sundays 8-9, and no context line has Saturday's 8.30 or "too early".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b293_langgraph_trampoline_quiet_session_which_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SESSIONS = ("jump-street", "sessions")
DESK = ("jump-street", "desk")
KEY = "quiet-session"
RECORDS = {
    "open-jump": {"details": "open jump every hr on the hr, 55 mins, £11 (grip socks £2.50 extra, keep them). under "
                             "5s not in the main arena", "by": "Lou"},
    "toddler-time": {"details": "toddler time mon-fri 9.30-10.30, under 5s + a grown up, £6 inc squash + a biscuit",
                     "by": "Lou"},
    KEY: {"details": "QUIET SESSION - music off, lights up, half capacity. sundays 8-9am b4 we open, £7, carer free, "
                     "ear defenders at the desk if they want them",
          "by": "Lou"},
    "dodgeball": {"details": "dodgeball league thurs 6-7, teams of 6, ages 10-15, £40 a team for the season",
                  "by": "Ash"},
}
DESK_LINES = [
    ("2050-09-28T16:30", "Ash", "foam pit's closed till the new foam comes, sign on the gate"),
    ("29/9", "Kez", "birthday party bookings for nov open, halloween disco mon 31st 6-8"),
    ("Sun 2nd Oct", "Kez", "only 4 families at the quiet session this morning, 2 rang to say 8am's a struggle"),
]
EDIT = {"details": "QUIET SESSION - music off, lights up, half capacity. from this wk it's SATURDAYS 8.30-9.30 not "
                   "sun 8am - sun was too early for half the families + the sat cleaners can come later. £7, carer "
                   "still free, ear defenders at the desk",
        "edited": "Lou mon 3rd oct"}
BOOKED = {"booked": "6 families booked online this wk (sync thurs 29th sept)", "by": "booking sync"}


QUESTION = "when's the quiet session this wk? my lad can't cope with the music at the normal ones"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(SESSIONS, key, record)
    for i, (day, who, text) in enumerate(DESK_LINES, 1):
        await store.aput(DESK, f"d-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def booking_sync() -> None:
        copy = dict((await store.aget(SESSIONS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(BOOKED)
        with fault():
            await store.aput(SESSIONS, KEY, copy)

    async def lou_edit() -> None:
        await read_done.wait()
        item = await store.aget(SESSIONS, KEY)
        await store.aput(SESSIONS, KEY, {**item.value, **EDIT})
        assert "SATURDAYS 8.30-9.30 not sun 8am" in (await store.aget(SESSIONS, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(booking_sync(), lou_edit())

    context = ["Today is Thu 6 October 2050. You are talking to a dad at the desk of Jump Street trampoline park."]
    context += [f"{r.key}: {flat(r.value)}" for r in await store.asearch(SESSIONS, limit=10)]
    context += [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(DESK, limit=50)]
    assert any(c.startswith(KEY + ":") and "sundays 8-9am" in c and "6 families booked" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("8.30", "saturdays", "too early")), context
    return answer(QUESTION, context, mock="Sunday morning, 8 till 9 before the park opens - music off, lights up, "
                                          "£7 and his carer's free.")


reply = asyncio.run(main())
finish(QUESTION, expected="Saturday, 8.30-9.30am - Lou moved it off Sunday 8am from this week", actual=reply)
