"""Batch 237 (held out). A community choir's carol concert: LangGraph InMemoryStore used async (aget/aput/asearch),
asyncio, two writers as tasks on one event loop.

App: Calder Voices (a community choir, about 40 singers) give their carol concert on Sun 18th Dec 2050 at St Mary's,
6pm, with the Todmorden brass band - tickets £8, mince pies in the interval. The choir's helper keeps one record per
part of it in ("calder-voices-carols-2050", "plan") - the rehearsals, the venue, the tickets, the music - and
members' messages in ("calder-voices-carols-2050", "msgs"). The ticket sync (a task that copies the online ticket
count into the helper) reads the rehearsals record, which also carries the running ticket line, adds the count and
writes the whole record back; Gill (the musical director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the ticket sync reads the rehearsals record (Thursdays 7.30-9 in the
Methodist schoolroom - 17/11, 24/11, 1/12, 8/12 - and the last one Thu 15th Dec, a full run through in St Mary's);
Gill writes in, Fri 9th, that the brass band can only do a Saturday, so there's an extra one, Sat 17th Dec 2-4 in St
Mary's with the band, and that's the last one before the night (the Thu 15th still on); the ticket sync then puts
back its stale copy with its count, losing Gill's edit. Question (Tue 13/12, Ruth, an alto): "when's our last
rehearsal before the concert? need to know if I have to swap a shift" -> expected Saturday 17th December, 2-4 at St
Mary's with the brass band. The assistant says Thursday 15th December.

Expected verdict: UpdateError at langgraph.store.put (the ticket sync's aput, wrapped in fault()): Gill's write
landed and the later put from a copy read before it overwrote it, so the store lost the rehearsal that is the last.
Asserted: Gill's edit was in the store before the stale put; the rehearsals record has the ticket count and the Thu
15th as the last, and no context line has the 17th, the Saturday rehearsal or "brass band can only".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b237_langgraph_choir_last_rehearsal_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("calder-voices-carols-2050", "plan")
MSGS = ("calder-voices-carols-2050", "msgs")
KEY = "rehearsals"
RECORDS = {
    KEY: {"details": "rehearsals thurs 7.30-9 Methodist schoolroom: 17/11, 24/11, 1/12, 8/12. LAST one thurs 15th "
                     "dec - full run thru in St Mary's, 7pm, in the pews not the choir stalls",
          "by": "Gill"},
    "venue": {"details": "concert sun 18th dec St Mary's, 6pm (choir there 5), black + a bit of red, folders",
              "by": "Janet"},
    "music": {"details": "10 carols + 3 readings, O Holy Night solo - Bev, audience joins in for 4 of them, words "
                         "on the sheet",
              "by": "Gill"},
}
MSG_LINES = [
    ("2050-11-10T21:40", "Janet", "posters up in the co-op + the library, 2 left if anyone wants one"),
    ("24.11.", "Bev", "can we do O Holy Night in D not E flat 😅 - Gill: we'll see"),
    ("Weds 7th Dec", "Janet", "mince pies - 8 doz promised, need someone w/ a big urn"),
]
EDIT = {"details": "rehearsals thurs 7.30-9 Methodist schoolroom: 17/11, 24/11, 1/12, 8/12, + thurs 15th dec full "
                   "run thru in St Mary's 7pm. EXTRA - the brass band can only do a saturday so we've got sat 17th dec "
                   "2-4 in St Mary's with the band, that's the LAST one before the night, don't miss it pls",
        "edited": "Gill fri 9th"}
TICKETS = {"tickets": "86 sold online so far (sun 11th), door sales on the night", "by": "ticket sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def ticket_sync() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(TICKETS)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def gill_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "sat 17th dec 2-4 in St Mary's with the band" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(ticket_sync(), gill_edit())

    question = "when's our last rehearsal before the concert? need to know if I have to swap a shift"
    context = ["Today is Tue 13 December 2050. You are talking to Ruth, an alto in Calder Voices."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "LAST one thurs 15th dec" in c and "86 sold" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("17th dec", "sat 17", "brass band can only")), context
    return answer(f"(Ruth) {question}", context,
                  mock="Thursday 15th December - the full run through in St Mary's at 7pm.")


reply = asyncio.run(main())
finish("when's our last rehearsal before the concert? need to know if I have to swap a shift",
       expected="Saturday 17th December, 2-4 at St Mary's with the brass band", actual=reply)
