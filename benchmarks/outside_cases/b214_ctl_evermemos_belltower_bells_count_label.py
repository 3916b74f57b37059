"""Batch 214 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each ringer's messages written by their own task (gathered), then the question's search.

App: St Laurence's, Church Stretton open the tower on Sat 18th Sept 2049 - tours up to the ringing chamber, ringing
demos through the day, cake in the church hall. The ringers' chat goes into EverMemOS - Ruth (tower secretary),
Alun (tower captain) and Pam (cake) - and the helper answers visitors.

Memory: Ruth, 2049-08-02T19:00 - open day sat 18th sept 10-4, ringing demos at 11, 1 and 3 on all 8 bells, tours
every half hour; Alun, 2049-08-19T21:10 - the bellhanger's been up, the tenor's headstock has cracked, she can't be rung
till she's rehung and that won't be before Christmas, so they'll do the demos on the front 6 - it sounds daft
with 7; Pam, 2049-09-01T10:30 - 14 cakes promised, Mrs Davies doing her bara brith; Ruth, 2049-09-08T18:45 - the
posters in the Co-op still say 'hear all 8 bells!', she'll do a sticker. Question (Thu 16/9, Roger, whose dad used
to ring there): "how many bells will they be ringing sat? my dad used to ring here, he'll want to know" The
assistant says 6 (the front six; the tenor's cracked headstock). The label says 8.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b214_ctl_evermemos_belltower_bells_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "church-stretton-tower-2049"
MESSAGES = {
    "ruth": [("2049-08-02T19:00:00Z", "OPEN DAY 🔔 sat 18th sept 10-4. ringing demos 11, 1 + 3 on all 8 bells, "
                                       "tours up to the ringing chamber every half hr"),
              ("2049-09-08T18:45:00Z", "the posters in the Co-op still say 'hear all 8 bells!' 🙈 I'll do a "
                                       "sticker")],
    "alun": [("2049-08-19T21:10:00Z", "bellhanger's been up - the tenor's headstock has cracked 😬 she can't be rung "
                                       "till she's rehung + that won't be before xmas. we'll do the demos on the "
                                       "front 6, sounds daft with 7")],
    "pam": [("2049-09-01T10:30:00Z", "cakes - 14 promised so far, Mrs Davies doing her bara brith, need more "
                                     "gluten free")],
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
    question = "how many bells will they be ringing sat? my dad used to ring here, he'll want to know"
    context = ["Today is Thu 16 Sept 2049. You are talking to Roger, whose dad used to ring at St Laurence's; the "
               "tower open day is Sat 18 Sept."]
    for query in ("ringing demos bells", "tenor headstock", "how many bells"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("on all 8 bells" in c for c in context), context
    assert any("tenor's headstock has cracked" in c and "front 6" in c for c in context), context
    reply = answer(question, context, mock="6 - the front six. The tenor's headstock has cracked so she can't be rung "
                                           "till she's rehung.")
    finish(question, expected="8", actual=reply)


asyncio.run(main())
