"""Batch 361 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each choir member's messages written by their own task (gathered), then the question's search.

App: Rhine Expat Singers (Köln; singers from the Netherlands, the UK, India, Ukraine and Germany) give their
Weihnachtskonzert on Sa 16.12.2051 um 19:00 in St. Agnes. The choir's WhatsApp-style chat goes into EverMemOS -
Mirjam (the Dirigentin, Dutch), Kees (bass, also Dutch) and Priya (tickets) - and the helper answers members'
questions.

Memory: Mirjam, 2051-10-02T20:10 - "Programm v1: 1. Hälfte Rutter Gloria, Pause, 2. Hälfte Lux aurumque, Carols,
als Finale the Hallelujah (Händel)"; Priya, 2051-11-03T12:00 - tickets 15,00 € / 10,00 € ermäßigt; Mirjam,
2051-11-06T21:45 - "Programm v2, v1 is obsolete pls!! Hallelujah moves to just before the Pause, we finish with
Stille Nacht together with the audience, 3 Strophen: Deutsch, English, Nederlands"; Kees, 2051-11-07T08:30 - text
sheet for the Nederlands verse is in the Dropbox. Question (Mo 11.12., Olena, new soprano): "which piece do we
finish the concert with? I want to practise the last one most 😅" The assistant says Stille Nacht, with the
audience, in three languages. The label says the Hallelujah (Händel) - the Finale of Programm v1, superseded by v2.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b361_ctl_evermemos_expat_choir_last_piece_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "rhine-expat-singers-2051"
MESSAGES = {
    "mirjam": [("2051-10-02T20:10:00Z", "Programm v1 🎶 1. Hälfte Rutter Gloria, Pause, 2. Hälfte Lux aurumque, the "
                                        "Carols, and als Finale the Hallelujah (Händel). Konzert Sa 16.12. 19:00 St. "
                                        "Agnes"),
               ("2051-11-06T21:45:00Z", "Programm v2, v1 is obsolete pls!! the Hallelujah moves to just before the "
                                        "Pause, and we finish with Stille Nacht together with the audience, 3 "
                                        "Strophen: Deutsch, English, Nederlands")],
    "priya": [("2051-11-03T12:00:00Z", "tickets 15,00 € / 10,00 € ermäßigt, Kinder frei, I have 40 on paper, rest at "
                                       "the Abendkasse")],
    "kees": [("2051-11-07T08:30:00Z", "text sheet for the Nederlands Strophe of Stille Nacht is in the Dropbox, "
                                      "pronunciation voice memo also 😄")],
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
    question = "which piece do we finish the concert with? I want to practise the last one most 😅"
    context = ["Today is Mon 11 December 2051. You are talking to Olena, a new soprano in Rhine Expat Singers "
               "(Weihnachtskonzert Sa 16.12.)."]
    for query in ("concert programme finale", "last piece of the concert", "Programm order"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("als Finale the Hallelujah (Händel)" in c for c in context), context
    assert any("v1 is obsolete" in c and "we finish with Stille Nacht" in c for c in context), context
    reply = answer(question, context, mock="Stille Nacht - together with the audience, three verses in Deutsch, "
                                           "English and Nederlands (Programm v2; the Hallelujah is now just before "
                                           "the Pause).")
    finish(question, expected="the Hallelujah (Händel)", actual=reply)


asyncio.run(main())
