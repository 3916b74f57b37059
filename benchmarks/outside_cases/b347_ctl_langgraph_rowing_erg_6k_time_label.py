"""Batch 347 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (async aput/asearch),
asyncio: the head coach's and the assistant coach's records written by their own tasks (gathered), then the
question's search.

App: the novice women's crew at a US college boathouse (fall 2050) keep erg tests, lineups and weigh-ins in the
team's helper, one record per item in ("novice-women-2050", "erg"). Coach Rivera and the assistant coach, Kim, each
file their own records; rowers ask the helper for their scores.

Memory: Rivera, 6k Sat 10/15 - Georgia 22:41.6, Ella 22:58.3, Priya 23:05.0, Kate 23:30.9, damper 130, from the
sheet on the clipboard; Kim, Mon 10/17 - correction to Saturday's sheet: the 22:58.3 was Maddie's (she was on erg 6
next to Ella), Ella's actual is 23:18.3 off the PM5 memory stick, master sheet fixed; Rivera - Head of the Lake
lineups TBD after Thursday's seat racing; Kim - weigh-in Friday, Ella 141 lb. Question (Tue 10/18, Ella): "what was
my 6k on saturday? need it for my training log" The assistant says 23:18.3 (Kim's correction: the 22:58.3 on the
sheet was Maddie's). The label says 22:58.3 - the time first written next to Ella's name.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b347_ctl_langgraph_rowing_erg_6k_time_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("novice-women-2050", "erg")
RECORDS = {
    "rivera": [
        ("6k-sat-10-15", {"by": "Coach Rivera", "note": "6k Sat 10/15 - Georgia 22:41.6, Ella 22:58.3, Priya 23:05.0, "
                                                        "Kate 23:30.9. damper 130. from the clipboard sheet, solid "
                                                        "day ladies"}),
        ("lineups", {"by": "Coach Rivera", "note": "Head of the Lake lineups TBD after thurs seat racing, don't ask 😂"}),
    ],
    "kim": [
        ("6k-correction-10-17", {"by": "Kim", "note": "Mon 10/17 correction to sat's 6k sheet - the 22:58.3 was "
                                                      "Maddie's (she was on erg 6 next to Ella), Ella's actual is "
                                                      "23:18.3 off the PM5 memory stick. master sheet's fixed"}),
        ("weigh-in", {"by": "Kim", "note": "weigh-in fri before practice - Ella 141 lb, Priya 133, Kate 150"}),
    ],
}


async def file_records(store: InMemoryStore, who: str) -> None:
    for key, value in RECORDS[who]:
        await store.aput(NS, key, value)
        await asyncio.sleep(0)


async def main() -> None:
    store = InMemoryStore()
    await asyncio.gather(*(file_records(store, who) for who in RECORDS))
    question = "what was my 6k on saturday? need it for my training log"
    found = await store.asearch(NS, limit=20)
    context = ["Today is Tue 18 October 2050. You are talking to Ella, a rower in the novice women's crew."] + \
              [f"{r.key} ({r.value['by']}): {r.value['note']}" for r in found]
    assert any("Ella 22:58.3" in c for c in context), context
    assert any("Ella's actual is 23:18.3" in c for c in context), context
    reply = answer(f"(Ella) {question}", context,
                   mock="23:18.3 - Kim corrected Saturday's sheet: the 22:58.3 next to your name was Maddie's on the "
                        "erg beside you. Your time is off the PM5 memory stick.")
    finish(question, expected="22:58.3", actual=reply)


asyncio.run(main())
