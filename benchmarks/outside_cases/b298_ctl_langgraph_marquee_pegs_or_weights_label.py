"""Batch 298 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore used through its async
API (aput/asearch), asyncio: the office's job records and the crew's messages written by two tasks (gathered), then
the question's search.

App: Colne Valley Tent & Marquee keep one record per job in ("cvtm-jobs-2051", "jobs") - the site survey, the build,
the kit - and the crew's messages in ("cvtm-jobs-2051", "msgs"). The crew ask the helper what to load.

Memory: the Holme Farm job record (Gill, from Dave's site survey of 2051-05-30) - the Sykes 40th on Sat 17th June,
6x9 frame in the bottom field, grass, flat, pegs fine, build Fri 16th 9am; the Scholes gala record; Dave's message
of Tues 13/6 - he's been up to Holme Farm, the farmer's laid hardcore over the corner where they're going since the
cattle churned it up, so it's weights not pegs, take the 8 water barrels and the ratchet straps; Marcus's message of
14.6. - the small wagon's back from the garage. Question (Thu 15/6, Kyle loading): "pegs or weights for Holme Farm?
loading tonight" The assistant says weights - the 8 water barrels and the straps (the corner's hardcore now). The
label says pegs, it's a grass field.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b298_ctl_langgraph_marquee_pegs_or_weights_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("cvtm-jobs-2051", "jobs")
MSGS = ("cvtm-jobs-2051", "msgs")
RECORDS = {
    "sykes-40th-holme-farm": {"details": "Sykes 40th @ Holme Farm, bottom field. 6x9 frame, no lining, festoon + 6 "
                                         "trestles. site survey Dave 2051-05-30: grass, flat, pegs fine, in thru the "
                                         "yard. BUILD fri 16th june 9am, party sat 17th, down sun 18th",
                              "by": "Gill"},
    "scholes-gala": {"details": "Scholes gala sat 24th june, 3 x 3x3 pop ups + the 6x9 for the brass band, on the "
                                "cricket field - weights only, no pegs on the square!!",
                     "by": "Gill"},
}
MSG_LINES = [
    ("Tues 13/6", "Dave", "been up to Holme Farm - farmer's laid hardcore over the corner we're going on since the "
                          "cattle churned it up 🐄 so it's weights not pegs, take the 8 water barrels + the ratchet "
                          "straps"),
    ("14.6.", "Marcus", "small wagon's back from the garage, new clutch 👍"),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def office(store: InMemoryStore) -> None:
    for key, record in RECORDS.items():
        await store.aput(JOBS, key, record)


async def crew(store: InMemoryStore) -> None:
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})


async def main() -> None:
    store = InMemoryStore()
    await asyncio.gather(office(store), crew(store))
    question = "pegs or weights for Holme Farm? loading tonight"
    context = ["Today is Thu 15 June 2051. You are talking to Kyle, crew at Colne Valley Tent & Marquee."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(JOBS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any("grass, flat, pegs fine" in c for c in context), context
    assert any("so it's weights not pegs, take the 8 water barrels" in c for c in context), context
    reply = answer(f"(Kyle) {question}", context,
                   mock="Weights - the farmer's put hardcore down on that corner, so take the 8 water barrels and the "
                        "ratchet straps, not pegs.")
    finish(question, expected="pegs - it's a flat grass field", actual=reply)


asyncio.run(main())
