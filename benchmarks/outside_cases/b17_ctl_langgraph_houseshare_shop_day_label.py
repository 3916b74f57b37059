"""Batch 17 (held out), control. A shared house's weekly plan: LangGraph InMemoryStore (async aput/asearch),
asyncio, one root span per message.

App: the four housemates' notes about meals and shopping go into the store under ("house", "week-25"), one item
per note; the assistant answers from an ``asearch`` of the week's notes.

No planted fault. Monday's plan (Jonty): "Big shop Sat morning, Aldi, I'll drive - list on the fridge". Thursday
(Aisha): "Jonty's car's in the garage till next wk (clutch) so I've booked a Tesco delivery, Sun 21st 6-7pm, just
add to the app basket by Sat night". Question (Fri 19 June): "When's the big shop happening this weekend?" -> right
per memory: the Tesco delivery on Sunday 21 June, 6-7pm; the model says so. The gold label "Saturday 20 June" is
Monday's plan, which Thursday's note replaced in passing (no "changed", "instead" or "no longer").

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b17_ctl_langgraph_houseshare_shop_day_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("house", "week-25")
NOTES = [
    ("mon-jonty", "Mon 15/6", "Jonty", "Big shop Sat morning, Aldi, I'll drive - list on the fridge. Kitty has "
                                       "GBP 23.40."),
    ("tue-marek", "Tue 16/6", "Marek", "Thu is my fajitas, I'll get the peppers etc on the way home."),
    ("thu-aisha", "Thu 18/6", "Aisha", "Jonty's car's in the garage till next wk (clutch) so I've booked a Tesco "
                                       "delivery, Sun 21st 6-7pm - just add to the app basket by Sat night. GBP 4.50 "
                                       "delivery from the kitty."),
    ("thu-fran", "Thu 18/6", "Fran", "Toilet roll + washing up liquid pls, we're on the last one."),
]


async def main():
    store = InMemoryStore()
    for i, (key, day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"turn-{i} {who}"):
            await store.aput(NS, key, {"said": day, "who": who, "text": text})
    question = "When's the big shop happening this weekend?"
    with turn_span("turn-5 question Fri 19 June"):
        items = await store.asearch(NS, limit=10)
        context = [f"{i.value['said']} {i.value['who']}: {i.value['text']}" for i in items]
        assert any("Big shop Sat morning" in c for c in context), context
        assert any("Tesco delivery, Sun 21st 6-7pm" in c for c in context), context
        reply = answer(question, context, mock="It's a Tesco delivery on Sunday 21 June, 6-7pm - Jonty's car is in "
                                               "the garage, so add what you need to the app basket by Saturday night.")
    finish(question, expected="Saturday 20 June", actual=reply)


asyncio.run(main())
