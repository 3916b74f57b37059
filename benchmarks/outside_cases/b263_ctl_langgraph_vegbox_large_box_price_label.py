"""Batch 263 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (async aput/asearch),
asyncio: the shop's records and each person's messages written by their own task (gathered), then the question's
search.

App: Lower Hollins Farm Shop's helper keeps the shop's standing records in ("lower-hollins-2051", "shop") - prices,
rounds, what's in the boxes - and messages from Mary (who runs the shop) and Dean (the driver) in
("lower-hollins-2051", "msgs"). Jade on the till asks it things when customers ring.

Memory: the prices record (by Mary, 2051-01-06) - small box £15, large £22, eggs £3.20 a dozen, standing order or
cash; the rounds record; the boxes record. Messages: Dean, 2051-03-09T17:30 - the big van's back, new clutch; Mary,
Mon 20th March - the diesel's gone mad and the feed, so large boxes are going up to £24 from the 1st April, smalls
stay £15, a letter's going in this week's boxes; Dean, 29/3 - letters all delivered, only Mr Dyson moaned. Question
(Sat 8/4, Jade, with someone at the till): "how much is a large box now? lady here wants to sign
her mum up" The assistant says £24 a week (up from £22 since the 1st April). The label says £22.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b263_ctl_langgraph_vegbox_large_box_price_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOP = ("lower-hollins-2051", "shop")
MSGS = ("lower-hollins-2051", "msgs")
RECORDS = {
    "prices": {"details": "veg boxes 2051 - small £15, large £22 (weekly). eggs £3.20 a doz add-on. standing order "
                          "or cash in an envelope", "by": "Mary 2051-01-06"},
    "rounds": {"details": "tues Sowerby Bridge, thurs Ripponden/Rishworth/Barkisland, fri Luddenden + Luddenden Ft, "
                          "sat collect from the shop 9-12", "by": "Mary"},
    "boxes": {"details": "small = 6-7 veg for 1-2 people, large = 9-10 veg + a bag of spuds, family of 4. all our "
                         "own or from Ryburn Valley growers", "by": "Mary"},
}
MESSAGES = {
    "dean": [("2051-03-09T17:30", "big van's back 🙌 new clutch, £480, don't tell Mary"),
             ("29/3", "price rise letters all delivered, only Mr Dyson moaned 😂")],
    "mary": [("Mon 20th March", "diesel's gone mad + the feed, so large boxes going up to £24 from the 1st April, "
                                "smalls stay £15. letter's going in this wk's boxes, pls don't let anyone say they "
                                "weren't told")],
}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def write_records(store: InMemoryStore) -> None:
    for key, record in RECORDS.items():
        await store.aput(SHOP, key, record)


async def post(store: InMemoryStore, who: str) -> None:
    for i, (day, text) in enumerate(MESSAGES[who], 1):
        await store.aput(MSGS, f"{who}-{i:02d}", {"day": day, "from": who, "text": text})


async def main():
    store = InMemoryStore()
    await asyncio.gather(write_records(store), *(post(store, who) for who in MESSAGES))
    question = "how much is a large box now? lady here wants to sign her mum up"
    context = ["Today is Sat 8 April 2051. You are talking to Jade, on the till at Lower Hollins Farm Shop."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(SHOP, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith("prices:") and "large £22" in c for c in context), context
    assert any("large boxes going up to £24 from the 1st April" in c for c in context), context
    reply = answer(f"(Jade) {question}", context,
                   mock="£24 a week - it went up from £22 on the 1st of April. Smalls are still £15.")
    finish(question, expected="£22", actual=reply)


asyncio.run(main())
