"""Batch 347 (held out). A triathlon squad's group chat: EverMemOS async client (offline stand-in), asyncio - each
member's messages written by their own task (gathered), then the question's searches; the answer call has the
moved swim in its context and counts "the day after tomorrow" from the wrong day.

App: Curl Curl Tri Squad (Sydney's northern beaches) train for the Port Macquarie 70.3 in November 2050. The squad's
chat goes into EverMemOS - Sam (the coach) and the athletes, Tash and Jono - and the helper answers the athletes'
questions. Each message starts with the day it was sent, as they type it.

Planted fault (ResponseError, ignored sufficient context): Sam's message of Mon 31 Oct puts this week's open water
swim on Thursday, 6am at Shelly Beach, 1.5k in wetsuits. Tash's Tue 1/11 message is her pool set. Sam's Wed 2 Nov
message says the surf's forecast at 2.5m for Thursday so the OWS is the day after tomorrow instead, same 6am, same
1.5k, Shelly, and Thursday becomes a 5:30 pool session. Jono's Thu 3/11 message is about a torn wetsuit. Question
(Thu 3 Nov, evening, Tash): "when's the open water swim now? thurs got changed hey" -> expected Friday 4 November,
6am at Shelly Beach (the day after tomorrow from Wed 2 Nov). The model counts from today and says Saturday 5 November.

Why the expected answer: "the day after tomorrow" in a message sent Wed 2 Nov is Fri 4 Nov, not two days after the
question's Thursday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has Sam's Wed 2 Nov message with its day, and the model resolved its "day after tomorrow" against the
question's date instead. Asserted: the context has the Mon 31 Oct Thursday plan and the Wed 2 Nov change.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b347_evermemos_triathlon_open_water_swim_when_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "curl-curl-tri-squad-2050"
MESSAGES = {
    "sam": [("2050-10-31T19:00:00Z", "Mon 31 Oct - OWS this wk is thurs 6am at Shelly Beach 🌊 1.5k, wetsuits on, bring "
                                     "a bright cap. coffee after at the kiosk"),
            ("2050-11-02T18:20:00Z", "Wed 2 Nov - change of plan, surf's forecast 2.5m thurs 😬 so OWS is the day after "
                                     "tomorrow instead, same 6am, same 1.5k, Shelly. thurs becomes a pool session 5:30 "
                                     "at the aquatic centre")],
    "tash": [("2050-11-01T07:30:00Z", "Tue 1/11 - 10x100 @ 1:40 done, held 1:36s, shoulder fine 🙌")],
    "jono": [("2050-11-03T06:40:00Z", "Thu 3/11 - anyone got a spare 2XL wetsuit for port mac? mine's torn at the "
                                      "shoulder, legend if so")],
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
    question = "when's the open water swim now? thurs got changed hey"
    context = ["Today is Thu 3 November 2050 (evening). You are talking to Tash, an athlete in Curl Curl Tri Squad."]
    for query in ("open water swim", "OWS Shelly Beach", "change of plan swim"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) and text_of(m) not in context:
                context.append(text_of(m))
    assert any("OWS this wk is thurs 6am at Shelly Beach" in c for c in context), context
    assert any(c.startswith("Wed 2 Nov") and "OWS is the day after tomorrow instead" in c for c in context), context
    with fault():
        reply = answer(f"(Tash) {question}", context,
                       mock="It's the day after tomorrow now - Saturday 5 November, same 6am at Shelly Beach, 1.5k in "
                            "wetsuits.")
    finish(question, expected="Friday 4 November, 6am at Shelly Beach - Sam's Wed 2 Nov message moved it to the day "
                              "after tomorrow", actual=reply)


asyncio.run(main())
