"""Batch 392 (held out). A Colombo temple's Vesak: EverMemOS async client (offline stand-in), asyncio: each committee
member's messages written by their own task (gathered), then the question's search; the answer call has the
changed family for the Vesak gilanpasa in its context and names the first one.

App: the dayaka sabha of Sri Pushparama Viharaya (an invented temple in Colombo) plans Vesak Poya, Tue 13/05/2053 -
sil, the bana, the gilanpasa (the evening drinks offering) for the monks, the lantern competition, a dansala. The
committee's chat goes into EverMemOS - Dhammika (the secretary), Lalith (the treasurer) and Sriyani (who does the
dana rota) - and the helper answers the dayaka families.

Planted fault (ResponseError, ignored sufficient context): the context has Dhammika's 2053-04-28T19:00 message - the
Vesak gilanpasa at 5 pm by the Ranasinghe family, for 15 hamuduruwo; Lalith's 2053-05-02T18:15 message - the
lantern competition; Sriyani's 2053-05-08T20:30 message - aney, Ranasinghe uncle got admitted (heart, ok now) so
they can't do the Vesak gilanpasa, the Dissanayakes will do it, the Ranasinghes will take the Poson one instead,
same time 5 pm; Dhammika's 2053-05-10T07:45 message - the dansala. Question (Mon 12/05, Chitra): "who is doing the
gilanpasa on vesak day? I want to give a few kilos of oranges to them for the juice" -> expected the Dissanayake
family (the Ranasinghes moved to Poson). The model says the Ranasinghe family.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the memories the model
was given have the first family and the change to the Dissanayakes, and it named the first. Asserted: the context
has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b392_evermemos_temple_vesak_gilanpasa_who_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "pushparama-dayaka-sabha-vesak-2053"
MESSAGES = {
    "dhammika": [("2053-04-28T19:00:00Z", "VESAK 🪷 tue 13/05 - sil from 6 am, bana at 10. gilanpasa 5 pm by the "
                                          "Ranasinghe family, for 15 hamuduruwo"),
                 ("2053-05-10T07:45:00Z", "dansala - bread + parippu curry from 6 pm at the gate, the youth lot. pls "
                                          "bring your own plates no, we're short")],
    "lalith": [("2053-05-02T18:15:00Z", "lantern competition - Rs. 2,000 to enter, judging 8 pm, 1st prize Rs. "
                                        "15,000 from Gunasekara mudalali")],
    "sriyani": [("2053-05-08T20:30:00Z", "aney Ranasinghe uncle got admitted, heart, he's ok now thank god 🙏 but "
                                         "they can't do the Vesak gilanpasa. spoke to the Dissanayakes, they'll do "
                                         "it. Ranasinghes will take the Poson one instead. same time 5 pm")],
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
    question = "who is doing the gilanpasa on vesak day? I want to give a few kilos of oranges to them for the juice"
    context = ["Today is Mon 12 May 2053. You are talking to Chitra, of a dayaka family of Sri Pushparama Viharaya "
               "(Vesak Poya Tue 13 May)."]
    for query in ("vesak gilanpasa family", "who is giving the gilanpasa", "Ranasinghe Dissanayake"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("gilanpasa 5 pm by the Ranasinghe family" in c for c in context), context
    assert any("can't do the Vesak gilanpasa" in c and "the Dissanayakes, they'll do it" in c for c in context), \
        context
    with fault():
        reply = answer(question, context, mock="The Ranasinghe family - gilanpasa at 5 pm on Vesak day, for 15 "
                                               "hamuduruwo. You can give the oranges to them.")
    finish(question, expected="the Dissanayake family - Ranasinghe uncle was admitted, they moved to the Poson one",
           actual=reply)


asyncio.run(main())
