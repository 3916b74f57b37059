"""Batch 220 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Kington youth club put on a talent show in June 2049 at the Market Hall, 7pm - singers, a street dance crew,
a magician, judges from the town, a tuck shop in the interval. The youth club's chat goes into EverMemOS - Kelly
(the youth worker), Dan (a parent helper) and Mo (the tuck shop) - and the helper answers families.

Memory: Kelly, 2049-04-20T18:00 - talent show Fri 18th June, 7pm, the Market Hall, tuck shop in the interval,
judges tbc; Dan, 2049-05-11T21:00 - just seen the primary's leavers' disco is Fri 18th, half our acts are Yr 6;
Kelly, 2049-05-12T08:30 - good spot, rang the Market Hall, they can do Thurs 17th, same time, posters to the printer
Weds; Mo, 2049-05-20T19:00 - the tuck shop. Question (Mon 14/6, Ruby's mum): "what day's the talent show? want to
book the afternoon off" The assistant says Thursday 17th June, 7pm at the Market Hall. The label says Fri 18th June
(the first date, which clashed with the primary's leavers' disco).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b220_ctl_evermemos_talent_show_day_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kington-youth-club-2049"
MESSAGES = {
    "kelly": [("2049-04-20T18:00:00Z", "TALENT SHOW 🎤 fri 18th june, 7pm, the Market Hall. tuck shop in the interval, "
                                        "judges tbc. sign up sheet on the office door"),
              ("2049-05-12T08:30:00Z", "good spot 👀 rang the Market Hall, they can do thurs 17th instead, same time. "
                                        "posters going to the printer weds")],
    "dan": [("2049-05-11T21:00:00Z", "just seen the primary's leavers' disco is fri 18th 😬 half our acts are yr 6, "
                                      "they'll want to be at both")],
    "mo": [("2049-05-20T19:00:00Z", "tuck shop - sweets 20p-50p, cans 60p, me + Aisha, £20 float from petty cash")],
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
    question = "what day's the talent show? want to book the afternoon off"
    context = ["Today is Mon 14 June 2049. You are talking to Ruby's mum; Ruby's singing in Kington youth club's "
               "talent show."]
    for query in ("talent show date", "which day is the talent show", "Market Hall booking"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("TALENT SHOW 🎤 fri 18th june" in c for c in context), context
    assert any("leavers' disco is fri 18th" in c for c in context), context
    assert any("they can do thurs 17th instead" in c for c in context), context
    reply = answer(question, context, mock="Thursday 17th June, 7pm at the Market Hall - it moved off the Friday "
                                           "because of the primary's leavers' disco.")
    finish(question, expected="Fri 18th June", actual=reply)


asyncio.run(main())
