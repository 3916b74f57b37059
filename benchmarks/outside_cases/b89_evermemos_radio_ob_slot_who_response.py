"""Batch 89 (held out). A local radio station's OB group chat: EverMemOS async client (the offline stand-in server),
asyncio.

App: the Hitchin Sound 104.3 team's WhatsApp group for the carnival outside broadcast goes into EverMemOS
(``v0.memories.add`` per message, one group); the app searches it to answer the team.

Planted fault (ResponseError, the context had the answer): Mel (programme controller) posts Saturday's on-air
slots from Priory Park - Kerry (mid-mornings) 10 till 12.30, Big Al (afternoons) 12.30 till 2, then Dev (the
breakfast presenter, doing a rare Saturday) from 2 till we come off air at 4.30; a later message says the parade
leaves the station forecourt at 2.15 and reaches the park about 2.45. All are in the context. Question (Fri 22/7,
Nadia, the engineer, planning who gets the radio mic for the parade): "who's presenting when the parade gets into
the park?" -> expected Dev, the breakfast presenter (on from 2). The model says Big Al.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the slots
message and the parade message are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b89_evermemos_radio_ob_slot_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hs1043-carnival-ob"
MESSAGES = [
    ("2033-07-11T09:12:00Z", "mel", "OB slots sat 23rd from Priory Pk: Kerry 10-12.30 (her usual mid-morning), Big "
                                    "Al 12.30-2 then Dev from 2 till we come off air 4.30. yes Dev on a saturday, "
                                    "mark the date"),
    ("2033-07-13T16:45:00Z", "nadia", "comrex tested from the park, line's fine by the bandstand, dodgy by the "
                                      "tennis courts"),
    ("2033-07-15T11:30:00Z", "kerry", "can someone bring me a chair with a back this time pls, my back was wrecked "
                                      "after the summer fete"),
    ("2033-07-18T10:05:00Z", "mel", "carnival committee - parade leaves the station forecourt 2.15, gets into the "
                                    "park approx 2.45. we want live commentary as it comes thru the gates"),
    ("2033-07-19T14:20:00Z", "al", "I'll do a walkabout on the food stalls before my slot, 11.45ish"),
    ("2033-07-20T08:55:00Z", "dev", "ha very funny all of you. I'll bring doughnuts"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "who's presenting when the parade gets into the park?"
    found = await client.v0.memories.search(extra_query={"query": "OB slots saturday presenting parade park gets "
                                                                  "into Kerry Al Dev", "top_k": 12})
    context = ["Today is Fri 22 July 2033. You are talking to Nadia, the station engineer."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Big Al 12.30-2 then Dev from 2 till we come off air" in c for c in context), context
    assert any("gets into the park approx 2.45" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Big Al - he's on the afternoon slot, so give him the radio mic for "
                                               "the parade commentary.")
    finish(question, expected="Dev, the breakfast presenter - he's on from 2", actual=reply)


asyncio.run(main())
