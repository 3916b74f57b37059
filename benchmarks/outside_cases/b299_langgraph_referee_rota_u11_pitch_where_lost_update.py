"""Batch 299 (held out). A youth football referee rota: LangGraph InMemoryStore used async (aget/aput/asearch), two
writers as asyncio tasks.

App: Ryburn Valley Junior League run Sunday morning football for U8s to U14s on council and school pitches round
Sowerby Bridge and Ripponden; Tariq (the fixtures secretary) and a small rota script share the league helper. The
helper keeps one record per Sunday in ("ryburn-jfl-2051", "fixtures") - kick-offs, pitches, refs - and the referees'
messages in ("ryburn-jfl-2051", "msgs"). The rota job reads Sunday's record, adds who's reffing what from the
referees' availability form and writes the whole record back; Tariq edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads Sun 9th Nov's record (U9s Mill Bank 9.30, U11s Triangle
v Ripponden Field Lane pitch 2 at 10.30, U13s at Ryburn Valley High 11); Tariq writes in, Sat 8/11 at 8.05, that the
council has shut Field Lane after all the rain, so the U11s are on the 3G at Brooksbank School, same 10.30 KO, studs
not allowed, moulds or astros only; the rota job then puts back its stale copy with the refs added, losing Tariq's
edit. Question (Sat 8/11 evening, Kyle, 15, reffing the U11s): "where am I reffing tmrw? mum's driving me + wants
the postcode" -> expected the 3G at Brooksbank School (Field Lane's shut). The assistant says Field Lane pitch 2.

Expected verdict: UpdateError at langgraph.store.put (the rota job's aput, wrapped in fault()): Tariq's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides where the U11s
play. Asserted: Tariq's edit was in the store before the stale put; Sunday's record has the refs and Field Lane
pitch 2, and no context line has Brooksbank, the 3G or "shut".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b299_langgraph_referee_rota_u11_pitch_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FIX = ("ryburn-jfl-2051", "fixtures")
MSGS = ("ryburn-jfl-2051", "msgs")
KEY = "sun-9-nov"
RECORDS = {
    KEY: {"games": "sun 9th nov - U9s Mill Bank 9.30 (no ref needed, coaches do it), U11s Triangle v Ripponden Field "
                   "Lane pitch 2 (HX6 3JU), 10.30 KO, U13s Ryburn Utd v Luddenden at Ryburn Valley High 11am",
          "by": "Tariq"},
    "sun-16-nov": {"games": "sun 16th - U11s Ripponden v Sowerby at the rec 10.30, U13s away at Luddenden 11",
                   "by": "Tariq"},
    "info": {"details": "ref fees £20 U11 / £25 U13 from the home manager, kit's black + the league badge, if it's "
                        "pouring ring Tariq by 8 on the sunday",
             "by": "Tariq"},
}
MSG_LINES = [
    ("2051-10-29T19:40", "Kyle", "can do sun 9th + 16th, not 23rd (cousin's christening)"),
    ("3.11.", "Amir", "got my new whistle 😂 free all Nov"),
    ("Thu 6th Nov", "Tariq", "reminder - respect barrier at Field Lane, parents behind the rope pls"),
]
EDIT = {"games": "sun 9th nov - U9s Mill Bank 9.30 (coaches ref). council's shut Field Lane after all this rain 🌧️ so "
                 "U11s Triangle v Ripponden are on the 3G at Brooksbank School (HX5 9JP) instead, same 10.30 KO, NO "
                 "studs on the 3G - moulds or astros only. U13s at Ryburn Valley High 11am",
        "edited": "Tariq sat 8/11 8.05"}
REFS = {"refs": "U11s Kyle B, U13s Amir H (from the avail form)", "by": "rota job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def rota_job(store, read_done: asyncio.Event, edit_done: asyncio.Event) -> None:
    copy = dict((await store.aget(FIX, KEY)).value)
    read_done.set()
    await edit_done.wait()
    copy.update(REFS)
    with fault():
        await store.aput(FIX, KEY, copy)


async def tariq_edit(store, read_done: asyncio.Event, edit_done: asyncio.Event) -> None:
    await read_done.wait()
    item = await store.aget(FIX, KEY)
    await store.aput(FIX, KEY, {**item.value, **EDIT})
    assert "on the 3G at Brooksbank School" in (await store.aget(FIX, KEY)).value["games"]
    edit_done.set()


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(FIX, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})
    read_done, edit_done = asyncio.Event(), asyncio.Event()
    await asyncio.gather(rota_job(store, read_done, edit_done), tariq_edit(store, read_done, edit_done))

    question = "where am I reffing tmrw? mum's driving me + wants the postcode"
    context = ["Today is Sat 8 November 2051. You are talking to Kyle (15), a youth referee in the Ryburn Valley "
               "Junior League."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(FIX, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "Field Lane pitch 2" in c and "U11s Kyle B" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("brooksbank", "3g", "shut")), context
    reply = answer(f"(Kyle) {question}", context,
                   mock="You're on the U11s, Triangle v Ripponden - Field Lane pitch 2, HX6 3JU, 10.30 KO.")
    finish(question, expected="the 3G at Brooksbank School (HX5 9JP) - the council shut Field Lane after the rain",
           actual=reply)
    return reply


asyncio.run(main())
