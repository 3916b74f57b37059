"""Batch 318 (held out). A community vineyard: EverMemOS async client (offline stand-in), asyncio - each
organiser's messages written by their own task (gathered), then the question's searches; the answer call has the
rule and the change to it in its context and answers from the rule.

App: Warley Edge Community Vineyard (a field of Solaris and Seyval Blanc behind the village hall, owned by its
shareholders, worked by volunteers) keep the organisers' chat in EverMemOS - Ruth (the vineyard manager), Jo (the
secretary, who does the insurance) and Anwar (the rota) - and the helper answers members' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Ruth's 2051-08-20T18:00 message -
picking days Sat 27th Sept and Sat 11th Oct, over 16s only on the picking, it's the secateurs and the insurance;
Jo's 2051-09-10T20:30 message - she's spoken to the NFU, the insurance now covers under 16s as long as they're with
their own grown-up, so kids can come and pick, they'll go on the low rows of the Solaris, own gloves, under 10s get
the round-ended secateurs; Anwar's 2051-09-15T19:00 message - 23 signed up; Ruth's 2051-09-22T08:00 message - wellies,
the bottom rows are boggy. Question (Weds 24/9, Sophie, a shareholder): "can I bring my two to the picking on sat?
they're 9 + 12, they'd love it 🍇" -> expected yes - with her, on the low rows of the Solaris, own gloves, the
9-year-old on the round-ended secateurs. The model says no, it's over 16s only.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the over-16s rule and Jo's later message that the insurance covers under 16s with their own grown-up,
and the model answered from the rule. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b318_evermemos_vineyard_kids_picking_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "warley-edge-vineyard-2051"
MESSAGES = {
    "ruth": [("2051-08-20T18:00:00Z", "PICKING DAYS 🍇 sat 27th sept (solaris) + sat 11th oct (seyval), 9 till "
                                      "done. over 16s only on the picking I'm afraid - it's the secateurs + the "
                                      "insurance"),
             ("2051-09-22T08:00:00Z", "wellies pls!! the bottom rows are boggy after this wk's rain, and bring a "
                                      "cup for the soup")],
    "jo": [("2051-09-10T20:30:00Z", "good news 🙌 spoke to the NFU, the insurance now covers under 16s as long as "
                                    "they're with their own grown up. so kids can come + pick - we'll put them on "
                                    "the low rows of the solaris, own gloves, under 10s get the round ended "
                                    "secateurs")],
    "anwar": [("2051-09-15T19:00:00Z", "23 signed up for the 27th so far, lunch list's on the shed door, Margaret's "
                                       "doing soup")],
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
    question = "can I bring my two to the picking on sat? they're 9 + 12, they'd love it 🍇"
    context = ["Today is Weds 24 September 2051. You are talking to Sophie, a shareholder at Warley Edge Community "
               "Vineyard."]
    for query in ("children at the picking", "age limit for picking", "insurance under 16s"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("over 16s only on the picking" in c for c in context), context
    assert any("the insurance now covers under 16s" in c and "kids can come + pick" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Sorry, no - the picking's over 16s only, because of the secateurs "
                                               "and the insurance.")
    finish(question, expected="yes - with you, on the low rows of the Solaris; the insurance covers under 16s now",
           actual=reply)


asyncio.run(main())
