"""Batch 328 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Oxenhope Wildlife Rescue have a fox cub in, Rusty, found in a garden in Haworth in May 2051 with a bite wound on
his back leg. Anita (the rescue's vet, who comes in twice a week), Priti and Sam (volunteers) post in the rescue's
chat, which goes into EverMemOS; the helper answers volunteers' questions.

Memory: Anita, 2051-05-20T10:15 - Rusty started on Clavaseptin today, 5 days, half a tab am and pm in a bit of
chicken; Priti, 2051-05-23T19:00 - he's wolfing it down in the chicken, no bother; Anita, 2051-05-25T11:30 - rechecked
him, the wound's still weepy so she wants him on it for 10 days all in, so carry on, last dose Mon 29th, new box on
the shelf; Sam, 2051-05-27T08:40 - pen cleaned, he's bitten through another blanket. Question (Sun 28/5, Sam, doing
the meds chart): "how long's Rusty on the antibiotics altogether? doing the meds chart for the wk" The assistant
says 10 days in all (started Sat 20th, last dose Mon 29th) - Anita extended it. The label says 5 days.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b328_ctl_evermemos_wildlife_rescue_fox_antibiotics_how_long_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "oxenhope-rescue-chat-2051"
MESSAGES = {
    "anita": [("2051-05-20T10:15:00Z", "Rusty 🦊 (fox cub, bite on back leg) started on Clavaseptin today, 5 days, "
                                       "half a tab am + pm in a bit of chicken. keep the dressing dry"),
              ("2051-05-25T11:30:00Z", "rechecked Rusty - wound's still a bit weepy so I want him on it for 10 days "
                                       "all in, so carry on pls, last dose mon 29th. new box on the shelf")],
    "priti": [("2051-05-23T19:00:00Z", "Rusty's wolfing his tablet down in the chicken, no bother at all 😂")],
    "sam": [("2051-05-27T08:40:00Z", "pen cleaned, he's bitten thru another blanket. need more old towels if "
                                     "anyone's got any")],
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
    question = "how long's Rusty on the antibiotics altogether? doing the meds chart for the wk"
    context = ["Today is Sun 28 May 2051. You are talking to Sam, a volunteer at Oxenhope Wildlife Rescue."]
    for query in ("Rusty antibiotics", "how many days Clavaseptin", "last dose"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("started on Clavaseptin today, 5 days" in c for c in context), context
    assert any("on it for 10 days all in" in c and "last dose mon 29th" in c for c in context), context
    reply = answer(question, context, mock="10 days in all - he started on Sat 20th and Anita's extended it because "
                                           "the wound's still weepy, so the last dose is Mon 29th.")
    finish(question, expected="5 days", actual=reply)


asyncio.run(main())
