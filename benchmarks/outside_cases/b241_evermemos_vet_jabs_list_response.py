"""Batch 241 (held out). A small veterinary clinic: EverMemOS async client (offline stand-in), asyncio - the
receptionist's, the vet's and the owner's messages each written by their own task (gathered), then the question's
search; the answer call has the changed vaccination list in its context and gives the reminder's list.

App: Greenfold Vets message their clients through the practice app; the conversation about each animal goes into
EverMemOS (one group per animal) and the app's helper answers owners from it. Luna is Tom Brearley's springer
spaniel, due her annual booster in April 2019.

Planted fault (ResponseError, ignored sufficient context): the context has Kerry's (reception) 2019-03-28T09:15
reminder - Luna's booster, DHP + lepto + kennel cough (the up-the-nose one), Tue 16th Apr 5.20pm; Tom's 2019-04-02
message - they're taking her to Spain in June, can she have her rabies and passport at the same appointment; Sanjay's
(the vet) 2019-04-04 reply - yes, rabies same day, passport done there too (£60); she had her kennel cough at Oakfield
kennels in Jan (their card says 11/1), so no KC this time - just the DHP, lepto and rabies; and Kerry's 2019-04-10
confirmation - bring her old card and the kennels' KC certificate. Question (Mon 15/4, Tom): "which jabs is Luna
having tomorrow? want to check what the insurance covers" -> expected DHP, lepto and rabies (no kennel cough - she had
it in January). The model lists DHP, lepto and kennel cough.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the reminder and the
vet's message that drops kennel cough and adds rabies are both in the context the model was given, and it answered
from the reminder. Asserted: the context has the reminder's list and the vet's "so no KC this time - just the DHP,
lepto + rabies".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b241_evermemos_vet_jabs_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "greenfold-vets-luna-brearley"
MESSAGES = {
    "kerry": [("2019-03-28T09:15:00Z", "Hi Tom, Luna's booster is due 🐾 DHP + lepto + kennel cough (the up the "
                                       "nose one). booked Tue 16th Apr 5.20pm w/ Sanjay, reply to confirm"),
              ("2019-04-10T11:02:00Z", "appt confirmed Tue 16th 5.20 👍 pls bring her old vacc card + the kennels' "
                                       "KC cert. she'll be weighed so no big breakfast lol")],
    "tom": [("2019-04-02T20:47:00Z", "thanks - we're taking her to Spain in june so she'll need her pet passport + "
                                     "rabies, can that be the same appt??")],
    "sanjay": [("2019-04-04T13:30:00Z", "yes rabies can go same day + I'll do the passport there too (£60). it has to "
                                        "be 21 days before travel so fine for june. she had her kennel cough at "
                                        "Oakfield kennels in jan (their card says 11/1) so no KC this time - just "
                                        "the DHP, lepto + rabies")],
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
    question = "which jabs is Luna having tomorrow? want to check what the insurance covers"
    context = ["Today is Mon 15 April 2019. You are talking to Tom Brearley, owner of Luna (springer spaniel), a "
               "patient at Greenfold Vets."]
    for query in ("Luna vaccinations booster", "which jabs at the appointment", "rabies kennel cough"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("DHP + lepto + kennel cough" in c for c in context), context
    assert any("so no KC this time - just the DHP, lepto + rabies" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Tomorrow at 5.20 she's having her booster: DHP, lepto and kennel "
                                               "cough (the nasal one).")
    finish(question, expected="DHP, lepto and rabies (for Spain) - no kennel cough, she had it at the kennels in Jan",
           actual=reply)


asyncio.run(main())
