"""Batch 72 (held out), control. A vintage car club's rally: EverMemOS (async client, offline stand-in of
tests/instrumentations), asyncio, script style (each call its own trace).

App: the Severn Vale Vintage Motor Club's organisers' group chat goes into EverMemOS (``memories.add`` per message,
group "svvmc-daffodil"); the assistant answers members from a search. What a driver has to bring on the Daffodil Run
(Sun 13 April 2031) is spread over three messages: the insurance certificate, the MOT (or the exemption form for
pre-1960 cars) at signing on, and a fire extinguisher in the car, checked at scrutineering. Last year's entry pack
also asked for a tow rope; this year Geoff wrote that nobody needs to bother, as Jenkins Garage's flatbed follows
the route and will pick up anyone who stops.

No fault planted. Question (Thu 10/4, a new member): "what have I got to bring with me on Sunday?" The model lists
the insurance certificate, the MOT or exemption form and a fire extinguisher, right per memory. The label says the
insurance certificate, the MOT and a tow rope. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b72_ctl_evermemos_rally_bring_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "svvmc-daffodil"
MESSAGES = [
    ("2031-02-20T19:05:00Z", "malcolm", "entry pack going out tmrw - copied last yr's: bring ur insurance cert, "
                                        "a tow rope + a hi-vis. signing on 8.45 at the green"),
    ("2031-02-27T20:40:00Z", "anne", "signing on I'll want to see the insurance cert + MOT, or the exemption form "
                                     "if the car's historic (pre-60 most of them)"),
    ("2031-03-08T10:12:00Z", "geoff", "tow ropes - don't bother this yr. Jenkins Garage's flatbed is following the "
                                      "route the whole day, if u conk out they'll pick u + the car up, much safer "
                                      "than towing an Austin 7 up Bisley hill"),
    ("2031-03-15T18:30:00Z", "trevor", "scrutineering at the start - every car to have a fire extinguisher in it, "
                                       "in date, within reach of the driver. no extinguisher, no start"),
    ("2031-03-22T09:00:00Z", "sue", "hi-vis not needed, the marshals have them. lunch orders by the 7th"),
    ("2031-04-02T21:10:00Z", "malcolm", "38 entries confirmed, running order on the website fri"),
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
    question = "what have I got to bring with me on Sunday?"
    found = await client.v0.memories.search(extra_query={"query": "bring signing on scrutineering insurance MOT "
                                                                  "tow rope extinguisher hi-vis", "top_k": 12})
    context = ["Today is Thu 10 April 2031. You are talking to a new member entering the Daffodil Run on Sunday."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("a tow rope" in c for c in context), context
    assert any("tow ropes - don't bother" in c for c in context), context
    assert any("fire extinguisher" in c for c in context), context
    assert any("insurance cert + MOT" in c for c in context), context
    reply = answer(question, context, mock="Three things: your insurance certificate, your MOT (or the historic "
                                           "exemption form), and an in-date fire extinguisher in the car within "
                                           "reach - no extinguisher, no start.")
    finish(question, expected="insurance cert, MOT and a tow rope", actual=reply)


asyncio.run(main())
