"""Batch 246 (held out). A secondary school's exam invigilation rota: LangGraph InMemoryStore used through its async
API (aget/aput/asearch), asyncio, two writers as tasks.

App: Brooksbank School's summer GCSEs, May 2051 - the main papers in the sports hall, the access arrangements
candidates (25% extra time, readers, rest breaks) in separate rooms, a pool of external invigilators on a rota. The
exams office's helper keeps one record per part of the rota in ("brooksbank-exams-2051", "rota") - the hall, the
extra time room, the reader room, the briefings - and invigilators' messages in ("brooksbank-exams-2051", "msgs").
The rota sync (Dave's script that copies the invigilator names from the spreadsheet) reads the extra time record,
adds the names and writes the whole record back; Mrs Ahmed (the exams officer) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the rota sync reads the extra time record (25% extra time candidates in
S14 in the science block, up the stairs by the prep room, start 9.00 same as the hall, papers from the exams
office at 8.40); Mrs Ahmed writes in, Thu 11/5, that S14 is needed for the Year 10 science practicals from
Monday, so the extra time lot are in the library (the quiet end, by the careers shelves) from Mon 15th, everything
else as it was; the sync then puts back its stale copy with the names, losing her edit. Question (Fri 12/5, Janet,
an invigilator): "which room am I in for the extra time lot on monday? don't want to be wandering round the science
block at 8.40 like last yr 😅" -> expected the library, the quiet end by the careers shelves (S14's got the Y10
practicals). The assistant says S14.

Expected verdict: UpdateError at langgraph.store.put (the sync's aput, wrapped in fault()): Mrs Ahmed's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the room.
Asserted: her edit was in the store before the stale put; the extra time record has the names and S14, and no
context line has the library, the careers shelves or the practicals.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b246_langgraph_exam_rota_extra_time_room_which_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("brooksbank-exams-2051", "rota")
MSGS = ("brooksbank-exams-2051", "msgs")
KEY = "extra-time"
RECORDS = {
    "hall": {"details": "sports hall - main papers, 186 seats, 6 invigs per session (1 per 30ish + lead), in by 8.30 "
                        "for a 9.00 start, pm 1.30. lead invig Mr Chadwick", "by": "Mrs Ahmed"},
    KEY: {"details": "25% extra time - S14 (science block, up the stairs by the prep room), same start as the hall "
                     "9.00, collect papers + the clock from the exams office 8.40. 2 invigs", "by": "Mrs Ahmed"},
    "reader": {"details": "readers + scribes - the small rooms off the LRC, 1 to 1, Mrs Dean coordinating",
               "by": "Mrs Ahmed"},
    "briefing": {"details": "invig briefing weds 10th may 3.45 in the staffroom, JCQ changes this yr, lanyards + "
                            "no phones in ANY exam room", "by": "Mrs Ahmed"},
}
MSG_LINES = [
    ("2051-04-24T16:10", "Janet", "can I swap the thurs pm for the fri am? dentist - Mrs Ahmed: yes fine"),
    ("3/5", "Colin", "is there parking on site during exams? - Mrs Ahmed: staff car park, top row"),
    ("Weds 10th", "Janet", "briefing notes say bring a pencil for the seating plans 🙄 ok"),
]
EDIT = {"details": "25% extra time - S14's needed for the Y10 science practicals from mon so the extra time lot are "
                   "in the LIBRARY from mon 15th (quiet end, by the careers shelves). rest as was: same start as the "
                   "hall 9.00, papers + the clock from the exams office 8.40. 2 invigs",
        "edited": "Mrs Ahmed thu 11/5"}
QUESTION = ("which room am I in for the extra time lot on monday? don't want to be wandering round the science block "
            "at 8.40 like last yr 😅")
NAMES = {"invigs": "wk of 15th: Janet + Colin (am), Pauline + Steve (pm)", "by": "rota sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(ROTA, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def rota_sync() -> None:
        copy = dict((await store.aget(ROTA, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(NAMES)
        with fault():
            await store.aput(ROTA, KEY, copy)

    async def ahmed_edit() -> None:
        await read_done.wait()
        item = await store.aget(ROTA, KEY)
        await store.aput(ROTA, KEY, {**item.value, **EDIT})
        assert "in the LIBRARY from mon 15th" in (await store.aget(ROTA, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(rota_sync(), ahmed_edit())

    question = QUESTION
    context = ["Today is Fri 12 May 2051. You are talking to Janet, an external invigilator at Brooksbank School."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(ROTA, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "S14 (science block" in c and "Janet + Colin" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("library", "careers", "practicals")), context
    return answer(f"(Janet) {question}", context,
                  mock="S14 in the science block - up the stairs by the prep room. Grab the papers and the clock "
                       "from the exams office at 8.40 first.")


reply = asyncio.run(main())
finish(QUESTION, expected="the library (the quiet end by the careers shelves) - S14's got the Y10 practicals",
       actual=reply)
