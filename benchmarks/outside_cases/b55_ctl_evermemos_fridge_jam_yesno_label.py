"""Batch 55 (held out), control. A community fridge's volunteers' group chat: EverMemOS (async client, offline
stand-in of tests/instrumentations), asyncio, script style (each call its own trace).

App: the volunteers of the Hollybrook Community Fridge (Jo coordinates; Bev, Hamid, Sam, Priti do the checks and
pick-ups) chat about what can go in. The chat goes into EverMemOS (``memories.add`` per message, group
"hollybrook-fridge"); the assistant answers from a search. The fridge's house rules say nothing homemade, only
sealed shop-bought food. Mrs Todd, who has her food hygiene level 2 from the school kitchen, labels her jam with
ingredients and the date; Jo asked the council's environmental health officer, who said sealed, labelled jars from
someone with the certificate are fine for a community fridge.

No fault planted. Question (Sat 12/9, a new volunteer on the shelf): "can we put Mrs Todd's jam out?" The model
answers yes, right per memory. The label says no, nothing homemade, as the house rules do. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b55_ctl_evermemos_fridge_jam_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hollybrook-fridge"
MESSAGES = [
    ("2026-07-02T18:10:00Z", "jo", "house rules reminder: NOTHING homemade, only sealed shop-bought, in date (use "
                                   "by = that day latest), no alcohol, no raw meat/fish. laminated copy on the door"),
    ("2026-08-19T09:05:00Z", "bev", "Mrs Todd (the old dinner lady) has left 8 jars of strawberry jam on the porch "
                                    "step, put them in the office for now, didn't know what to do"),
    ("2026-08-19T10:40:00Z", "jo", "she's got her food hygiene level 2 from the school kitchen, jars sealed + "
                                   "labelled w ingredients + date made. I've emailed the council EHO to ask"),
    ("2026-08-27T14:22:00Z", "jo", "EHO lady (Karen) rang back - sealed + labelled jars from someone w the "
                                   "certificate are fine for a community fridge, keep a note of who made them. so "
                                   "Mrs Todd's jam can go on the shelf, I've written it in the book"),
    ("2026-09-01T19:30:00Z", "sam", "Co-op moved to tues eves btw, Priti + me doing it"),
    ("2026-09-05T11:15:00Z", "hamid", "someone left a homemade lasagne in the fridge sat am, binned it, no label, "
                                      "sorry!"),
    ("2026-09-10T08:45:00Z", "priti", "Mrs Todd dropped another 6 jars (blackcurrant this time), in the office"),
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
    question = "can we put Mrs Todd's jam out?"
    found = await client.v0.memories.search(extra_query={"query": "Mrs Todd jam homemade shelf rules EHO",
                                                         "top_k": 12})
    context = ["Today is Sat 12 September 2026."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("NOTHING homemade" in c for c in context), context
    assert any("Mrs Todd's jam can go on the shelf" in c for c in context), context
    reply = answer(question, context, mock="Yes - the council's environmental health officer said her sealed, "
                                           "labelled jars are fine. Just note who made them in the book.")
    finish(question, expected="no, nothing homemade goes in", actual=reply)


asyncio.run(main())
