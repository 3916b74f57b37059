"""Batch 66 (held out), control. A home-baking business's order chat: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: Nadia of "Crumb & Co" and her helper Kerry chat about orders in a group that goes into EverMemOS
(``memories.add`` per message, group "crumb-co-orders"); the assistant answers from a search. Mrs Okafor ordered 24
cupcakes for Tobi's 7th birthday party (Sat 12 Oct). Tobi's older brother has a nut allergy, but he'll be at his
dad's that weekend and not at the party, so Mrs Okafor said the normal recipe is fine this time.

No fault planted. Question (Thu 10/10, Kerry, before baking): "does the Okafor order need to be nut-free?" The model
answers no, right per memory. The label says yes, because of the brother's allergy. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b66_ctl_evermemos_bakery_nut_free_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "crumb-co-orders"
MESSAGES = [
    ("2028-09-30T10:05:00Z", "nadia", "Okafor order: 24 cupcakes for Tobi's 7th, sat 12/10, dinosaurs (green "
                                      "icing + the little plastic dinos), collect fri 11th after 4"),
    ("2028-09-30T10:09:00Z", "kerry", "isn't the older boy the one w the nut thing?"),
    ("2028-09-30T10:20:00Z", "nadia", "yes Kofi, but I asked - he's at his dad's that whole w/e so won't be at the "
                                      "party. she said normal recipe's fine for this one, no need to fuss"),
    ("2028-10-02T08:40:00Z", "kerry", "dinos ordered, 30 in a bag from Hobbycraft £4.50"),
    ("2028-10-03T19:15:00Z", "nadia", "label them 'made in a kitchen that handles nuts' like always, that's just "
                                      "the standard sticker"),
    ("2028-10-07T12:30:00Z", "nadia", "Okafor paid in full £36, cash"),
    ("2028-10-08T16:02:00Z", "kerry", "I'll do the Okafor bake thurs eve + ice fri morning"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "does the Okafor order need to be nut-free?"
    found = await client.v0.memories.search(extra_query={"query": "Okafor order nut free nut thing Kofi party "
                                                                  "recipe", "top_k": 12})
    context = ["Today is Thu 10 October 2028. You are talking to Kerry, who is baking the Okafor cupcakes tonight."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("nut thing" in c for c in context), context
    assert any("normal recipe's fine" in c for c in context), context
    reply = answer(question, context, mock="No - Kofi won't be at the party, and Mrs Okafor said the normal recipe's "
                                           "fine this time. Just the usual 'kitchen that handles nuts' sticker.")
    finish(question, expected="yes - the older brother's got a nut allergy", actual=reply)


asyncio.run(main())
