"""Batch 307 (held out). A hedgehog rescue: EverMemOS async client (offline stand-in), asyncio - each volunteer's
messages written by their own task (gathered), then the question's searches; the answer call has the vet's hold on
a release in its context and says the release is on.

App: Hollybank Hedgehog Rescue (Kirkburton) feeds up and patches up hogs in pens in Sue's conservatory and
releases them at dusk. The volunteers' group chat goes into EverMemOS - Sue (who runs it), Mandy (a vet nurse who
volunteers) and Ruth (who does most of the drop-offs) - and the helper answers their questions.

Planted fault (ResponseError, ignored sufficient context): the context has Sue's 2050-09-30T20:45 message - Hazel
in, 390g, from the Parkers' garden in Shelley, eye ulcer; Sue's 2050-10-20T21:00 message - Hazel's 640g, she can go
back to the Parkers' sat 5th Nov if she holds her weight over 600g; Mandy's 2050-11-01T19:30 message - the vet's
looked at Hazel's eye again, the ulcer hasn't cleared, another 10 days of drops and she is NOT to go out till after
the recheck on the 14th, Mandy has told Sue; and Ruth's 2050-11-02T08:10 message - she's free Sat for drop-offs.
Question (Thu 3/11, Ruth): "is Hazel still going back to the Parkers' on sat? I've told them I'll bring her round
at dusk" -> expected no - not till after the vet's recheck on the 14th (the ulcer's not cleared). The model says
yes, she's over 600g, Saturday at dusk.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the vet's hold on Hazel's release, and it answered from the earlier plan. Asserted: the context has
the Sat 5th plan and Mandy's "NOT to go out till after the recheck" line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b307_evermemos_hedgehog_rescue_release_sat_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hollybank-hogs-2050"
MESSAGES = {
    "sue": [("2050-09-30T20:45:00Z", "HAZEL in 🦔 sow, 390g, from the Parkers' garden in Shelley, out in the day + "
                                     "one eye closed - ulcer. drops 3x a day, she's in the big pen"),
            ("2050-10-20T21:00:00Z", "Hazel's 640g!! eating everything. she can go back to the Parkers' sat 5th nov "
                                     "if she holds her weight over 600g, Ruth can u do the drop off?")],
    "mandy": [("2050-11-01T19:30:00Z", "vet's had another look at Hazel's eye - ulcer hasn't cleared 😕 another 10 days "
                                       "of drops + she's NOT to go out till after the recheck on the 14th. told Sue")],
    "ruth": [("2050-11-02T08:10:00Z", "I'm free sat for drop offs, got the carrier box back from Jo")],
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
    question = "is Hazel still going back to the Parkers' on sat? I've told them I'll bring her round at dusk"
    context = ["Today is Thu 3 November 2050. You are talking to Ruth, a volunteer at Hollybank Hedgehog Rescue."]
    for query in ("Hazel release date", "Hazel going back to the Parkers", "Hazel eye vet"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("she can go back to the Parkers' sat 5th nov" in c for c in context), context
    assert any("she's NOT to go out till after the recheck on the 14th" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - she's 640g, well over the 600g, so Saturday at dusk back to the "
                                               "Parkers' in Shelley is fine.")
    finish(question, expected="no - not till after the vet's recheck on the 14th, the eye ulcer hasn't cleared",
           actual=reply)


asyncio.run(main())
