"""Batch 23 (held out), control. A language-exchange meetup's group chat: EverMemOS async client (offline stand-in
of tests/instrumentations), asyncio, one root span per message.

App: the organisers' and members' chat of the Leicester Language Swap goes into EverMemOS (``memories.add`` per
message, group "langswap-chat"); the organiser's assistant answers from a search. On Mon 2/3 Nadia posts the spring
pairs, Yuki (Japanese, learning Spanish) with Marco (lived in Madrid, learning Japanese). On Fri 20/3 Yuki writes
"Marco's lovely but he's on nights at the hospital till June, we've managed one coffee in 3 wks. Lucía's learning
Japanese for her Osaka trip and she's free Thursdays - we've done 2 sessions at Bru already and it just works".

No fault planted. Question (Wed 25/3): "Who's Yuki swapping with, Marco or Lucía?" The model answers Lucía, right per
memory. The label says Marco, the partner first posted. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b23_ctl_evermemos_langswap_yuki_partner_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "langswap-chat"
MESSAGES = [
    ("2026-03-02T19:05:00Z", "nadia", "Spring pairs!! Yuki + Marco (JP/ES), Tom + Amira (EN/AR), Pierre + Sanjay "
                                      "(FR/HI), Gosia + Dan (PL/EN). Meet your partner at least every other wk pls"),
    ("2026-03-02T19:30:00Z", "marco", "Hi Yuki! I lived in Madrid 6 yrs so Spanish is fine, my Japanese is "
                                      "konnichiwa level lol"),
    ("2026-03-04T21:10:00Z", "lucia", "Anyone doing Japanese?? going to Osaka in Sept and I know nothing"),
    ("2026-03-11T20:45:00Z", "nadia", "Reminder: social at Kayal Fri 27/3 7.30, 16 booked, shout if you want in"),
    ("2026-03-18T22:02:00Z", "tom", "Amira and me did 2 hrs at the library cafe, my Arabic alphabet is getting there"),
    ("2026-03-20T12:15:00Z", "yuki", "Marco's lovely but he's on nights at the hospital till June, we've managed one "
                                     "coffee in 3 wks. Lucía's learning Japanese for her Osaka trip and she's free "
                                     "Thursdays - we've done 2 sessions at Bru already and it just works"),
    ("2026-03-20T12:40:00Z", "lucia", "Yes!! Yuki is the best teacher, I can order ramen now. Thursdays 6pm at Bru"),
    ("2026-03-21T09:00:00Z", "marco", "Sorry Yuki - the rota is killing me. Have fun you two, I'll come back in the "
                                      "summer"),
    ("2026-03-23T18:30:00Z", "nadia", "Pierre + Sanjay can't find a time, anyone free Sat mornings for French?"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"msg-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "Who's Yuki swapping with, Marco or Lucía?"
    with turn_span("question Wed 25/3"):
        found = await client.v0.memories.search(extra_query={"query": "Yuki Marco Lucía partner pairs Japanese "
                                                                      "sessions Thursdays", "top_k": 10})
        context = ["Today is Wed 25/3/26."] + [text_of(m) for m in found.result.memories]
        assert any("Yuki + Marco (JP/ES)" in c for c in context), context
        assert any("we've done 2 sessions at Bru already" in c for c in context), context
        reply = answer(question, context, mock="Lucía - Marco's on hospital nights till June, so Yuki and Lucía have "
                                               "been meeting Thursdays at 6 at Bru.")
    finish(question, expected="Marco (the spring pairing, JP/ES)", actual=reply)


asyncio.run(main())
