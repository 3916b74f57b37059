"""Batch 301 (held out). A vinyl record shop: EverMemOS async client (offline stand-in), asyncio - each person's
messages written by their own task (gathered), then the question's searches and the answer call, which has the
back-ordered part in its context and says the deck will be ready.

App: Spindle & Groove, a second-hand record shop in Todmorden, also take in turntables for repair - Ray does them
in the back room on Tuesdays and Thursdays. The shop's chat goes into EverMemOS - Ray (repairs), Mags (the owner)
and Tariq (Saturdays) - and the helper answers customers who ring up.

Planted fault (ResponseError, ignored sufficient context): Ray, 2051-05-29T11:20 - Mr Okafor's Technics SL-1200 in,
the pitch control's gone and the motor board's knackered, he can have it back in about 10 days, £90-ish; Mags,
2051-06-02T15:05 - the Bowie collection's been priced and is going out Saturday; Ray, 2051-06-05T16:40 - the
Okafor deck, the motor board's on back order from Osaka, not here till the 20th at the earliest, left Mr Okafor a
voicemail; Tariq, 2051-06-07T17:30 - Saturday's takings and the new racks. Question (Tue 10/6, Mr Okafor's son):
"will my dad's turntable be ready for saturday? it's his 70th and he wants Abbey Road on it 🎂" -> expected no - the
part's on back order and won't be in till the 20th at the earliest. The model says yes, it was about 10 days from
the 29th.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the 10 days from the 29th and, later, the back order not in till the 20th, and it answered from the
first. Asserted: the context has both of Ray's lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b301_evermemos_vinyl_deck_repair_ready_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "spindle-and-groove-shop-2051"
MESSAGES = {
    "ray": [("2051-05-29T11:20:00Z", "Mr Okafor's Technics SL-1200 in 🔧 pitch control's gone + the motor board's "
                                     "knackered. told him about 10 days, £90 ish, ring him when done"),
            ("2051-06-05T16:40:00Z", "the Okafor deck - motor board's on back order from Osaka 😩 not here till the "
                                     "20th at the earliest, left him a voicemail. deck's in bits on the bench till "
                                     "then")],
    "mags": [("2051-06-02T15:05:00Z", "Bowie collection's all priced up, going out sat, the Ziggy's £60 (VG+, the "
                                      "sleeve's tatty)")],
    "tariq": [("2051-06-07T17:30:00Z", "sat takings £840 💪 new racks for the 7 inches are up, the old ones are in "
                                       "the cellar if anyone wants them")],
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
    question = "will my dad's turntable be ready for saturday? it's his 70th and he wants Abbey Road on it 🎂"
    context = ["Today is Tue 10 June 2051. You are talking to Mr Okafor's son, who is ringing Spindle & Groove about "
               "his dad's turntable repair."]
    for query in ("Okafor turntable repair", "when will the deck be ready", "motor board part"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("told him about 10 days" in c for c in context), context
    assert any("on back order from Osaka" in c and "not here till the 20th at the earliest" in c
               for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - Ray said about 10 days when it came in on the 29th, so it "
                                               "should be ready in time for Saturday. Happy 70th to your dad!")
    finish(question, expected="no - the motor board's on back order from Osaka, not in till the 20th at the earliest",
           actual=reply)


asyncio.run(main())
