"""Batch 284 (held out). A freelance photographer's bookings and invoices: EverMemOS async client (offline
stand-in), asyncio - each person's messages written by their own task (gathered), then the question's searches; the
answer call has the upgraded package in its context and gives the first one.

App: Rosie Kettlewell Photography shoots Hannah + Leon's wedding on Sat 29th July 2051 at Hebden Bridge Town Hall.
The booking chat - Rosie, Hannah and Leon - goes into EverMemOS (group "rosie-hannah-leon-2051") so Rosie's client
helper can answer the couple between emails.

Planted fault (ResponseError, ignored sufficient context): the chat has Rosie's 2051-01-15T10:00 message - booked on
the Silver package, 6 hrs, 350 edited images in an online gallery, £1,250; Hannah's 2051-03-02T21:30 - can they go
up to Gold, Leon's mum wants the speeches and the first dance; Rosie's 2051-03-03T09:15 - done, upgraded to Gold: 9
hrs, 500 edited images plus a 10x10 album, £1,750, new invoice for the £500 difference; Leon's 2051-04-20T19:05 -
parking at the town hall, and Rosie's answer. Question (Mon 10/7, Hannah): "how many photos are we actually getting?
my mum keeps asking 😂" -> expected 500 edited images (the Gold package), plus the album. The model says 350 edited
images in the online gallery.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the Silver booking and
the upgrade to Gold with its 500 images are both in the context the model was given, and it answered from the
first. Asserted: the context has the Silver 350 line and the Gold 500 line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b284_evermemos_photographer_gallery_images_how_many_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "rosie-hannah-leon-2051"
MESSAGES = {
    "rosie": [("2051-01-15T10:00:00Z", "you're booked in!! ✨ sat 29th july, Hebden Bridge Town Hall, Silver package "
                                       "- 6 hrs, 350 edited images in an online gallery, £1,250. 25% dep secures it"),
              ("2051-03-03T09:15:00Z", "done ✅ upgraded you to Gold - 9 hrs (so the speeches + first dance are in), "
                                       "500 edited images + a 10x10 album. £1,750 all in, I'll send a new invoice for "
                                       "the £500 difference"),
              ("2051-04-20T19:40:00Z", "the Bridge Gate car park's 2 mins away, I'll park there, don't worry abt me")],
    "hannah": [("2051-03-02T21:30:00Z", "can we go up to the Gold? Leon's mum really wants the speeches + first dance "
                                        "done properly, not on someone's phone 😅")],
    "leon": [("2051-04-20T19:05:00Z", "quick one - is there parking for you at the town hall? it's a nightmare round "
                                      "there on a sat")],
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
    question = "how many photos are we actually getting? my mum keeps asking 😂"
    context = ["Today is Mon 10 July 2051. You are talking to Hannah, who's marrying Leon on Sat 29 July 2051; "
               "Rosie Kettlewell is their photographer."]
    for query in ("how many edited images", "wedding photography package", "upgrade to Gold"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Silver package - 6 hrs, 350 edited images" in c for c in context), context
    assert any("upgraded you to Gold" in c and "500 edited images" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="350 edited images, all in an online gallery you can share with your "
                                               "mum and download from.")
    finish(question, expected="500 edited images on the Gold package (plus the 10x10 album)", actual=reply)


asyncio.run(main())
