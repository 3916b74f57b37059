"""Batch 303 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each crew member's messages written by their own task (gathered), then the question's search.

App: the Calder Valley mobile library van stops at Luddenden every other Thursday - for years by the Fleece pub at
the bottom of the village. Pat (the driver) and Sue (the librarian) keep their chat in EverMemOS and the helper
answers borrowers' questions.

Memory: Pat, 2053-01-16T15:30 - the landlord at the Fleece is moaning again that the van blocks his beer delivery on
a Thursday; Pat, 2053-02-06T16:00 - sorted with the Fleece, he's fine now they come after 2, his dray's gone by then;
Sue, 2053-02-10T09:30 - from 13th Feb the Luddenden stop moves up to the chapel, highways have put a 7.5 tonne limit
on Fleece Lane (the bridge is weak) and the van's 10 tonnes loaded, so they can't get down there any more; Pat,
2053-02-13T14:45 - first week at the chapel, parked on the forecourt, the minister brought them a brew. Question
(Weds 19/2, Mrs Holt's son): "why's the van moved up to the chapel? my mum liked it by the pub, it's a trek up the
hill for her 😩" The assistant says the weight limit on Fleece Lane - the bridge is weak and the van's about 10
tonnes loaded. The label says the Fleece's landlord complained it blocked his beer deliveries.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b303_ctl_evermemos_library_van_chapel_stop_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-valley-mobile-library-2053"
MESSAGES = {
    "pat": [("2053-01-16T15:30:00Z", "thurs - landlord at the Fleece moaning again 🙄 says the van's blocking his beer "
                                     "delivery on a thurs. told him we're only there 40 mins"),
            ("2053-02-06T16:00:00Z", "sorted with the Fleece 👍 he's fine now we come after 2, his dray's gone by "
                                     "then"),
            ("2053-02-13T14:45:00Z", "first wk at the chapel, parked on the forecourt, minister's lovely, brought us "
                                     "a brew ☕")],
    "sue": [("2053-02-10T09:30:00Z", "heads up - from 13th feb the Luddenden stop's moving up to the chapel. highways "
                                     "have put a 7.5 tonne limit on Fleece Lane (the bridge is weak) + the van's 10t "
                                     "loaded, so we can't get down there any more")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "why's the van moved up to the chapel? my mum liked it by the pub, it's a trek up the hill for her 😩"
    context = ["Today is Weds 19 February 2053. You are talking to Mrs Holt's son; his mum borrows from the Calder "
               "Valley mobile library at Luddenden."]
    for query in ("why did the van stop move to the chapel", "Fleece pub stop", "Luddenden stop"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("moaning again" in c and "blocking his beer delivery" in c for c in context), context
    assert any("sorted with the Fleece" in c for c in context), context
    assert any("7.5 tonne limit on Fleece Lane" in c for c in context), context
    reply = answer(question, context, mock="It's the road, not the pub - highways have put a 7.5 tonne limit on Fleece "
                                           "Lane because the bridge is weak, and the van's about 10 tonnes loaded, so "
                                           "it can't get down there any more.")
    finish(question, expected="because the Fleece's landlord complained the van blocked his beer deliveries",
           actual=reply)


asyncio.run(main())
