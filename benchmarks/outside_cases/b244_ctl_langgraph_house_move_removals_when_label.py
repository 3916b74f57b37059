"""Batch 244 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore used through its async
API (aput / asearch), asyncio: each of the couple's notes written by their own task (gathered), then the question's
search.

App: Jo and Martin are moving from Brighouse to a cottage in Ripponden in October 2050. Each of them files notes
into their moving helper's store under ("jo-martin-move-2050", "notes"); Jo's dad, who's helping on the day, asks
it things.

Memory: Jo, 2050-09-29T20:15 - exchanged, completion Thurs 20th Oct, keys from Whitakers about 1 once the money's
through; Martin, Weds 5/10 - Bateman's quote's in, £720 on completion day or £590 if they come the day after (the
Friday), 8am, going with the Friday, cheaper and less stress, we'll sleep on the airbed at the new place Thursday
night; Jo, Weds 12/10 - completion's tomorrow week, still haven't started the loft; Martin, Sun 16/10 - 48 boxes
packed, the loft's a disaster, the tip on Saturday. Question (Mon 17/10, Jo's dad): "when are the removal men
coming? I'll come over + help load the van" The assistant says Friday 21st October at 8am, the day after
completion. The label says Thursday 20th October.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b244_ctl_langgraph_house_move_removals_when_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("jo-martin-move-2050", "notes")
NOTES = {
    "jo": [
        ("jo-1", "2050-09-29T20:15 EXCHANGED 🎉🏡 completion thurs 20th oct, keys from Whitakers about 1 once the "
                 "money's through. mum + dad say they'll help"),
        ("jo-2", "Weds 12/10 completion's tomorrow week!! 😱 still haven't started the loft"),
    ],
    "martin": [
        ("martin-1", "Weds 5/10 Bateman's quote's in - £720 on completion day or £590 if they come the day after "
                     "(fri), 8am. going w/ the fri, cheaper + less stress, we'll sleep on the airbed at the new "
                     "place thurs night 😂"),
        ("martin-2", "Sun 16/10 48 boxes packed, the loft's a disaster. tip run sat morning"),
    ],
}


async def file_notes(store: InMemoryStore, who: str) -> None:
    for key, text in NOTES[who]:
        await store.aput(NS, key, {"text": text, "by": who})
        await asyncio.sleep(0)


async def main():
    store = InMemoryStore()
    await asyncio.gather(*(file_notes(store, who) for who in NOTES))
    question = "when are the removal men coming? I'll come over + help load the van"
    items = await store.asearch(NS, limit=20)
    context = ["Today is Mon 17 October 2050. You are talking to Jo's dad, who's helping Jo and Martin move to "
               "Ripponden."] + [f"{i.value['by']}: {i.value['text']}" for i in items]
    assert any("completion thurs 20th oct" in c for c in context), context
    assert any("if they come the day after (fri), 8am. going w/ the fri" in c for c in context), context
    reply = answer(question, context, mock="Friday 21st October at 8am - Bateman's are coming the day after "
                                           "completion, it was cheaper.")
    finish(question, expected="Thursday 20th October", actual=reply)


asyncio.run(main())
