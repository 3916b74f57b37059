"""Batch 308 (held out). A nail bar: LangGraph InMemoryStore (async aget/aput/asearch), asyncio, two writers as
tasks.

App: Glaze & Go, a nail bar in the arcade - gel manis, BIAB, acrylics and pedicures, four techs. The salon's helper
keeps one record per week of the rota in ("glaze-and-go", "rota"), the price list and stock in ("glaze-and-go",
"salon") and staff messages in ("glaze-and-go", "msgs"). The payroll job (Kelly's script that copies the hours
sheet into the helper) reads the week's rota record, adds last week's hours and writes the whole record back; Kelly
edits the same record at the same time.

Planted fault (UpdateError, lost update): the payroll job reads the rota for w/c 5th June (Tue Jade + Mia, Weds
Jade, Thu Mia on pedis + Jade on nails, Fri Jade + Priya, Sat all hands, Kelly floating); Kelly writes in, Mon 5th,
that Mia's off Thursday - her sister's wedding got moved up - so Priya's doing the Thursday pedis and Mia's swapping
to Saturday; the payroll job then puts back its stale copy with the hours, losing Kelly's edit. Question (Weds 7/6,
Jade on reception): "who's on pedis tmrw? Mrs Okafor's booked in at 11 + she always asks" -> expected Priya (Mia's
off for her sister's wedding). The assistant says Mia.

Expected verdict: UpdateError at langgraph.store.put (the payroll job's aput, wrapped in fault()): Kelly's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who's on
Thursday. Asserted: Kelly's edit was in the store before the stale put; the rota record has the hours and "Thu Mia
(pedis)", and no context line has "Priya's doing", the wedding or "swapping".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b308_langgraph_nail_bar_thursday_pedis_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("glaze-and-go", "rota")
SALON = ("glaze-and-go", "salon")
MSGS = ("glaze-and-go", "msgs")
KEY = "wc-2051-06-05"
WEEK = {"details": "w/c 5th june: tue Jade + Mia, weds Jade, thu Mia (pedis) + Jade (nails), fri Jade + Priya, sat "
                   "all hands 😅 Kelly floating all wk. Mon shut",
        "by": "Kelly"}
SALON_RECORDS = {
    "prices": {"details": "gel mani £25, BIAB £35 / infill £30, full set £40, infills £28, pedi £30, luxury pedi £38 "
                          "(w/ the paraffin)", "by": "Kelly"},
    "stock": {"details": "pedi chairs - the left one's jets are playing up again, use the right one for luxury pedis. "
                         "new files came thurs", "by": "Jade"},
}
MSG_LINES = [
    ("2051-05-28T18:10", "Priya", "can do extra days in june if anyone wants swaps, uni's finished 🙌"),
    ("1.6.", "Mia", "Mrs Okafor rang, moved her from tue to thurs 11, luxury pedi"),
    ("Sat 3rd June", "Jade", "we're out of the peach cuticle oil, ordered"),
]
EDIT = {"details": "w/c 5th june (changed!!): Mia's off thurs, her sister's wedding got moved up 💍 so Priya's doing "
                   "thurs pedis + Mia's swapping to sat. rest as was: tue Jade + Mia, weds Jade, thu Jade (nails), fri "
                   "Jade + Priya, sat all hands. Kelly floating",
        "edited": "Kelly mon 5th"}
HOURS = {"hours": "last wk: Jade 38, Mia 24, Priya 16, from the sheet", "by": "payroll job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    await store.aput(ROTA, KEY, WEEK)
    for key, record in SALON_RECORDS.items():
        await store.aput(SALON, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def payroll_job() -> None:
        copy = dict((await store.aget(ROTA, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(HOURS)
        with fault():
            await store.aput(ROTA, KEY, copy)

    async def kelly_edit() -> None:
        await read_done.wait()
        item = await store.aget(ROTA, KEY)
        await store.aput(ROTA, KEY, {**item.value, **EDIT})
        assert "so Priya's doing thurs pedis" in (await store.aget(ROTA, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(payroll_job(), kelly_edit())

    question = "who's on pedis tmrw? Mrs Okafor's booked in at 11 + she always asks"
    context = ["Today is Weds 7 June 2051. You are talking to Jade, on reception at Glaze & Go."]
    context += [f"rota {r.key}: {flat(r.value)}" for r in await store.asearch(ROTA, limit=10)]
    context += [f"{r.key}: {flat(r.value)}" for r in await store.asearch(SALON, limit=10)]
    context += [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(f"rota {KEY}:") and "thu Mia (pedis)" in c and "Jade 38" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("priya's doing", "wedding", "swapping")), context
    return answer(f"(Jade) {question}", context,
                  mock="Mia's on pedis tomorrow - she's in Thursday with you, so she'll have Mrs Okafor at 11.")


reply = asyncio.run(main())
finish("who's on pedis tmrw? Mrs Okafor's booked in at 11 + she always asks",
       expected="Priya - Mia's off Thursday for her sister's wedding, Priya's covering the pedis", actual=reply)
