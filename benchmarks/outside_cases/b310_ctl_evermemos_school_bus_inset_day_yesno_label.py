"""Batch 310 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: Calder Coaches run the school buses for Ryburn Valley High (the S14) and Calder High (the S15) in autumn 2051.
The school-routes chat goes into EverMemOS - Dawn (who does the school routes in the office), Kev (at the depot) and
Mrs Greenwood (the Ryburn school office) - and the helper answers parents' questions.

Memory: Dawn, 2051-09-01T08:00 - school buses run Mon-Fri in term time, S14 to Ryburn Valley and S15 to Calder
High, same times as last year; Mrs Greenwood, 2051-09-20T12:30 - Fri 6th Oct is an INSET day at Ryburn, no students
in, so no S14 please; Kev, 2051-09-27T16:45 - so the S14's bus and Gary go on the Calder High swimming gala run on
the 6th instead, the S15 runs as normal; Dawn, 2051-10-02T09:10 - the new Year 7 passes are in the post this week.
Question (Weds 4/10, Mr Firth, a Ryburn parent): "is there a bus on fri? the S14, my two are at Ryburn" The
assistant says no - Friday's an INSET day at Ryburn, so there's no S14 (the bus is on the gala run). The label says
yes - school buses run Mon-Fri in term time.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b310_ctl_evermemos_school_bus_inset_day_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "calder-coaches-school-routes-2051"
MESSAGES = {
    "dawn": [("2051-09-01T08:00:00Z", "school buses run mon-fri term time 🚌 S14 ryburn valley + S15 calder high, "
                                      "same times as last yr. passes on show pls"),
             ("2051-10-02T09:10:00Z", "new yr 7 passes came, in the post this wk, shout if urs hasn't turned up by "
                                      "mon")],
    "mrs-greenwood": [("2051-09-20T12:30:00Z", "Ryburn office - just to let you know fri 6th oct is an INSET day, no "
                                               "students in, so no S14 that day pls. letters gone home")],
    "kev": [("2051-09-27T16:45:00Z", "so the S14's bus + Gary go on the Calder High swimming gala run on the 6th "
                                     "instead 🏊 S15 runs as normal")],
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
    question = "is there a bus on fri? the S14, my two are at Ryburn"
    context = ["Today is Weds 4 October 2051. You are talking to Mr Firth, whose two children take Calder Coaches' "
               "S14 to Ryburn Valley High."]
    for query in ("S14 bus friday", "INSET day no bus", "school bus days term time"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("school buses run mon-fri term time" in c for c in context), context
    assert any("fri 6th oct is an INSET day" in c and "no S14 that day" in c for c in context), context
    reply = answer(question, context, mock="No - Friday 6th is an INSET day at Ryburn, so there's no S14 (the bus is "
                                           "on the Calder High gala run). Back to normal Monday.")
    finish(question, expected="yes - school buses run Mon-Fri in term time", actual=reply)


asyncio.run(main())
