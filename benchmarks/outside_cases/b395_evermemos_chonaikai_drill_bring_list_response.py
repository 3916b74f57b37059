"""Batch 395 (held out). A neighbourhood association's disaster drill in Osaka: EverMemOS async client (offline
stand-in), asyncio - each person's messages written by their own task (gathered), then the question's searches; the
answer call has the changed list in its context and gives the first one.

App: the Kamishinden 1-chome chonaikai's han (block group) LINE chat goes into EverMemOS - Okamoto-san (the han-cho),
Fujii-san (on the bosai committee) and Niall Byrne, an Irish expat in the block who copies the Japanese into English
for himself. Niall asks the helper things about the bosai kunren (disaster drill) on Sun 2050/09/11.

Planted fault (ResponseError, ignored sufficient context): Okamoto-san, 2050-08-25 20:00 - drill Sun 9/11 09:00,
bring a water bottle, a towel, your household's emergency contact card (the yellow one) and work gloves if you have
them; Fujii-san, 2050-09-02 19:30 - the yellow cards are being replaced, DON'T bring the old ones, new forms on the
day, and the fire brigade want everyone in a helmet or a hat for the smoke tent, bring your own if you have one;
Niall, 2050-09-04 22:10 - note to self, the helmet's under the stairs in the emergency bag, check the torch
batteries; Okamoto-san, 2050-09-08 18:00 - tea and onigiri after from the fujinkai, roll call 09:00 sharp. Question
(Sat 2050/09/10, Niall): "what do I need to bring to the drill tmrw? packing the bag tonight" -> expected a water
bottle, a towel, work gloves and a helmet or a hat - not the yellow card (new forms on the day). The model gives the
first list: water bottle, towel, the yellow card and work gloves.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first list and the
message that drops the yellow card and adds the helmet are both in the context the model was given, and it answered
from the first list. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b395_evermemos_chonaikai_drill_bring_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kamishinden-1-han2-line"
MESSAGES = {
    "okamoto": [("2050-08-25T20:00:00Z", "[bosai kunren] Sun 9/11 09:00 at the kaikan 🚒 pls bring: water bottle, "
                                         "towel, your household's emergency contact card (the yellow one), and work "
                                         "gloves if you have them"),
                ("2050-09-08T18:00:00Z", "Sun: tea + onigiri after from the fujinkai, free. roll call 09:00 sharp, "
                                         "don't be late pls")],
    "fujii": [("2050-09-02T19:30:00Z", "re the drill - the yellow cards are being replaced, DON'T bring the old ones, "
                                       "new forms on the day. also the fire brigade want everyone in a helmet or a "
                                       "hat for the smoke tent, bring your own if you have one")],
    "niall": [("2050-09-04T22:10:00Z", "note to self - helmet's under the stairs in the emergency bag. check the "
                                       "torch batteries while I'm at it")],
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
    question = "what do I need to bring to the drill tmrw? packing the bag tonight"
    context = ["Today is Sat 2050/09/10. You are talking to Niall Byrne, in Han 2 of the Kamishinden 1-chome "
               "neighbourhood association, Osaka (disaster drill Sun 9/11)."]
    for query in ("what to bring to the drill", "bosai kunren bring", "yellow emergency card helmet"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("your household's emergency contact card (the yellow one)" in c for c in context), context
    assert any("DON'T bring the old ones" in c and "helmet or a hat" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="A water bottle, a towel, your yellow emergency contact card and "
                                               "work gloves if you have them.")
    finish(question, expected="water bottle, towel, work gloves, and a helmet or a hat - NOT the old yellow card, "
                              "there are new forms on the day", actual=reply)


asyncio.run(main())
