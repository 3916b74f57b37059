"""Batch 218 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each helper's messages written by their own task (gathered), then the question's search.

App: Bishop's Castle CC hold their junior presentation on Sun 27th Sept 2048 in the pavilion, 2.30 - awards for
the U9s to the U15s, a buffet, the county's development coach as the guest. The junior section's chat goes into
EverMemOS - Rob (U11 coach), Mand (a U11 parent on the committee) and Dave (buffet) - and the helper answers.

Memory: Rob, 2048-08-01T20:30 - U11 awards: player of the season, most improved, best fielder and clubperson, same
as last year; Mand, 2048-08-19T21:00 - can they have a think about the U11s, last year half of them went home
with nothing and there were tears in the car park; Rob, 2048-08-20T08:45 - fair point, the coaches had a chat:
every U11 gets a medal and a certificate with something they did well this season, and they keep player of the
season for Alfie's memorial trophy, the rest can wait till the U13s; Dave, 2048-09-02T19:00 - the buffet.
Question (Mon 21/9, Kerry, sorting the trophy order): "what are the u11s getting at the presentation? sorting the
trophy order tonight" The assistant says a medal and a certificate for every U11, plus player of the season (Alfie's
memorial trophy). The label says player of the season, most improved, best fielder and clubperson.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b218_ctl_evermemos_cricket_u11_awards_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bishops-castle-cc-juniors-2048"
MESSAGES = {
    "rob": [("2048-08-01T20:30:00Z", "JUNIOR PRESENTATION 🏏 sun 27th sept, pavilion, 2.30. u11 awards - player of "
                                      "the season, most improved, best fielder + clubperson, same as last yr"),
            ("2048-08-20T08:45:00Z", "fair point 👍 coaches had a chat - every u11 gets a medal + a certificate w/ "
                                      "something they did well this season, + we keep player of the season for "
                                      "Alfie's memorial trophy. the rest can wait till u13s")],
    "mand": [("2048-08-19T21:00:00Z", "can we have a think about the u11s? last yr half of them went home w/ nothing "
                                       "+ there were tears in the car park 😢")],
    "dave": [("2048-09-02T19:00:00Z", "buffet - parents bring a plate, club doing sausage rolls + the tea urn, Jean's "
                                       "cake")],
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
    question = "what are the u11s getting at the presentation? sorting the trophy order tonight"
    context = ["Today is Mon 21 Sept 2048. You are talking to Kerry, who's sorting the trophy order for Bishop's "
               "Castle CC's junior presentation (Sun 27 Sept)."]
    for query in ("u11 awards", "medal and certificate for the u11s", "player of the season"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("most improved, best fielder + clubperson" in c for c in context), context
    assert any("tears in the car park" in c for c in context), context
    assert any("every u11 gets a medal + a certificate" in c for c in context), context
    reply = answer(question, context, mock="Every U11 gets a medal and a certificate saying something they did well "
                                           "this season, plus player of the season (Alfie's memorial trophy) - the "
                                           "other awards wait till the U13s.")
    finish(question, expected="player of the season, most improved, best fielder and clubperson", actual=reply)


asyncio.run(main())
