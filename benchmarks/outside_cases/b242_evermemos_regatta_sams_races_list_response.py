"""Batch 242 (held out). A rowing club's regatta: EverMemOS async client (offline stand-in), asyncio - each
organiser's messages written by their own task (gathered), then the question's searches; the answer call has the
extra race in its context and leaves it out of the list.

App: Sowerby Bridge Rowing Club take a dozen crews to Agecroft regatta on Sat 10th June 2051 - side-by-side
racing on the Irwell, the draw out the week before, the club gazebo by the boat tents, the trailer down on Friday
night. The club chat goes into EverMemOS - Bev (the coach, who does the entries), Nicola (the captain) and Sam (a
masters rower in her second season) - and the helper answers members' questions from it.

Planted fault (ResponseError, ignored sufficient context): the memory has Bev's 2051-05-26T20:00 message - the
draw's out, Sam's in the W MasC 2x with Helen at 10.40 and the mixed 4+ at 1.15; Nicola's 2051-06-06T21:30 message -
Karen's done her back lifting the coal bunker lid, so Sam you're going in the mixed 8+ at 3.30 for her, stroke side,
Bev's ok'd it with the organisers; and Sam's own 2051-06-07T08:05 message about lifts and the trailer. Question
(Thu 8/6, Sam): "which races am I in on saturday? + what times, my mum wants to come + watch" -> expected the W MasC
2x at 10.40, the mixed 4+ at 1.15 and the mixed 8+ at 3.30 (in for Karen). The model lists the double and the four.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the draw and the
message putting Sam in the eight are both in the context the model was given, and it answered from the draw alone.
Asserted: the context has the draw line and the eight line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b242_evermemos_regatta_sams_races_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "sowerby-bridge-rc-agecroft-2051"
MESSAGES = {
    "bev": [("2051-05-26T20:00:00Z", "DRAW'S OUT 🚣‍♀️ agecroft sat 10th june. Sam - W MasC 2x w/ Helen 10.40 + the "
                                     "mixed 4+ 1.15. boated 30 mins b4, don't be late to the landing stage!!")],
    "nicola": [("2051-06-06T21:30:00Z", "Karen's done her back lifting the coal bunker lid 😩 so Sam ur going in the "
                                        "mixed 8+ at 3.30 for her, stroke side, Bev's ok'd it with the organisers. "
                                        "sorry it's a long day!")],
    "sam": [("2051-06-07T08:05:00Z", "can anyone give me a lift down? car's in for its MOT. + who's on the trailer "
                                     "fri nite, I can do 6.30")],
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
    question = "which races am I in on saturday? + what times, my mum wants to come + watch"
    context = ["Today is Thu 8 June 2051. You are talking to Sam, a masters rower at Sowerby Bridge Rowing Club "
               "(Agecroft regatta, Sat 10 June)."]
    for query in ("Sam races regatta", "draw race times", "crew changes for saturday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("W MasC 2x w/ Helen 10.40 + the mixed 4+ 1.15" in c for c in context), context
    assert any("ur going in the mixed 8+ at 3.30 for her" in c for c in context), context
    with fault():
        reply = answer(f"(Sam) {question}", context,
                       mock="Two races: the W MasC double with Helen at 10.40 and the mixed coxed four at 1.15. "
                            "Tell your mum to be there for about half ten.")
    finish(question, expected="three: the W MasC 2x at 10.40, the mixed 4+ at 1.15 and the mixed 8+ at 3.30 (in for "
                              "Karen)", actual=reply)


asyncio.run(main())
