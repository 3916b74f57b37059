"""Batch 115 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Vale Cars' drivers' group chat goes into EverMemOS; the helper answers the desk from a search of it.

Memory: Raj's board for Sat 18/4 puts Kev on the 4am and 4.30 MAN runs, Dawn on the 6am LBA and Raj himself on the
11.30 MAN with the Millers; then Raj: "u know sat's our Amir's mehndi? I'll be at the hall from 10 setting up, no
phone lol"; he asks Dawn if she can take the 11.30 MAN as well as her LBA, and Dawn: "yeah go on, I'll do the Millers
MAN run too, back from LBA by 9ish". Question (Fri 17/4, Shaz, on the desk): "who've i got on the airport runs
tmrw?" The assistant says Kev and Dawn (Dawn doing the Millers too). The label says Kev, Dawn and Raj - Raj is on
the board in memory, but he's at the mehndi.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b115_ctl_evermemos_taxi_sat_airport_drivers_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "vale-cars-drivers"
MESSAGES = [
    ("2037-04-13T18:30:00Z", "raj", "SAT 18/4 airport runs: 0400 Hendersons MAN T1 - Kev, 0430 Mrs Okafor MAN T2 - "
                                    "Kev (back to back, sorry mate), 0600 Dr Shah LBA - Dawn, 1130 the Millers MAN "
                                    "T2 - me, 7 seater"),
    ("2037-04-13T18:41:00Z", "kev", "no worries, I'll do them in the estate, Hendersons have the golf bag"),
    ("2037-04-15T11:02:00Z", "raj", "hang on - u know sat's our Amir's mehndi?? I'll be at the hall from 10 setting "
                                    "up, no phone lol. Dawn could u do the 11.30 MAN as well as ur LBA?"),
    ("2037-04-15T11:20:00Z", "dawn", "yeah go on, I'll do the Millers MAN run too, back from LBA by 9ish. I'll "
                                     "take the 7 seater then"),
    ("2037-04-15T11:22:00Z", "raj", "ur a star. keys on the hook, it's got fuel"),
    ("2037-04-16T16:45:00Z", "kev", "M62 still 50 limit j18-20 overnight, leaving 10 mins earlier for both"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "who've i got on the airport runs tmrw?"
    found = await client.v0.memories.search(extra_query={"query": "saturday airport runs drivers MAN LBA who's "
                                                                  "doing which", "top_k": 10})
    context = ["Today is Fri 17 April 2037. You are talking to Shaz, on the desk."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("SAT 18/4 airport runs" in c and "- me, 7 seater" in c for c in context), context
    assert any("Amir's mehndi" in c for c in context), context
    assert any("yeah go on" in c for c in context), context
    reply = answer(question, context, mock="Kev and Dawn. Kev's on the 4am Hendersons and the 4.30 Mrs Okafor, both "
                                           "MAN; Dawn's on the 6am Dr Shah to LBA and the 11.30 Millers to MAN in the "
                                           "7 seater (Raj is at the mehndi).")
    finish(question, expected="Kev, Dawn and Raj", actual=reply)


asyncio.run(main())
