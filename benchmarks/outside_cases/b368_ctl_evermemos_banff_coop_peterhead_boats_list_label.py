"""Batch 368 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each skipper's texts written by their own task (gathered), then the question's search.

App: the Banff & Buchan Fish Selling Co-op book the lorries and the market space for their member boats' landings.
The skippers text the co-op's landings group - Alec (the Venture, BF 77), Geordie (the Ocean Way, BF 88) and Iain
(the Rosebay, INS 74) - and the group goes into EverMemOS; Lorna in the office asks the helper when she books the
lorries.

Memory: Alec, 2051-03-20T18:10 - landing Peterhead Thurs 0500, 190 boxes, haddock and whiting; Geordie,
2051-03-20T21:40 - Peterhead Thurs as well, 150 boxes, mostly haddock, 20 monk; Iain, 2051-03-21T07:15 - Peterhead
Thurs, 120 boxes and a few monk, ETA 0400; Geordie, 2051-03-21T16:30 - scrub that, they're landing the Broch not
Peterhead, the merchant's giving 20p a kilo more for the haddock up there, still Thurs. Question (Weds 22/3, Lorna):
"which of our boats are landing Peterhead on Thursday? booking the lorries" The assistant says the Venture and the
Rosebay (310 boxes between them) - the Ocean Way's landing Fraserburgh now. The label says the Venture, the Ocean Way
and the Rosebay - the Ocean Way's first text, before Geordie scrubbed it.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b368_ctl_evermemos_banff_coop_peterhead_boats_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "banff-buchan-coop-landings-51"
MESSAGES = {
    "alec-venture": [("2051-03-20T18:10:00Z", "Venture BF 77 - landing PD thurs 0500, 190 bx haddock + whiting. SW 5 "
                                              "so nae bother")],
    "geordie-ocean-way": [
        ("2051-03-20T21:40:00Z", "Ocean Way BF 88 - PD thurs as well, 150 bx mostly haddock, 20 bx monk"),
        ("2051-03-21T16:30:00Z", "Ocean Way - scrub that, we're landing the Broch not PD, merchant's giving 20p a "
                                 "kilo more for the haddock up there. still thurs"),
    ],
    "iain-rosebay": [("2051-03-21T07:15:00Z", "Rosebay INS 74 - Peterhead thurs, 120 bx + a few monk, ETA 0400. need 25 "
                                              "bins ice after")],
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
    question = "which of our boats are landing Peterhead on Thursday? booking the lorries"
    context = ["Today is Weds 22 March 2051. You are talking to Lorna in the Banff & Buchan Fish Selling Co-op "
               "office, who books the lorries for the landings."]
    for query in ("landing Peterhead thursday", "which boats landing PD", "landing the Broch"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Venture BF 77 - landing PD thurs" in c for c in context), context
    assert any("Ocean Way BF 88 - PD thurs as well" in c for c in context), context
    assert any("Rosebay INS 74 - Peterhead thurs" in c for c in context), context
    assert any("scrub that, we're landing the Broch not PD" in c for c in context), context
    reply = answer(question, context, mock="The Venture and the Rosebay - 310 boxes between them. The Ocean Way's "
                                           "landing Fraserburgh now for the better haddock price.")
    finish(question, expected="the Venture, the Ocean Way and the Rosebay", actual=reply)


asyncio.run(main())
