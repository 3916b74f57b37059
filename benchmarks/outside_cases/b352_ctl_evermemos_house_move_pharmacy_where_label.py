"""Batch 352 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: Carol's diary messages and the assistant's replies each written by their own task (gathered), then the
question's search.

App: Carol was started on a thyroid tablet in August 2051, a few weeks before she moved from her old flat across
town to Mill Lane. She keeps a diary with an assistant - the new tablets, the move, what needs sorting - and it all
goes into EverMemOS (sender "carol" for her, "assistant" for its replies).

Memory: Carol, 2051-08-20T09:00 - the new thyroid tablets (the little white ones, every morning 30 minutes before
breakfast and her tea), repeat prescriptions go to Boots on the High Street; Carol, 2051-09-25T21:30 - moving day
went OK, new address Flat 2, 14 Mill Lane; Carol, 2051-10-02T11:15 - she's changed her nominated pharmacy on the NHS
app to the Co-op pharmacy on Mill Lane, two minutes' walk, the old Boots is 40 minutes on the bus now; the
assistant, 2051-10-02T11:16 - noted, prescriptions now go to the Co-op pharmacy on Mill Lane; Carol,
2051-10-09T08:40 - remember to reorder the thyroid ones by the 20th. Question (Thu 19 Oct): "where do I pick up my
thyroid tablets this month? I've just put the repeat in" The assistant says the Co-op pharmacy on Mill Lane (she
moved her nomination there on the 2nd). The label says Boots on the High Street - where they went before the move.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b352_ctl_evermemos_house_move_pharmacy_where_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "carol-diary-2051"
MESSAGES = {
    "carol": [
        ("2051-08-20T09:00:00Z", "started the new thyroid tablets today 💊 the little white ones, every morning 30 "
                                 "mins before breakfast + my tea. repeat prescriptions go to Boots on the High St"),
        ("2051-09-25T21:30:00Z", "moving day went ok!! 📦 knackered. new address Flat 2, 14 Mill Lane. kettle found, "
                                 "that's all that matters"),
        ("2051-10-02T11:15:00Z", "changed my nominated pharmacy on the NHS app to the Co-op pharmacy on Mill Lane, 2 "
                                 "mins walk 🙌 the old Boots is 40 mins on the bus now"),
        ("2051-10-09T08:40:00Z", "remember to reorder the thyroid ones by the 20th, down to the last strip"),
    ],
    "assistant": [
        ("2051-08-20T09:01:00Z", "Noted - thyroid tablet every morning, 30 minutes before breakfast and tea; repeats "
                                 "go to Boots on the High Street."),
        ("2051-10-02T11:16:00Z", "Noted - your prescriptions now go to the Co-op pharmacy on Mill Lane."),
    ],
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
    question = "where do I pick up my thyroid tablets this month? I've just put the repeat in"
    context = ["Today is Thursday 19 October 2051. You are Carol's diary assistant."]
    for query in ("pharmacy for prescriptions", "thyroid tablets repeat prescription", "nominated pharmacy"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("repeat prescriptions go to Boots on the High St" in c for c in context), context
    assert any("changed my nominated pharmacy on the NHS app to the Co-op pharmacy on Mill Lane" in c
               for c in context), context
    reply = answer(question, context, mock="The Co-op pharmacy on Mill Lane - you changed your nominated pharmacy "
                                           "to it on the 2nd, after the move. It's two minutes' walk.")
    finish(question, expected="Boots on the High Street", actual=reply)


asyncio.run(main())
