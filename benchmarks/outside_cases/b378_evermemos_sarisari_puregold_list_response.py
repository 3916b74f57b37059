"""Batch 378 (held out). A family sari-sari store's Saturday Puregold run: EverMemOS async client (offline
stand-in), asyncio - each family member's messages written by their own task (gathered), then the question's
search; the answer call has the changed shopping list in its context and gives the first one.

App: Tindahan ni Aling Rosing (Purok 5, Brgy. Pulong Kawayan) restocks every Saturday at the Puregold in the bayan.
The family chat goes into EverMemOS - Ate Marissa (who writes the list), Aling Rosing (the mama) and Jomar (the
bunso) - and the helper answers their questions.

Planted fault (ResponseError, ignored sufficient context): Marissa's 2026-03-09 message has the list for Sat 3/14 -
1 sako bigas (25kg), 2 dosena sardinas, 1 case Milo sachet, 2 gallon mantika, 1 box pancit canton; Aling Rosing's
2026-03-10 message says wag na ang Milo, there are still 2 cases in the bodega, palitan ng 1 case Bear Brand, and
make the bigas 2 sako, the fiesta is near; Jomar's 2026-03-11 message is Kuya Dencio's load on utang; Marissa's
2026-03-12 message says Kuya Jun will drive on Sat, alis 7am, ₱500 for gas. Question (Fri 3/13, Jomar): "ano-ano po
bibilhin natin bukas sa Puregold? para alam ko kung kasya sa multicab" -> expected 2 sako bigas, 2 dosena sardinas,
1 case Bear Brand (no Milo), 2 gallon mantika, 1 box pancit canton. The model gives Marissa's first list.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first list and
Aling Rosing's change are both in the context the model was given, and it answered from the first list. Asserted:
the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b378_evermemos_sarisari_puregold_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "tindahan-ni-aling-rosing-family"
MESSAGES = {
    "marissa": [("2026-03-09T20:10:00+08:00", "PUREGOLD list for Sat 3/14 🛒 1 sako bigas (25kg), 2 dosena sardinas, "
                                             "1 case Milo sachet, 2 gallon mantika, 1 box pancit canton. dagdag "
                                             "nyo na lang kung may kulang"),
                ("2026-03-12T21:00:00+08:00", "si Kuya Jun na mag-drive ng multicab sa Sat, alis 7am, ₱500 sa gas. "
                                             "dalhin yung mga eco bag")],
    "rosing": [("2026-03-10T07:30:00+08:00", "wag na ang Milo, marami pa pala sa bodega, 2 case pa!! palitan mo ng 1 "
                                            "case Bear Brand. at gawin mong 2 sako ang bigas, malapit na fiesta")],
    "jomar": [("2026-03-11T16:05:00+08:00", "nagpa-load si Kuya Dencio ₱50, ilista ko daw muna sa utang")],
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
    question = "ano-ano po bibilhin natin bukas sa Puregold? para alam ko kung kasya sa multicab"
    context = ["Today is Fri, March 13, 2026. You are talking to Jomar, the bunso of the family that runs Tindahan ni "
               "Aling Rosing (sari-sari store, Purok 5)."]
    for query in ("Puregold list", "bibilhin sa Sabado", "bigas Milo Bear Brand"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("1 sako bigas (25kg)" in c and "1 case Milo sachet" in c for c in context), context
    assert any("wag na ang Milo" in c and "palitan mo ng 1 case Bear Brand" in c and "2 sako ang bigas" in c
               for c in context), context
    with fault():
        reply = answer(question, context, mock="Ito po yung list: 1 sako bigas (25kg), 2 dosena sardinas, 1 case Milo "
                                               "sachet, 2 gallon mantika at 1 box pancit canton. Kasya yan sa "
                                               "multicab.")
    finish(question, expected="2 sako bigas, 2 dosena sardinas, 1 case Bear Brand (wag na ang Milo, may 2 case pa sa "
                              "bodega), 2 gallon mantika, 1 box pancit canton", actual=reply)


asyncio.run(main())
