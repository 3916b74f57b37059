"""Batch 362 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each relative's messages written by their own task (gathered), then the question's search.

App: the Okonkwo family group chat, January 2050 - Aunty Ngozi sponsors her late brother's daughter Chidera
(Primary 4), who resumes at Bright Future Nursery & Primary, Surulere on Mon 17th Jan. The chat goes into EverMemOS -
Aunty Ngozi, Uncle Femi and Aunty Ronke - and the helper answers the family's questions.

Memory: Ngozi, 2050-01-06T19:00 - Chidera resumes Mon 17th, somebody must carry her from school at 2pm on the first
day, she'll be at work; Femi, 2050-01-07T08:15 - he'll carry her, no wahala, he'll close early; Ronke,
2050-01-12T21:40 - Femi called her, "abeg e no fit again", his office is sending him to Port Harcourt that week, so
she'll carry Chidera on Monday, she's told her oga; Ngozi, 2050-01-13T07:00 - thanks Ronke, Chidera's school bag is at
Femi's house, collect it Sunday. Question (Sat 15/1, Ngozi's husband Chuks): "who dey carry Chidera from school on
Monday? the school want the name for the pick-up card" The assistant says Aunty Ronke (Uncle Femi is in Port
Harcourt that week). The label says Uncle Femi - who offered first and then dropped out.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b362_ctl_evermemos_school_pickup_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "okonkwo-family-chat-2050"
MESSAGES = {
    "ngozi": [("2050-01-06T19:00:00Z", "Chidera resume Mon 17th 🎒 somebody must carry her from school 2pm first "
                                       "day, I go dey work. who fit?"),
              ("2050-01-13T07:00:00Z", "thank u Ronke 🙏🏾 her school bag dey Femi house, make u collect am "
                                       "Sunday")],
    "femi": [("2050-01-07T08:15:00Z", "I go carry her from school Monday, no wahala, I go close early")],
    "ronke": [("2050-01-12T21:40:00Z", "Femi call me - abeg e no fit again, him office dey send am go Port Harcourt "
                                       "that week. na me go carry Chidera from school Monday, I don tell my oga")],
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
    question = "who dey carry Chidera from school on Monday? the school want the name for the pick-up card"
    context = ["Today is Sat 15 January 2050. You are talking to Chuks, Aunty Ngozi's husband, in the Okonkwo "
               "family chat."]
    for query in ("carry Chidera from school Monday", "who is picking up Chidera", "Femi Ronke pick up"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("I go carry her from school Monday" in c for c in context), context
    assert any("e no fit again" in c and "na me go carry Chidera" in c for c in context), context
    reply = answer(question, context, mock="Aunty Ronke - Uncle Femi no fit again, him office dey send am go Port "
                                           "Harcourt that week. Put Ronke name for the pick-up card.")
    finish(question, expected="Uncle Femi", actual=reply)


asyncio.run(main())
