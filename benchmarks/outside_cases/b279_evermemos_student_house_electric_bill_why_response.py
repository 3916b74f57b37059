"""Batch 279 (held out). A student house sharing bills: EverMemOS async client (offline stand-in), asyncio - each
housemate's messages written by their own task (gathered), then the question's search; the answer call has the
real reason for the big bill in its context and gives the reason the context rules out.

App: five second-years share 17 Royal Park Terrace, Leeds, in 2050-51 - Amara, Josh, Kieran, Freya and Dev. The
electric is on a quarterly EDF bill, not a direct debit. The house group chat goes into EverMemOS and the helper
answers housemates' questions.

Planted fault (ResponseError, ignored sufficient context): the chat has Amara's 2051-01-15T20:00 message - the last
electric bill (Oct-Dec) was £168, which seemed low tbh; Josh's 2051-02-03T22:30 message - he's got a little
electric heater for his room because his radiator's broken; Kieran's 2051-03-28T18:10 message - he sent EDF an
actual meter reading for once and it turns out every bill since they moved in was an estimate, way under, so the
next one will have a catch-up on it; and Freya's 2051-04-09T19:45 message - the new bill's in, £412, it's the catch-
up from the estimates, and it's NOT Josh's heater, she checked, 2kW for about an hour a night is maybe £20 a
quarter. Question (Fri 11/4, Dev): "why's the electric so high this time?? £412 😭 is it josh's heater" -> expected
because the earlier bills were estimates that were too low, and Kieran's real meter reading brought a catch-up
(not the heater, maybe £20 of it). The model blames Josh's heater.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the estimates and the catch-up as the reason and rules the heater out, and the model gave the heater.
Asserted: the context has Kieran's estimate line and Freya's "not Josh's heater" line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b279_evermemos_student_house_electric_bill_why_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "17-royal-park-terrace"
MESSAGES = {
    "amara": [("2051-01-15T20:00:00Z", "electric's on a quarterly bill w/ EDF not DD btw. last one was £168 for oct-"
                                       "dec which seemed low tbh, I'm not complaining")],
    "josh": [("2051-02-03T22:30:00Z", "got a little electric heater for my room bc my radiator's broken (landlord's "
                                      "'on it' 🙄) don't judge me")],
    "kieran": [("2051-03-28T18:10:00Z", "sent EDF an actual meter reading for once 📸 turns out every bill since we "
                                        "moved in has been an ESTIMATE + they've been way under, so the next one's "
                                        "gonna have a catch up on it. sorry in advance")],
    "freya": [("2051-04-09T19:45:00Z", "new electric bill's in: £412 💀 it's the catch up from all the estimates. "
                                       "and b4 anyone starts it's NOT Josh's heater, I checked, it's 2kW + he has it "
                                       "on about an hour a night, that's maybe £20 a quarter"),
              ("2051-04-10T09:00:00Z", "that's £82.40 each, to Josh by the 25th")],
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
    question = "why's the electric so high this time?? £412 😭 is it josh's heater"
    context = ["Today is Fri 11 April 2051. You are talking to Dev, one of the housemates at 17 Royal Park Terrace."]
    for query in ("electric bill", "why is the bill so high", "Josh's heater"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("every bill since we moved in has been an ESTIMATE" in c for c in context), context
    assert any("it's NOT Josh's heater" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Pretty much, yeah - Josh's 2kW heater running every night since "
                                               "February is what's pushed it up to £412.")
    finish(question, expected="the earlier bills were estimates that were too low - Kieran's real meter reading "
                              "brought a catch-up; the heater's maybe £20 of it", actual=reply)


asyncio.run(main())
