"""Batch 177 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each member's messages written by their own task (gathered), then the question's search.

App: Bridgnorth Camera Club's annual exhibition is at the town library, 7th-21st November 2043, hung on Sat 31st
October. The club's exhibition chat goes into EverMemOS - Sue (exhibition secretary), Mike (does the hanging) and
Dilys (a member); the helper answers members from a search.

Memory: Sue, 2043-09-28T19:00: entries close Sat 24th Oct, max 3 prints each, £5 a print, forms to her; Sue,
2043-10-25T10:15: entries closed, 38 prints in, thanks all; Mike, 2043-10-26T21:30: walked round the library, the new
rail takes 50 easy, it'll look a bit thin with 38; Sue, 2043-10-27T08:40: ok, if anyone's got something mounted and
ready by hanging Sat (31st), bring it on the day, £5 as usual, she'll squeeze it into the catalogue; Dilys,
2043-10-27T12:00: ooh, she might do her heron one then. Question (Weds 28/10, Pat): "is it too late to put a print
in? I've got one of the Severn in the mist I'm really pleased with" The assistant says no, not too late - bring it
mounted and ready to the hanging on Sat 31st, £5. The label says yes, too late - entries closed on Sat 24th October.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b177_ctl_evermemos_photo_late_entry_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "bridgnorth-cc-expo-2043"
MESSAGES = {
    "sue": [("2043-09-28T19:00:00Z", "exhibition entries close sat 24th oct 📷 max 3 prints each, £5 a print, forms "
                                     "to me"),
            ("2043-10-25T10:15:00Z", "entries closed - 38 prints in, thanks all 😊"),
            ("2043-10-27T08:40:00Z", "ok if anyone's got something mounted + ready by hanging sat (31st) bring it on "
                                     "the day, £5 as usual, I'll squeeze it in the catalogue")],
    "mike": [("2043-10-26T21:30:00Z", "walked round the library - the new rail takes 50 easy, it'll look a bit thin "
                                      "w 38 tbh")],
    "dilys": [("2043-10-27T12:00:00Z", "ooh I migth do my heron one then 🐦")],
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
    question = "is it too late to put a print in? I've got one of the Severn in the mist I'm really pleased with"
    context = ["Today is Weds 28 October 2043. You are talking to Pat, a member of Bridgnorth Camera Club; the "
               "exhibition is hung at the library on Sat 31 October and runs 7-21 November."]
    for query in ("exhibition entries close prints", "bring a print on hanging day catalogue"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("entries close sat 24th oct" in c for c in context), context
    assert any("38 prints in" in c for c in context), context
    assert any("bring it on the day" in c for c in context), context
    reply = answer(question, context, mock="No, not too late - Sue's said bring it mounted and ready to the hanging on "
                                           "Sat 31st, £5 as usual, and she'll squeeze it into the catalogue.")
    finish(question, expected="yes, too late - entries closed on Sat 24th October", actual=reply)


asyncio.run(main())
