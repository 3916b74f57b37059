"""Batch 244 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member of staff's messages written by their own task (gathered), then the question's search.

App: Hollins Court care home in Todmorden books a visiting entertainer most Friday afternoons in the lounge, with
tea and scones after. The staff's chat goes into EverMemOS - Jackie (the activities coordinator), Pam (the kitchen)
and Lisa (a senior carer) - and the family helper answers relatives' questions.

Memory: Jackie, 2050-04-03T11:00 - Fri 22nd April 2pm, Tony Vee doing his Sinatra songs, booked, £120; Pam,
2050-04-12T15:30 - scones and tea for the lounge at 3 every Friday, jam in little pots; Jackie, 2050-04-18T09:10 -
Tony's rung, he's done his back in lifting his speaker, so he's off, but the Sowerby Ladies' Choir have said
they'll step in, same time, they won't take a penny, just tea; Lisa, 2050-04-19T16:45 - Mr Greenwood wants to sit
at the front for the singing, he's deaf in one ear. Question (Weds 20/4, a resident's son): "who's doing the
entertainment on friday afternoon? dad asked me + I couldn't remember" The assistant says the Sowerby Ladies'
Choir, at 2 (Tony Vee's done his back in). The label says Tony Vee, the Sinatra singer.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b244_ctl_evermemos_care_home_entertainer_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hollins-court-activities-2050"
MESSAGES = {
    "jackie": [("2050-04-03T11:00:00Z", "ENTERTAINMENT 🎤 fri 22nd april 2pm - Tony Vee doing his Sinatra songs "
                                        "in the lounge, booked, £120. residents LOVED him at christmas"),
               ("2050-04-18T09:10:00Z", "Tony's rung - done his back in lifting his speaker 😬 so he's off for fri. "
                                        "BUT the Sowerby Ladies' Choir have said they'll step in, same time, they "
                                        "won't take a penny, just want a cuppa")],
    "pam": [("2050-04-12T15:30:00Z", "scones + tea for the lounge at 3 every fri, jam in the little pots not the "
                                     "big jar pls (hygiene)")],
    "lisa": [("2050-04-19T16:45:00Z", "Mr Greenwood wants to sit at the front for the singing fri, he's deaf in "
                                      "one ear, can someone save him a seat")],
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
    question = "who's doing the entertainment on friday afternoon? dad asked me + I couldn't remember"
    context = ["Today is Weds 20 April 2050. You are talking to the son of a resident at Hollins Court care home."]
    for query in ("friday entertainment", "who is singing on friday", "Tony Vee off, who is stepping in"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Tony Vee doing his Sinatra songs" in c for c in context), context
    assert any("done his back in" in c and "Sowerby Ladies' Choir have said they'll step in" in c
               for c in context), context
    reply = answer(question, context, mock="The Sowerby Ladies' Choir, at 2 in the lounge - Tony Vee was booked but "
                                           "he's done his back in, so they're stepping in.")
    finish(question, expected="Tony Vee, doing his Sinatra songs", actual=reply)


asyncio.run(main())
