"""Batch 254 (held out). A community food bank's volunteer rota: EverMemOS async client (offline stand-in), asyncio
(each volunteer's messages written by their own task, gathered, then the question's search); the answer call has the
new keyholder in its context and names the old one.

App: Walsden Food Bank opens on Tuesday and Friday mornings in the old Co-op on Rochdale Rd - a keyholder opens up
at 9.15, the volunteers pack and hand out parcels 10-12. The volunteers' chat goes into EverMemOS - Gill (the
coordinator), Bernard (Tuesday's keyholder for years) and Asha - and the helper answers volunteers' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Gill's 2051-01-08T18:30 - keys:
Bernard is keyholder on Tuesdays and opens up at 9.15, Gill does Fridays; Bernard's 2051-02-20T11:00 - he's handing
his keys back at the end of the month, they're moving to their Karen's in Leeds, Asha's said she'll take on
Tuesdays; Asha's 2051-03-02T20:15 - she's got Bernard's keys and the alarm code off him today and will be there 9.15
on Tuesday; Gill's 2051-03-03T09:00 - stock list. Question (Mon 6/3, Dev, on his first Tuesday): "who's opening up
tomorrow? first time on a tues, want to know who to look out for" -> expected Asha (she's had Bernard's keys since
the 2nd; he's moved to Leeds). The model says Bernard.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the memories the model
was given have Bernard handing his keys back and Asha saying she's got them and will open up on Tuesday, and the
model named Bernard. Asserted: the context has the keys line, Bernard's handing back and Asha's having them.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b254_evermemos_foodbank_tuesday_keyholder_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "walsden-foodbank-volunteers-2051"
MESSAGES = {
    "gill": [("2051-01-08T18:30:00Z", "KEYS 🔑 tues + fri sessions - Bernard's keyholder tues, opens up 9.15, I do fri. "
                                      "if he's not there ring him not me 😂"),
             ("2051-03-03T09:00:00Z", "new stock list on the board - need UHT, tinned toms + loo roll, NO pasta pls "
                                      "we've got a wall of it")],
    "bernard": [("2051-02-20T11:00:00Z", "handing my keys back at the end of the month folks, we're moving to our "
                                         "Karen's in Leeds 😢 Asha's said she'll take on the tuesdays, been a "
                                         "pleasure")],
    "asha": [("2051-03-02T20:15:00Z", "got Bernard's keys + the alarm code off him today 👍 I'll be there 9.15 tues, "
                                      "my number's on the list if anyone's stuck outside")],
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
    question = "who's opening up tomorrow? first time on a tues, want to know who to look out for"
    context = ["Today is Mon 6 March 2051. You are talking to Dev, a new volunteer at Walsden Food Bank doing his "
               "first Tuesday."]
    for query in ("who opens up on tuesday", "keyholder keys", "Bernard keys"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Bernard's keyholder tues, opens up 9.15" in c for c in context), context
    assert any("handing my keys back at the end of the month" in c for c in context), context
    assert any("got Bernard's keys + the alarm code off him today" in c for c in context), context
    with fault():
        reply = answer(f"(Dev) {question}", context, mock="Bernard - he's the Tuesday keyholder and opens up at 9.15. "
                                                          "If he's not there, ring him.")
    finish(question, expected="Asha - she's had Bernard's keys since the 2nd, he's moved to Leeds", actual=reply)


asyncio.run(main())
