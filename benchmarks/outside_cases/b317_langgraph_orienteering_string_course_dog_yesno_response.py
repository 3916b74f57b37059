"""Batch 317 (held out). An orienteering club's spring event: LangGraph InMemoryStore (async aput/asearch), asyncio
- each organiser's notes written by their own task (gathered), then the question's search; the answer call has the
farmer's no-dogs rule in its context and says the dog can come.

App: Airedale Orienteers put on a club event on the moor above Hollin Hall Farm on Sun 6th April 2051 - five
courses, a string course for the under-6s, starts 10.30 till 12, assembly in the farm's bottom field. Nicola (the
organiser), Phil (the planner) and Jo (who runs the string course) post notes to the club's helper, kept in a
LangGraph store under ("airedale-o", "hollin-hall-2051"); members ask it things.

Planted fault (ResponseError, ignored sufficient context): the notes have Nicola's 2051-02-10 19:00 - parking £2 in
the farm's top field, dogs welcome on leads in the assembly field and on the string course; Phil's 8/3 - courses
and starts; Jo's 15th March - string course with animal pictures, free, the kids get a sticker; and Nicola's Tue
25th Mar - the farmer's been on, the ewes are lambing in the assembly field this year, so NO dogs at all, not even in
cars with the windows down (his words), sorry all, leave them at home. Question (Fri 4/4, Becky): "can I bring the
dog on the string course with my 4 yr old? she's v good on a lead 🐕" -> expected no - no dogs at all this year,
the ewes are lambing in the assembly field. The model says yes, on a lead.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the farmer's no-dogs rule (dated after the dogs-welcome note) and the model answered from the older
note. Asserted: the context has both dog lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b317_langgraph_orienteering_string_course_dog_yesno_response", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("airedale-o", "hollin-hall-2051")
NOTES = {
    "nicola": [
        ("2051-02-10 19:00", "HOLLIN HALL 🐑🧭 sun 6th april, club event on the moor, parking £2 in the farm's top "
                             "field (cash pls). dogs welcome on leads in the assembly field + on the string course"),
        ("Tue 25th Mar", "farmer's been on - the ewes are lambing in the assembly field this yr so NO dogs at all, not "
                         "even in cars w/ the windows down (his words 😬) sorry all, leave them at home"),
    ],
    "phil": [
        ("8/3", "courses planned - Brown 6.5k, Blue 5.1, Green 3.9, Orange 2.6, Yellow 1.7. starts 10.30-12, courses "
                "close 1.30. the bracken's not up yet so it's lovely + runnable"),
    ],
    "jo": [
        ("15th March", "string course by the barn, animal pictures on the kites this time 🐄 free, all the kids get "
                       "a sticker at the end. parents can walk round with them"),
    ],
}


async def post(store: InMemoryStore, who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        await store.aput(NS, f"{who}-{i}", {"day": day, "from": who, "text": text})
        await asyncio.sleep(0)


async def main() -> tuple[str, str]:
    store = InMemoryStore()
    await asyncio.gather(*(post(store, who) for who in NOTES))
    question = "can I bring the dog on the string course with my 4 yr old? she's v good on a lead 🐕"
    items = await store.asearch(NS, limit=50)
    context = ["Today is Fri 4 April 2051. You are talking to Becky, whose 4-year-old is doing the string course at "
               "Airedale Orienteers' Hollin Hall event (Sun 6 April)."] + \
              [f"{it.value['day']} {it.value['from']}: {it.value['text']}" for it in items]
    assert any("dogs welcome on leads in the assembly field + on the string course" in c for c in context), context
    assert any("so NO dogs at all" in c for c in context), context
    with fault():
        reply = answer(f"(Becky) {question}", context,
                       mock="Yes - dogs are welcome on leads on the string course and in the assembly field, so "
                            "she can come along with you both.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="no - no dogs at all this year, the ewes are lambing in the assembly field", actual=reply)
