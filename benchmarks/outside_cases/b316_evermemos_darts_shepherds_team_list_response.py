"""Batch 316 (held out). A darts team's away fixtures: EverMemOS async client (offline stand-in), asyncio - each
player's messages written by their own task (gathered), then the question's searches; the answer call has the
changed team for the away game in its context and gives the first one.

App: the Navigation ladies play Wednesday nights in the Sowerby Bridge ladies' darts league; their away game on
Weds 8th Feb 2051 is at the Shepherd's Rest. The team's chat goes into EverMemOS - Tina (the captain), Bev, Janine
and the rest - and the helper answers the players' questions.

Planted fault (ResponseError, ignored sufficient context): the memory has Tina's 2051-01-30T19:00 message - team
for the Shepherd's Rest away, Weds 8th: Tina, Bev, Janine, Lorraine, Sue B and Kelly, Pauline reserve, 8.30 start;
Bev's 2051-02-01 message - she'll drive, can take 3; Janine's 2051-02-04T10:15 message - so sorry, their Dean's
wedding do's been moved to the Wednesday, so she's out for the Shepherd's; Tina's 2051-02-04T11:00 reply - no
worries, Pauline's in for the Shepherd's then, she's been practising her doubles all week; Tina's 2051-02-05
message - sandwiches, £2 match fee. Question (Tue 7/2, Lorraine): "who's playing tmrw at the Shepherd's? sorting
the lifts out with Bev" -> expected Tina, Bev, Lorraine, Sue B, Kelly and Pauline (in for Janine, who's at a wedding
do). The model lists the first team, Janine in and Pauline as reserve.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first team, Janine
dropping out and Pauline coming in are all in the context the model was given, and it answered from the first team.
Asserted: the context has the first team line, Janine's message and Tina's reply.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b316_evermemos_darts_shepherds_team_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "navigation-ladies-darts-2051"
MESSAGES = {
    "tina": [("2051-01-30T19:00:00Z", "team for the Shepherd's Rest away weds 8th 🎯 me, Bev, Janine, Lorraine, Sue B "
                                      "+ Kelly. Pauline reserve. 8.30 start, their board's in the back room"),
             ("2051-02-04T11:00:00Z", "no worries Jan 💕 Pauline's in for the Shepherd's then, she's been practising "
                                      "her doubles all wk"),
             ("2051-02-05T18:30:00Z", "home side do the sandwiches, £2 match fee on the night, it's Bev's turn to "
                                      "chalk")],
    "bev": [("2051-02-01T12:05:00Z", "I'll drive to the Shepherd's, can take 3, who wants a lift? leaving the Nav "
                                     "at 8")],
    "janine": [("2051-02-04T10:15:00Z", "so sorry Tina, our Dean's wedding do's been moved to the weds 😩 so I'm out "
                                        "for the Shepherd's")],
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
    question = "who's playing tmrw at the Shepherd's? sorting the lifts out with Bev"
    context = ["Today is Tue 7 February 2051. You are talking to Lorraine, who plays for the Navigation ladies' darts "
               "team."]
    for query in ("team for the Shepherd's Rest", "who's out who's in", "Pauline reserve"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("me, Bev, Janine, Lorraine, Sue B + Kelly. Pauline reserve" in c for c in context), context
    assert any("so I'm out for the Shepherd's" in c for c in context), context
    assert any("Pauline's in for the Shepherd's then" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Tina, Bev, Janine, you, Sue B and Kelly - Pauline's reserve. Bev can "
                                               "take 3 from the Nav at 8.")
    finish(question, expected="Tina, Bev, Lorraine, Sue B, Kelly and Pauline - Pauline's in for Janine (wedding do)",
           actual=reply)


asyncio.run(main())
