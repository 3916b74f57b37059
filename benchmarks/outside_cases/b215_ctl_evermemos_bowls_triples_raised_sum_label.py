"""Batch 215 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Church Stretton Bowling Club held their charity triples for the air ambulance on Sat 21st Aug 2049 - 16 teams of
three on six rinks, £15 a team, a raffle in the clubhouse, the cheque handed over at the presentation evening. The
members' chat goes into EverMemOS - Jean (treasurer), Ray (president) and Pam (greens) - and the helper answers
members.

Memory: Jean, 2049-08-21T18:30 - triples done, 16 teams x £15 = £240 in entries and the raffle made £186, so £426 so
far for the air ambulance; Pam, 2049-08-22T09:10 - the rinks are back to normal, Ken's re-seeding the ditch end of
rink 4; Jean, 2049-08-22T21:00 - the winners were Bob Hine's rink from Craven Arms, 3 shots up on the last end; Ray,
2049-08-26T20:15 - at the committee last night they agreed to top it up from the bar takings to make it a round
£500, the cheque goes to the air ambulance lady at the presentation on Sat 4th. Question (Thu 2/9, Margaret, doing
the club newsletter): "how much did the triples make for the air ambulance in the end? putting it in the newsletter"
The assistant says £500 (£426 from the entries and the raffle, topped up from the bar). The label says £426.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b215_ctl_evermemos_bowls_triples_raised_sum_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "church-stretton-bowls-2049"
MESSAGES = {
    "jean": [("2049-08-21T18:30:00Z", "triples done ☀️ 16 teams x £15 = £240 entries + the raffle made £186, so £426 "
                                       "so far for the air ambulance 🚁"),
             ("2049-08-22T21:00:00Z", "winners - Bob Hine's rink from Craven Arms, 3 shots up on the last end!! "
                                      "runners up our Dilys + co")],
    "pam": [("2049-08-22T09:10:00Z", "rinks back to normal from tmrw, Ken's re-seeding the ditch end of rink 4 so "
                                     "keep off pls")],
    "ray": [("2049-08-26T20:15:00Z", "committee last night - we're topping it up from the bar takings to make it a "
                                     "round £500 👍 cheque to the air ambulance lady at the presentation sat 4th")],
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
    question = "how much did the triples make for the air ambulance in the end? putting it in the newsletter"
    context = ["Today is Thu 2 Sept 2049. You are talking to Margaret, who does Church Stretton Bowling Club's "
               "newsletter; the charity triples were Sat 21 Aug."]
    for query in ("air ambulance money raised", "triples entries raffle total", "cheque presentation"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("so £426 so far" in c for c in context), context
    assert any("round £500" in c for c in context), context
    reply = answer(question, context, mock="£500 - the entries (£240) and the raffle (£186) made £426, and the club "
                                           "topped it up from the bar takings to a round £500.")
    finish(question, expected="£426", actual=reply)


asyncio.run(main())
