"""Batch 226 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Busy Bees Playgroup's sponsored toddle is Sat 12th June 2049 round the village green - a picnic on the green
after, sponsor money for a new sandpit. The committee's chat goes into EverMemOS - Kim (the playgroup leader), Jo
(who sorted the sponsors) and Sal (the treasurer) - and the helper answers the parents.

Memory: Kim, 2049-05-17T13:00 - picnic on the green after the toddle, bring a blanket, sandwiches for your little
one and a drink, the playgroup's doing squash and a cake; Jo, 2049-06-02T20:15 - the Co-op are doing a picnic bag
for every toddler, a sandwich, a fruit pot and a carton, so nobody needs to pack the kids' lunch; Kim,
2049-06-07T09:30 - so just a blanket and something for the grown-ups, and sun cream, the forecast's hot; Sal,
2049-06-08T19:45 - 23 forms back, £612 so far. Question (Thu 10/6, Meg): "what do we need to bring for the picnic
sat?" The assistant says a blanket, something for the grown-ups to eat and sun cream (the Co-op's doing the
toddlers' bags). The label says a blanket, sandwiches and a drink for your child (Kim's first list).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b226_ctl_evermemos_toddle_picnic_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "busy-bees-toddle-2049"
MESSAGES = {
    "kim": [("2049-05-17T13:00:00Z", "TODDLE picnic 🧺 on the green after, bring a blanket, sarnies for ur little one + "
                                      "a drink, we're doing squash + a cake"),
            ("2049-06-07T09:30:00Z", "so just a blanket + something for the grown ups now, + sun cream!! forecast's "
                                      "hot ☀️")],
    "jo": [("2049-06-02T20:15:00Z", "Co-op are doing a picnic bag for every toddler 🙌 sarnie, fruit pot + a carton, "
                                     "so nobody needs to pack the kids' lunch")],
    "sal": [("2049-06-08T19:45:00Z", "sponsor money - 23 forms back, £612 so far, sandpit here we come")],
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
    question = "what do we need to bring for the picnic sat?"
    context = ["Today is Thu 10 June 2049. You are talking to Meg, whose son Finn is doing Busy Bees Playgroup's "
               "sponsored toddle (Sat 12 June)."]
    for query in ("what to bring for the picnic", "picnic bag", "blanket sun cream"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("sarnies for ur little one + a drink" in c for c in context), context
    assert any("Co-op are doing a picnic bag for every toddler" in c for c in context), context
    assert any("just a blanket + something for the grown ups" in c for c in context), context
    reply = answer(question, context, mock="Just a blanket, something for the grown-ups to eat and sun cream - the "
                                           "Co-op's giving every toddler a picnic bag (sandwich, fruit pot and a "
                                           "carton).")
    finish(question, expected="a blanket, sandwiches and a drink for your child", actual=reply)


asyncio.run(main())
