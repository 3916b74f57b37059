"""Batch 313 (held out). A pumpkin patch farm: LangGraph InMemoryStore used through its async API (aget/aput/asearch),
asyncio: two writers as tasks on one event loop.

App: Lower Ings Farm run a pumpkin patch through October 2050 - pick your own, priced by size at the till in the
old dairy, carving kits, tractor rides, a maize maze. The farm's helper keeps one record per part of it in
("lower-ings-pumpkins-2050", "info") - the prices, the times, the maze, the café - and staff messages in
("lower-ings-pumpkins-2050", "msgs"). The booking sync (Rob's script that copies the online slot bookings into the
helper) reads the prices record, adds the week's slots sold and writes the whole record back; Anne (who runs the
patch) edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking sync reads the prices record (little ones £2.50, big ones £6,
the giants priced on the scales, carving kits £4); Anne writes in, Sat 8th, that after the hot summer there's
hardly any big ones, so they're £8 now not £6, little ones still £2.50; the sync then puts back its stale copy
with its slot count, losing Anne's edit. Question (Sat 15/10, Kelly on the till): "how much for 2 big ones + 3 little
ones? family at the till" -> expected £23.50 (2 x £8 + 3 x £2.50). The assistant says £19.50.

Expected verdict: UpdateError at langgraph.store.put (the sync's aput, wrapped in fault()): Anne's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the sum. Asserted:
Anne's edit was in the store before the stale put; the prices record has the slot count and the big ones at £6, and
no context line has £8 or the hot summer.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b313_langgraph_pumpkin_patch_pumpkin_prices_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

INFO = ("lower-ings-pumpkins-2050", "info")
MSGS = ("lower-ings-pumpkins-2050", "msgs")
KEY = "prices"
RECORDS = {
    KEY: {"details": "pumpkin prices (at the till in the old dairy): little ones £2.50, big ones £6, the giants go on "
                     "the scales 50p a kg, carving kits £4. entry's free, pay for what u pick",
          "by": "Anne"},
    "times": {"details": "open every day in oct 10-5, last entry 4.15. halloween wknd till 7 w/ the lanterns",
              "by": "Anne"},
    "maze": {"details": "maize maze £3 kids, £4 adults, Rob checks it's empty at 4.45 (count em in count em out!!)",
             "by": "Rob"},
    "cafe": {"details": "café - soup of the day + a roll £4.50, pumpkin spice latte (ugh) £3.20, toasties",
             "by": "Lisa"},
}
MSG_LINES = [
    ("2050-09-28T18:20", "Anne", "wheelbarrows are all out of the shed + hosed, 20 of em"),
    ("3.10.", "Rob", "online slots are live, 200 a day, walk ups ok if there's room"),
    ("Thu 13th Oct", "Lisa", "we're out of the little paper bags for the pie slices, can someone get some from "
                             "Bookers"),
]
EDIT = {"details": "pumpkin prices - hot summer's meant hardly any big ones 😩 so big ones £8 now not £6, little ones "
                   "still £2.50, giants on the scales 50p a kg, carving kits £4. pay at the till in the old dairy",
        "edited": "Anne sat 8th"}
SLOTS = {"slots": "wk 1: 1,140 booked online, sat + sun sold out", "by": "booking sync"}


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
        copy.update(SLOTS)
        with fault():
            await store.aput(INFO, KEY, copy)

    async def anne_edit() -> None:
        await read_done.wait()
        item = await store.aget(INFO, KEY)
        await store.aput(INFO, KEY, {**item.value, **EDIT})
        assert "big ones £8 now not £6" in (await store.aget(INFO, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(booking_sync(), anne_edit())

    question = "how much for 2 big ones + 3 little ones? family at the till"
    context = ["Today is Sat 15 October 2050. You are talking to Kelly, on the till at Lower Ings Farm's pumpkin "
               "patch."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(INFO, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "big ones £6" in c and "1,140 booked" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("£8", "hot summer", "hardly any")), context
    return answer(f"(Kelly) {question}", context, mock="£19.50 - 2 big ones at £6 is £12, plus 3 little ones at "
                                                       "£2.50 is £7.50.")


reply = asyncio.run(main())
finish("how much for 2 big ones + 3 little ones? family at the till",
       expected="£23.50 - big ones went up to £8 (2 x £8 + 3 x £2.50)", actual=reply)
