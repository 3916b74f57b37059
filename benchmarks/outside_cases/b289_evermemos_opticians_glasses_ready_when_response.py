"""Batch 289 (held out). An opticians practice: EverMemOS async client (offline stand-in), asyncio - each member of
staff's messages written by their own task (gathered), then the question's searches; the answer call has the lab's
delay in its context and gives the first date.

App: Northgate Eyecare in Elland keep the staff chat in EverMemOS - Dawn (reception), Raj (the optometrist) and
Sanjay (the practice manager) - and the front-desk helper answers patients' calls from it.

Planted fault (ResponseError, ignored sufficient context): the chat has Dawn's 2051-02-03T10:15 message - Mr
Lister's varifocals are ordered, the lab says 7-10 working days, so about the 14th, told him they'd ring; Raj's
2051-02-07T16:40 message - the lab rang, Mr Lister's lenses failed QC (the axis on the left was out), they're
remaking them, so more like the 21st now, he's texted him and said sorry; Dawn's 2051-02-08T09:05 message - Mrs
Booth's contact lenses are in; Sanjay's 2051-02-09T17:30 message - stock take Saturday. Question (Mon 13/2, Mr
Lister on the phone): "when will my glasses be ready? could I pop in for them on the 14th when I'm in town" ->
expected about the 21st - the lenses failed the lab's checks and are being remade, so not the 14th. The model says
about the 14th, so tomorrow's fine.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the messages the model
was given have the lab's remake and "more like the 21st now", and the model gave the first estimate. Asserted: the
context has both Dawn's "about the 14th" and Raj's "more like the 21st".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b289_evermemos_opticians_glasses_ready_when_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "northgate-eyecare-staff-2051"
MESSAGES = {
    "dawn": [("2051-02-03T10:15:00Z", "Mr Lister's varifocals ordered 🤓 lab says 7-10 working days so about the "
                                      "14th, told him we'd ring when they're in"),
             ("2051-02-08T09:05:00Z", "Mrs Booth's CLs are in, 3 month supply of the dailies, she's coming fri")],
    "raj": [("2051-02-07T16:40:00Z", "lab rang - Mr Lister's lenses failed QC, the axis on the left was out 🙄 "
                                     "they're remaking them so more like the 21st now. I've texted him + said sorry")],
    "sanjay": [("2051-02-09T17:30:00Z", "stock take sat after close, pizza on me 🍕 pls don't leave frames on the "
                                        "trays")],
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
    question = "when will my glasses be ready? could I pop in for them on the 14th when I'm in town"
    context = ["Today is Mon 13 February 2051. You are talking to Mr Lister, a patient of Northgate Eyecare, on the "
               "phone."]
    for query in ("Mr Lister glasses ready", "varifocals from the lab", "lenses remade"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("lab says 7-10 working days so about the 14th" in c for c in context), context
    assert any("failed QC" in c and "more like the 21st now" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="They should be ready about the 14th, Mr Lister - so yes, pop in "
                                               "tomorrow when you're in town.")
    finish(question, expected="about the 21st - the lenses failed the lab's checks and are being remade, so not the "
                              "14th", actual=reply)


asyncio.run(main())
