"""Batch 324 (held out). A baby sensory class: EverMemOS async client (offline stand-in), asyncio - each teacher's
messages written by their own task (gathered), then the question's searches; the answer call has who took the class
over in its context and names the one who handed it on.

App: Little Stars Baby Sensory (Halifax) run classes for babies in autumn 2051 - Mon, Weds and Thurs mornings at the
Elsie Whiteley centre, 45 minutes of songs, lights, bubbles, the parachute, and a snack-and-play at the end. The
teachers' chat goes into EverMemOS - Amy (who owns the franchise), Jess and Priya - and the helper answers parents'
questions.

Planted fault (ResponseError, ignored sufficient context): the memory has Amy's 2051-08-30T20:00 message - autumn
term from Mon 11th Sept, she's off on mat leave from October half term and Jess is covering all her classes till
Easter; Jess's 2051-09-20T19:30 message - the new UV torches and the props bag; Jess's 2051-10-05T21:10 message - a
change, she can't do Thursdays after half term, her little one's nursery days have changed, so Priya's taking the
Thursday 9.30 babies, Jess still does Mon and Weds; Priya's 2051-10-09T12:05 message - happy to, she did the training
in Leeds in the summer. Question (Mon 30/10, Chloe, who goes on Thursdays): "who's doing the thursday class now Amy's
off? want to tell them Alfie's got a cows milk allergy for the snack bit" -> expected Priya (Jess can't do Thursdays
now). The model says Jess.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Jess covering everything and, later, Jess handing the Thursday class to Priya, and the model named
Jess. Asserted: the context has both the cover line and the Thursday change.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b324_evermemos_baby_sensory_thursday_teacher_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "little-stars-halifax-2051"
MESSAGES = {
    "amy": [("2051-08-30T20:00:00Z", "AUTUMN TERM ⭐ starts mon 11th sept, mon/weds/thurs 9.30 babies + 10.30 "
                                     "crawlers at the Elsie Whiteley. I'm off on mat leave from oct half term 🤰 Jess "
                                     "is covering all my classes till Easter")],
    "jess": [("2051-09-20T19:30:00Z", "new UV torches came 🔦 + I've restocked the props bag, scarves are in the wash "
                                      "(someone's baby was sick on them 😂)"),
             ("2051-10-05T21:10:00Z", "bit of a change - I can't do thursdays after half term, my little one's "
                                      "nursery days have changed 😩 so Priya's taking the thurs 9.30 babies, I'll "
                                      "still do mon + weds")],
    "priya": [("2051-10-09T12:05:00Z", "yes happy to!! did the training in Leeds in the summer, I'll bring the "
                                       "parachute + the bubble machine on thursdays")],
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
    question = "who's doing the thursday class now Amy's off? want to tell them Alfie's got a cows milk allergy for " \
               "the snack bit"
    context = ["Today is Mon 30 October 2051. You are talking to Chloe, whose son Alfie goes to the Thursday 9.30 "
               "babies class at Little Stars Baby Sensory."]
    for query in ("thursday class teacher", "who is covering Amy's mat leave", "thursdays after half term"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Jess is covering all my classes till Easter" in c for c in context), context
    assert any("I can't do thursdays after half term" in c and "Priya's taking the thurs 9.30 babies" in c
               for c in context), context
    with fault():
        reply = answer(question, context, mock="Jess is covering Amy's classes till Easter, so let Jess know about "
                                               "Alfie's cow's milk allergy before the snack and play.")
    finish(question, expected="Priya - Jess can't do Thursdays after half term, so Priya's taking the 9.30 babies",
           actual=reply)


asyncio.run(main())
