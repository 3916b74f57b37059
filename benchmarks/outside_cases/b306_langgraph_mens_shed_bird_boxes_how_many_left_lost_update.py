"""Batch 306 (held out). A men's shed's bird boxes for a school: LangGraph InMemoryStore (async aput/aget), asyncio,
two writers as tasks.

App: Luddenden Foot Men's Shed (a community workshop open Tues and Thurs) keep one record per job on the go in
("luddenden-shed", "jobs") - the school's bird boxes, the memorial bench, the tool library, the raffle - and the
members' messages in ("luddenden-shed", "msgs"). The stock job (Pete's script that copies the timber used off the
stock sheet into the helper) reads a job's record, adds the timber line and writes the whole record back; Geoff,
who's running the bird boxes, edits the same record at the same time.

Planted fault (UpdateError, lost update): the stock job reads the bird-box record (Tuck Hill Primary want 30 for
their nature garden, by Fri 19th May, 12 done so far, Ken's doing the roofs); Geoff writes in, Thu 27th Apr, that the
school rang - every class wants one now, so it's 40 not 30, still 12 done, same deadline; the stock job then puts
back its stale copy with its timber line, losing Geoff's edit. Question (Tue 2/5, Alan): "how many more bird boxes
do we need to knock up for the school? I'm in all day today" -> expected 28 (40 wanted, 12 done). The assistant says
18.

Expected verdict: UpdateError at langgraph.store.put (the stock job's aput, wrapped in fault()): Geoff's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the count.
Asserted: Geoff's edit was in the store before the stale put; the bird-box record has the timber line and "30 bird
boxes", and no context line has "40 not 30", "every class" or "school rang".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b306_langgraph_mens_shed_bird_boxes_how_many_left_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("luddenden-shed", "jobs")
MSGS = ("luddenden-shed", "msgs")
KEY = "school-bird-boxes"
RECORDS = {
    KEY: {"details": "Tuck Hill primary want 30 bird boxes for the nature garden 🐦 by fri 19th may. 12 done so far, "
                     "Ken's doing the roofs (felt from the offcuts bin), 32mm holes for the blue tits",
          "by": "Geoff"},
    "wilf-bench": {"details": "oak bench for Holme Park, glued up, 2nd coat of Danish oil on, plaque fitted. handover "
                              "fri 21st apr went lovely, Wilf's daughter cried, so did Dennis",
                   "by": "Dennis"},
    "tool-library": {"details": "lending shelf by the door - drills, the wallpaper stripper, 2 hedge trimmers. sign "
                                "out in the book, back within the wk pls",
                     "by": "Alan"},
    "raffle": {"details": "spring raffle for the dust extractor fund, £1 a strip, drawn at the open day. prizes: a "
                          "bird table, a Bosch jigsaw (donated), a chopping board",
               "by": "Dennis"},
}
MSG_LINES = [
    ("2051-04-18T09:40", "Brian", "who's had the 6mm chisel?? it's not on the board"),
    ("20.4.", "Ken", "roofs for 12 cut, the felt's a pig to staple, need a new box of 10mm staples"),
    ("Tue 25th Apr", "Dennis", "open day sat 10th june 10-2, bacon butties, tool sharpening stall"),
]
EDIT = {"details": "Tuck Hill primary bird boxes 🐦 school rang - every class wants one now, so it's 40 not 30!! "
                   "still 12 done, same deadline fri 19th may. Ken's on roofs, 32mm holes for the blue tits",
        "edited": "Geoff thu 27th apr"}
STOCK = {"timber": "stock sheet: 3 lengths of 6in pine used on the boxes (wk of 24th)", "by": "stock job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(JOBS, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def stock_job() -> None:
        copy = dict((await store.aget(JOBS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(STOCK)
        with fault():
            await store.aput(JOBS, KEY, copy)

    async def geoff_edit() -> None:
        await read_done.wait()
        item = await store.aget(JOBS, KEY)
        await store.aput(JOBS, KEY, {**item.value, **EDIT})
        assert "so it's 40 not 30" in (await store.aget(JOBS, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(stock_job(), geoff_edit())

    question = "how many more bird boxes do we need to knock up for the school? I'm in all day today"
    context = ["Today is Tue 2 May 2051. You are talking to Alan, a member of Luddenden Foot Men's Shed."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(JOBS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "30 bird boxes" in c and "stock sheet" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("40 not 30", "every class", "school rang")), context
    return answer(f"(Alan) {question}", context,
                  mock="18 more - the school want 30 and 12 are done. Ken's doing the roofs.")


question = "how many more bird boxes do we need to knock up for the school? I'm in all day today"
reply = asyncio.run(main())
finish(question, expected="28 - the school want 40 now (every class wants one) and 12 are done", actual=reply)
