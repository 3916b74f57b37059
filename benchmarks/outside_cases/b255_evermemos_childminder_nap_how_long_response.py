"""Batch 255 (held out). A childminder's daily handover log: EverMemOS async client (offline stand-in), asyncio;
each writer's messages posted by their own task (gathered), then the question's searches; the answer call has the
capped nap in its context and gives the old one.

App: Jo Pickersgill childminds in Sowerby Bridge; she, her assistant Kate and the parents keep a shared handover
log per child in EverMemOS (one group per child) - naps, meals, what was said at drop-off and pick-up. Whoever is
on answers questions from it through the helper.

Planted fault (ResponseError, ignored sufficient context): Oscar's log has Jo's 2051-01-13T17:45 routine - nap after
lunch, usually 12.30 till 2.30, a good 2 hrs, cot in the back room with the white noise on; his dad Matt's
2051-02-03T08:10 message - Oscar has been up till gone 10 every night, the health visitor says cap his nap, so wake
him after an hour, by 1.30 at the latest, even if he's grumpy; Jo's 2051-02-05T17:30 - napped 12.30-1.30 as asked,
woke grumpy, fine after a snack; Kate's 2051-02-10T17:20 - new wellies, bubbles in the garden. Question (Weds 12/2,
Kate, covering): "how long can Oscar nap today? he's shattered, nearly fell asleep in his lunch" -> expected an
hour - wake him by 1.30 at the latest (dad's asked, so he sleeps at night). The model says about 2 hours, 12.30 to
2.30 as usual.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has dad's message capping the nap at an hour (by 1.30) and Jo's note that she did that, and the model
gave the old two hours. Asserted: the context has the routine line and dad's capping message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b255_evermemos_childminder_nap_how_long_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "jo-childminding-oscar-2051"
MESSAGES = {
    "jo": [("2051-01-13T17:45:00Z", "Oscar's routine 😴 nap after lunch, usually 12.30-2.30, a good 2 hrs. cot in "
                                    "the back room, white noise on, sleeping bag not a blanket"),
           ("2051-02-05T17:30:00Z", "Oscar napped 12.30-1.30 as dad asked, woke up grumpy but fine after a rice "
                                    "cake + a cuddle")],
    "matt": [("2051-02-03T08:10:00Z", "morning Jo - Oscar's been up till gone 10 every nite this wk 😩 HV says cap "
                                      "his nap. can u wake him after an hour, by 1.30 at the latest, even if he's "
                                      "grumpy pls. thanks!!")],
    "kate": [("2051-02-10T17:20:00Z", "Oscar - new wellies in his bag (named), bubbles in the garden, ate all his "
                                      "shepherd's pie")],
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
    question = "how long can Oscar nap today? he's shattered, nearly fell asleep in his lunch"
    context = ["Today is Weds 12 February 2051. You are talking to Kate, Jo's assistant, who's covering today; "
               "Oscar (22 months) is one of Jo's mindees."]
    for query in ("Oscar nap how long", "wake him up", "sleep routine"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("usually 12.30-2.30, a good 2 hrs" in c for c in context), context
    assert any("wake him after an hour, by 1.30 at the latest" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="About 2 hours - his usual is 12.30 till 2.30 in the cot in the back "
                                               "room, white noise on.")
    finish(question, expected="an hour - wake him by 1.30 at the latest, dad's asked so he sleeps at night",
           actual=reply)


asyncio.run(main())
