"""Batch 379 (held out). A church crawfish boil: EverMemOS async client (offline stand-in), asyncio - each
organiser's messages written by their own task (gathered), then the question's searches; the answer call has the
boil master's changed list of what the crew brings in its context and gives the first one.

App: the Men's Club at St. Amable Catholic Church in Pointe Noire hold their crawfish boil on Sat. March 28, 2026 on
the church grounds - 40 sacks, corn and potatoes in the pot, serving from 11 am. The committee's chat goes into
EverMemOS - Nonc Alcide Boudreaux (the boil master), Dudley Guidry (Men's Club president) and Miss Vonda (the sides)
- and the helper answers the crew's questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Nonc Alcide's Sun. 3/1/26 message - boil
crew bring your paddle, rubber gloves, your own 80 qt pot and burner if you got one, and a full propane tank;
Dudley's Sun. 3/15/26 message - 9 on the crew, need 5 more; Nonc Alcide's Sun. 3/22/26 message - y'all scratch the
pots and burners, he's bringing the 3 big 120 qt rigs with the baskets off his trailer, so just bring paddles,
gloves, a full 20 lb tank and a lawn chair; Miss Vonda's Mon. 3/23/26 message - corn and potatoes go in the pot, the
crew don't worry about the sides. Question (Thu. 3/26/26, Ray-Ray, on the crew): "what all I gotta bring Saturday
for the boil crew? loading the truck tonight" -> expected a paddle, rubber gloves, a full 20 lb propane tank and a
lawn chair - no pot or burner. The model lists the paddle, gloves, an 80 qt pot and burner and a full propane tank.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first list and the
message that scratched the pots and burners and added the lawn chair are both in the context the model was given,
and it answered from the first list. Asserted: the context has both lists.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b379_evermemos_crawfish_boil_crew_bring_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "st-amable-mens-club-boil-2026"
MESSAGES = {
    "nonc-alcide": [
        ("2026-03-01T18:30:00Z", "BOIL CREW 🦞 Sat. March 28 be there 7:30 am. y'all bring your paddle, rubber "
                                 "gloves, your own 80 qt pot + burner if you got one, and a full propane tank"),
        ("2026-03-22T20:10:00Z", "y'all scratch the pots and burners - I'm bringing the 3 big 120 qt rigs w/ the "
                                 "baskets off my trailer. just bring paddles, gloves, a full 20 lb tank + a lawn "
                                 "chair, it's a long day"),
    ],
    "dudley": [("2026-03-15T13:00:00Z", "sign-up sheet's got 9 on the boil crew, need 5 more. 40 sacks coming, "
                                        "pickup's 7 am Sat.")],
    "miss-vonda": [("2026-03-23T09:45:00Z", "corn + potatoes go in the pot w/ the crawfish, crew don't worry bout "
                                            "the sides. I got potato salad + the cakes")],
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
    question = "what all I gotta bring Saturday for the boil crew? loading the truck tonight"
    context = ["Today is Thu. March 26, 2026. You are talking to Ray-Ray, who's on the boil crew for St. Amable Men's "
               "Club crawfish boil (Sat. March 28)."]
    for query in ("boil crew bring", "pots and burners", "propane tank paddle gloves"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("your own 80 qt pot + burner" in c for c in context), context
    assert any("scratch the pots and burners" in c and "a lawn chair" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Your paddle, rubber gloves, your 80 qt pot and burner, and a full "
                                               "propane tank - be there 7:30 am.")
    finish(question, expected="a paddle, rubber gloves, a full 20 lb propane tank and a lawn chair - no pot or "
                              "burner, Nonc Alcide's bringing his rigs", actual=reply)


asyncio.run(main())
