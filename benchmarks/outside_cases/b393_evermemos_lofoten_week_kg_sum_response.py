"""Batch 393 (held out). A Lofoten cod boat's crew chat: EverMemOS async client (offline stand-in), asyncio - each
crew member's messages written by their own task (gathered), then the question's search; the answer call has the
buyer's correction of a landing in its context and sums the first figure.

App: M/S Storskarven fishes skrei with gillnets out of Kvalnesvær in Lofoten in March 2051 - Ragnhild (skipper),
Jonas, Eirin and Tomasz (who writes in English). Their group chat goes into EverMemOS and the helper answers crew
questions; Tomasz keeps the quota spreadsheet.

Planted fault (ResponseError, ignored sufficient context): the chat has Ragnhild, man 06.03. - 2 100 kg skrei
landed at Kvalnesvær Fisk; Jonas, tirs 07.03. - 1 850 kg skrei plus 260 kg haddock on its own sluttseddel;
Tomasz, ons 08.03. - landligge, gale; Ragnhild, tors 09.03. - 2 400 kg skrei, season record; and Eirin, fre 10.03.
kl. 09.15 - the buyer rang, the 09.03. landing was reweighed, 150 kg of haddock was mixed in the tubs, so the skrei
is 2 250 not 2 400, a new sluttseddel is coming. Question (fre 10.03., Tomasz): "how many kg skrei did we land this
week, mon-thu? updating the kvote spreadsheet" -> expected 6 200 kg (2 100 + 1 850 + 2 250). The model says
6 350 kg, using 2 400 for Thursday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has all three landings and the reweigh that makes Thursday 2 250 kg, and the model summed the first
figure. Asserted: the context has the three landing messages and Eirin's correction.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b393_evermemos_lofoten_week_kg_sum_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "storskarven-skrei-2051"
MESSAGES = {
    "ragnhild": [("2051-03-06T16:40:00Z", "landa 2 100 kg skrei på Kvalnesvær Fisk i dag, fin fisk 👌 garna ved "
                                          "Sørskjæret står igjen"),
                 ("2051-03-09T18:20:00Z", "2 400 kg skrei i dag!! sesongrekord 🎉 kake på meg i morgen")],
    "jonas": [("2051-03-07T17:05:00Z", "1 850 kg skrei today + 260 kg hyse, hyse on its own sluttseddel")],
    "tomasz": [("2051-03-08T11:30:00Z", "landligge, kuling 🌬 I'm fixing the torn net in the shed if anyone wants to "
                                        "help")],
    "eirin": [("2051-03-10T09:15:00Z", "mottaket ringte - the 09.03. landing was reweighed, there was 150 kg hyse "
                                       "mixed in i karene, so skrei is 2 250 not 2 400. ny sluttseddel coming")],
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
    question = "how many kg skrei did we land this week, mon-thu? updating the kvote spreadsheet"
    context = ["I dag er fredag 10.03.2051. You are talking to Tomasz, crew on M/S Storskarven, who keeps the "
               "quota spreadsheet."]
    for query in ("kg skrei landed", "landa skrei i dag", "reweighed landing sluttseddel"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("landa 2 100 kg skrei" in c for c in context), context
    assert any("1 850 kg skrei today" in c for c in context), context
    assert any("2 400 kg skrei i dag" in c for c in context), context
    assert any("so skrei is 2 250 not 2 400" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="6 350 kg skrei: 2 100 (man) + 1 850 (tirs) + 2 400 (tors) - "
                                               "onsdag was landligge. Hyse not counted.")
    finish(question, expected="6 200 kg - 2 100 + 1 850 + 2 250 (torsdag reweighed, 150 kg was hyse)",
           actual=reply)


asyncio.run(main())
