"""Batch 229 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Todmorden Choral Society hold a come-and-sing Messiah on Sat 4th December 2049 at the Unitarian church - anyone
can sing, a rehearsal in the afternoon, tea, the concert at 7pm with a hired band. The committee's chat goes into
EverMemOS - Anne (the secretary), Ruth (the treasurer) and Andrew (the musical director) - and the helper answers
singers' questions.

Memory: Anne, 2049-09-20T19:00 - £12 to sing, that's score hire and tea; Ruth, 2049-10-28T20:15 - good news from the
committee meeting, Mrs Holt's legacy is covering the band this year so they've knocked it down to £8 to sing, score
hire £3 on top if you need one, tea's on them; Andrew, 2049-11-10T18:00 - Novello or Watkins Shaw copies both fine,
not the old Prout; Anne, 2049-11-22T09:30 - 72 singers booked, audience tickets £10 at the door. Question (Mon
29/11, Graham, a bass with his own Novello score): "how much do I pay to sing? I've got my own Novello copy" The
assistant says £8 (no score hire needed; tea's free). The label says £12 (the first price, before the legacy).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b229_ctl_evermemos_messiah_singer_fee_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "todmorden-choral-messiah-2049"
MESSAGES = {
    "anne": [("2049-09-20T19:00:00Z", "COME + SING MESSIAH 🎶 sat 4th dec at the Unitarian, rehearsal from 1.30, "
                                      "concert 7pm. £12 to sing, that's score hire + tea"),
             ("2049-11-22T09:30:00Z", "72 singers booked 🙌 audience tickets £10 on the door, kids free")],
    "ruth": [("2049-10-28T20:15:00Z", "good news from the committee mtg - Mrs Holt's legacy is covering the band this "
                                      "yr so we've knocked it down, £8 to sing, score hire £3 on top if u need one, "
                                      "tea's on us ☕")],
    "andrew": [("2049-11-10T18:00:00Z", "scores - Novello or Watkins Shaw both fine, just NOT the old Prout pls, the "
                                        "numbers are all different 🙏")],
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
    question = "how much do I pay to sing? I've got my own Novello copy"
    context = ["Today is Mon 29 November 2049. You are talking to Graham, a bass who's singing in Todmorden Choral "
               "Society's come-and-sing Messiah (Sat 4 December)."]
    for query in ("price to sing", "score hire cost", "Novello score"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("£12 to sing, that's score hire + tea" in c for c in context), context
    assert any("£8 to sing, score hire £3 on top if u need one" in c for c in context), context
    reply = answer(question, context, mock="£8 - you've got your own Novello so no score hire, and tea's free this "
                                           "year.")
    finish(question, expected="£12", actual=reply)


asyncio.run(main())
