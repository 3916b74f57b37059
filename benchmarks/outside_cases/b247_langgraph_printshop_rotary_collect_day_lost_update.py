"""Batch 247 (held out). A small printing shop's orders: LangGraph InMemoryStore used through its async API (aput /
aget / asearch), asyncio, two writers as tasks.

App: Inkwell Print keep one record per job in ("inkwell-print", "jobs") - the job, the stock, the proof, when it's
due and how it goes out - and the front-desk log in ("inkwell-print", "desk"). The job board sync (Gav's little
script that mirrors the shop's whiteboard of the week's finishing into the helper) reads a job's record, adds the
finishing slot and writes the whole record back; Dev, on the front desk, edits the same record when a customer rings.

Planted fault (UpdateError, lost update): the board sync reads the Rotary programmes record (200 A5 8pp for the
Calder Rotary charity dinner, on 150 silk, proof OK'd 6/3, due Fri 21st, collect from the shop after 2); Dev writes
in, Tue 18th, that Margaret from the Rotary rang - the dinner's been brought forward to the Thursday, so can they
collect THURS 20th by 12 at the latest, he's said fine, they'll run them Weds; the board sync then puts back its
stale copy with its finishing slot, losing Dev's edit. Question (Weds 19/3, Margaret): "when can I pick up the
programmes? need to sort a car + someone to carry the boxes" -> expected Thursday 20th, by 12 at the latest. The
assistant says Friday 21st after 2.

Expected verdict: UpdateError at langgraph.store.put (the board sync's aput, wrapped in fault()): Dev's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the pick-up.
Asserted: Dev's edit was in the store before the stale put; the record has the finishing slot and "Fri 21st", and
no context line has "20th", "thurs" or "brought forward".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b247_langgraph_printshop_rotary_collect_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("inkwell-print", "jobs")
DESK = ("inkwell-print", "desk")
KEY = "rotary-programmes"
RECORDS = {
    KEY: {"job": "Calder Rotary charity dinner programmes - 200 x A5 8pp, 150 silk, saddle stitched",
          "proof": "OK'd by Margaret 6/3 (menu p3 + raffle prizes p7 changed)",
          "due": "Fri 21st, collect from the shop after 2 - paid on account",
          "by": "Dev"},
    "barraclough-letterheads": {"job": "Barraclough & Hirst letterheads, 1000 x A4 Conqueror laid cream, 1 colour",
                                "due": "Thu 13th, they're sending a lad for them", "by": "Dev"},
    "henderson-invites": {"job": "Henderson/Okafor wedding invites 120 A6 folded + 120 RSVPs",
                          "due": "Chloe collecting sat 22nd am", "by": "Dev"},
}
DESK_LINES = [
    ("2051-03-03 09:15", "Dev", "Rotary want a quote for raffle tickets too, 500 books, told her Monday"),
    ("7/3", "Dev", "Margaret dropped the raffle prize list in, p7 changed on the proof - OK'd"),
    ("Mon 17th", "Kayleigh", "Ricoh jammed twice on the silk, fanned it + it's fine now"),
]
EDIT = {"due": "Margaret rang tues 18th - their dinner's been brought forward to the thurs so can they collect THURS "
               "20th by 12 at the latest 😬 said fine, we'll run them weds. still on account",
        "edited": "Dev tue 18th"}
BOARD = {"finishing": "saddle stitch on the Duplo - Gav's slot, straight after the run", "board": "synced"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(JOBS, key, record)
    for i, (day, who, text) in enumerate(DESK_LINES, 1):
        await store.aput(DESK, f"d-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def board_sync() -> None:
        copy = dict((await store.aget(JOBS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(BOARD)
        with fault():
            await store.aput(JOBS, KEY, copy)

    async def dev_edit() -> None:
        await read_done.wait()
        item = await store.aget(JOBS, KEY)
        await store.aput(JOBS, KEY, {**item.value, **EDIT})
        assert "collect THURS 20th by 12" in (await store.aget(JOBS, KEY)).value["due"]
        edit_done.set()

    await asyncio.gather(board_sync(), dev_edit())

    question = "when can I pick up the programmes? need to sort a car + someone to carry the boxes"
    context = ["Today is Weds 19 March 2051. You are talking to Margaret from Calder Rotary, a customer of Inkwell "
               "Print."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(JOBS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(DESK, limit=50)]
    assert any(c.startswith(KEY + ":") and "Fri 21st" in c and "Gav's slot" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("20th", "thurs", "brought forward")), context
    reply = answer(f"(Margaret, Calder Rotary) {question}", context,
                   mock="Friday 21st, any time after 2 - they're on account so there's nothing to pay.")
    finish(question, expected="Thursday 20th, by 12 at the latest - Dev moved it when the dinner was brought forward",
           actual=reply)
    return reply


asyncio.run(main())
