"""Batch 228 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Luddenden's Christmas tree festival is in St Mary's church, Thu 2nd - Sun 12th December 2049, 10-4 - trees
from the school, the Scouts, the shops and the pubs, judging, tea and mince pies. The festival committee's chat goes
into EverMemOS - Pat (the organiser), Revd Jo (the vicar) and Ken (who takes the entries) - and the helper answers
visitors' questions.

Memory: Pat, 2049-10-14T19:00 - festival Thu 2nd - Sun 12th Dec, 10-4, £3 on the door, kids free, a mince pie and a
cuppa included; Revd Jo, 2049-11-02T10:15 - she's talked it through with the churchwardens and they're not taking
money on the door this year, just a bucket by the west door and folk give what they like, last year the £3 put
families off; Ken, 2049-11-20T18:30 - 32 trees entered; Pat, 2049-11-27T09:00 - mince pies and tea 50p each this
year, the WI are baking. Question (Mon 29/11, Dawn): "do we have to pay to get in? bringing my mum + the 3 kids"
The assistant says no - it's free to get in, with a donations bucket by the west door (mince pies and tea are 50p).
The label says yes, £3 for adults, kids free (the first plan, before the churchwardens' decision).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b228_ctl_evermemos_tree_festival_entry_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "luddenden-tree-festival-2049"
MESSAGES = {
    "pat": [("2049-10-14T19:00:00Z", "TREE FESTIVAL 🎄 thurs 2nd - sun 12th dec, 10-4 at St Mary's. £3 on the door, "
                                      "kids free, mince pie + a cuppa inc"),
            ("2049-11-27T09:00:00Z", "mince pies + tea 50p each this yr, WI are baking, Ken's on the urn mornings")],
    "revd-jo": [("2049-11-02T10:15:00Z", "talked it thru w/ the churchwardens - we're not taking money on the door "
                                          "this yr, just a bucket by the west door + folk give what they like. last yr "
                                          "the £3 put families off")],
    "ken": [("2049-11-20T18:30:00Z", "32 trees entered 🌲 school, scouts, the Lord Nelson + the funeral directors (!)")],
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
    question = "do we have to pay to get in? bringing my mum + the 3 kids"
    context = ["Today is Mon 29 November 2049. You are talking to Dawn, who's visiting Luddenden's Christmas tree "
               "festival with her mum and her three children."]
    for query in ("entry price on the door", "pay to get in", "mince pies and tea price"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£3 on the door, kids free" in c for c in context), context
    assert any("not taking money on the door this yr" in c for c in context), context
    reply = answer(question, context, mock="No - it's free to get in this year, there's just a donations bucket by "
                                           "the west door. Mince pies and tea are 50p each.")
    finish(question, expected="yes - £3 for adults, kids free", actual=reply)


asyncio.run(main())
