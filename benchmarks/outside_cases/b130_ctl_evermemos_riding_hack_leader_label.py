"""Batch 130 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: the Meadowbank Riding School staff group chat (Kath, who runs the yard; Megan and Lou, the instructors) goes
into EverMemOS; the helper answers clients' and parents' questions from a search of it.

Memory: Kath, Mon 1 Jun: Sunday hack on the 7th - Megan leading, 6 booked, out at 10 via the bridleway to the
reservoir, back by half 12; Megan, Thu 4th: done my wrist at the county show, in a splint for a fortnight, sorry
all; Lou, same evening: I'll take the sunday lot out, Megan can do the tack and the teas from the yard; Kath: the
hay's in; Lou: hats and hi-vis for everyone on the road bit. Question (Fri 5/6, a parent, Mrs Dean): "who's taking the
hack out on sunday? Amelia wants to know" The assistant says Lou (Megan's hurt her wrist). The label says Megan - in
memory, the leader Kath put down before Megan's fall.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b130_ctl_evermemos_riding_hack_leader_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "meadowbank-staff"
MESSAGES = [
    ("2037-06-01T08:10:00Z", "kath", "sun hack 7th - Megan leading, 6 booked, out at 10 via the bridleway up to the "
                                     "reservoir, back by half 12. £35 each"),
    ("2037-06-02T18:45:00Z", "kath", "hay's in, 80 bales, end barn. ta Pete"),
    ("2037-06-04T21:02:00Z", "megan", "Meg here - done my wrist at the county show 🙄 in a splint for a "
                                      "fortnight, sorry all"),
    ("2037-06-04T21:30:00Z", "lou", "oh no Meg!! Lou here, I'll take the sunday lot out, you do tack + teas from "
                                    "the yard x"),
    ("2037-06-05T07:15:00Z", "lou", "hats + hi-vis for everyone for the road bit sun pls, no exceptions"),
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
    question = "who's taking the hack out on sunday? Amelia wants to know"
    found = await client.v0.memories.search(extra_query={"query": "sunday hack leading take out who wrist",
                                                         "top_k": 10})
    context = ["Today is Fri 5 June 2037. You are talking to Mrs Dean, whose daughter Amelia rides at Meadowbank."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Megan leading" in c for c in context), context
    assert any("I'll take the sunday lot out" in c for c in context), context
    reply = answer(question, context, mock="Lou - Megan's hurt her wrist, so Lou's leading Sunday's hack, out at 10.")
    finish(question, expected="Megan", actual=reply)


asyncio.run(main())
