"""Batch 313 (held out). A pumpkin patch farm: EverMemOS async client (offline stand-in), asyncio - each person's
messages written by their own task (gathered), then the question's searches and the answer; the answer call has the
new no-dogs rule in its context and says dogs are fine.

App: Brow Top Farm open a pumpkin patch from Sat 24th Sept to Halloween 2050 - pick your own, a petting pen with
the pygmy goats and the pet lambs, tractor rides, a café. The farm's chat goes into EverMemOS - Tom (the farmer),
Ann (his wife, who does the café and the website) and Gemma (who runs the petting pen) - and the helper answers
the public's questions on the farm's Facebook page.

Planted fault (ResponseError, ignored sufficient context): the context has Tom's 2050-09-10T21:00 message - the
patch opens Sat 24th Sept, 10-4, dogs welcome on leads, poo bags at the gate; Ann's 2050-09-29T19:30 message - the
café's menu; Gemma's 2050-10-03T20:15 message - on Sunday a spaniel got off its lead and went for one of the pygmy
goats, and a little lad got nipped pulling them apart, and the insurance man says no dogs at all on the farm from
now on, assistance dogs only, signs going up at the gate; and Tom's 2050-10-06T08:00 message - tractor rides every
half hour at weekends. Question (Mon 10/10, from the Facebook page): "can we bring our dog on saturday? she's very
good with kids 🐶" -> expected no - no dogs on the farm since the goat incident, only assistance dogs. The model
says yes, dogs are welcome on a lead.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the "dogs welcome on leads" line and Gemma's no-dogs-from-now-on message, and the model answered from
the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b313_evermemos_pumpkin_patch_dogs_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "brow-top-farm-pumpkins-2050"
MESSAGES = {
    "tom": [("2050-09-10T21:00:00Z", "PUMPKIN PATCH 🎃 opens sat 24th sept, every day 10-4 till halloween. £2.50 in "
                                     "for adults, kids free. dogs welcome on leads, poo bags at the gate"),
            ("2050-10-06T08:00:00Z", "tractor rides every half hr at wkends, weekdays on the hour, Dad's driving")],
    "ann": [("2050-09-29T19:30:00Z", "café menu - pumpkin soup £3.50, sausage rolls, halloween cupcakes. I'll put it "
                                     "on the website + fb")],
    "gemma": [("2050-10-03T20:15:00Z", "well sun was a nightmare 😡 a spaniel got off its lead + went for one of the "
                                       "pygmy goats, a little lad got nipped pulling them apart. insurance man says NO "
                                       "dogs at all on the farm from now on, assistance dogs only. signs going up at "
                                       "the gate")],
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
    question = "can we bring our dog on saturday? she's very good with kids 🐶"
    context = ["Today is Mon 10 October 2050. You are answering the public on Brow Top Farm's Facebook page "
               "(pumpkin patch open till Halloween)."]
    for query in ("dogs allowed", "can we bring the dog", "dog on a lead at the farm"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("dogs welcome on leads" in c for c in context), context
    assert any("NO dogs at all on the farm from now on, assistance dogs only" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes - dogs are welcome on a lead, and there are poo bags at the "
                                               "gate. See you Saturday!")
    finish(question, expected="no - no dogs on the farm since a dog went for the goats, assistance dogs only",
           actual=reply)


asyncio.run(main())
