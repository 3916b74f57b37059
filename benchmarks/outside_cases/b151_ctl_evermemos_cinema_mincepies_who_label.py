"""Batch 151 (held out), control. A community cinema's volunteers' group chat: EverMemOS (async client against the
offline stand-in), asyncio - three volunteers post at once with ``asyncio.gather``.

App: Hebble Community Cinema's volunteers post to an EverMemOS group; the helper searches it and answers with a
litellm answer call.

No fault is planted. Memory: Pam, 2037-11-10T20:15, mince pies - Doreen's doing 6 doz homemade like last yr, bless
her; Doreen, 2037-12-09T11:40, sorry Pam, she's had her wrist in plaster since she went over on the ice on Monday, no
baking for her this year - Malc at the bakery on Water St will do 6 doz at cost and she's paying; Geoff, the DVD has
come. Question (Thu 17/12, Sue, who runs the interval table): "who's bringing the mince pies sat? need to know who
to look out for w the trays" -> the model answers Malc from the bakery on Water St (Doreen's paying for them), which
is right per memory. The label says Doreen: she was down to bake them, but can't (said as "my wrist's been in plaster
... no baking for me", no keyword).

Expected verdict: AnnotationError (the label is wrong; no operation is at fault). Asserted: Pam's and Doreen's posts
are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b151_ctl_evermemos_cinema_mincepies_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hebble-community-cinema-volunteers"
MESSAGES = {
    "pam": [("2037-11-10T20:15:00Z", "mince pies for the xmas film - Doreen's doing 6 doz homemade like last yr, "
                                     "bless her. we ran out by the interval last time so maybe more?"),
            ("2037-12-01T09:00:00Z", "mulled wine: Sue's in charge, 2 helpers, squash for the kids, 50p a cup")],
    "doreen": [("2037-12-09T11:40:00Z", "sorry Pam, my wrist's been in plaster since I went over on the ice on "
                                        "monday, so no baking for me this xmas :( Malc at the bakery on Water St "
                                        "says he'll do us 6 doz at cost + drop them round sat aft, I'll pay him")],
    "geoff": [("2037-12-07T18:05:00Z", "Muppets DVD came from Filmbank, tested it, 85 mins so interval at the 45 "
                                       "min mark after the Cratchits' bit")],
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
    question = "who's bringing the mince pies sat? need to know who to look out for w the trays"
    found = await client.v0.memories.search(extra_query={"query": "mince pies baking christmas film",
                                                         "top_k": 10})
    context = ["Today is Thu 17 December 2037. You are talking to Sue, who runs the interval table at Hebble "
               "Community Cinema's Christmas film on Sat 19 December."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Doreen's doing 6 doz homemade" in c for c in context), context
    assert any("no baking for me" in c and "Malc at the bakery on Water St" in c for c in context), context
    reply = answer(question, context, mock="Malc from the bakery on Water St - he's dropping 6 dozen round on "
                                           "Saturday afternoon. Doreen's paying, but she can't bake this year with "
                                           "her wrist.")
    finish(question, expected="Doreen", actual=reply)


asyncio.run(main())
