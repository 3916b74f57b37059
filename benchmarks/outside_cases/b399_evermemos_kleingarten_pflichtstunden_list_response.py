"""Batch 399 (held out). A Schrebergarten association's board notes in Leipzig: EverMemOS async client (offline
stand-in), asyncio - each Vorstand member's messages written by their own task (gathered), then the question's
searches; the answer call has who has since done their hours in its context and gives the September list.

App: the Kleingartenverein "Erlengrund" e.V. in Leipzig - every Parzelle owes 10 Pflichtstunden (Gemeinschaftsarbeit)
a year, until 31.10.; for every hour not done the Verein bills 15,00 € Ersatzgeld. The Vorstand's chat (English,
German words mixed in) goes into EverMemOS - Uwe (Kassenwart), Heike (Schriftführerin) and Klaus (Vorsitzender) - and
the helper answers from it.

Planted fault (ResponseError, ignored sufficient context): the context has Uwe's 2051-09-18T19:00 message - still
missing Pflichtstunden: Parz. 6 (4 of 10), 12 (0), 17 (2), 23 (0), 40 (5); Heike's 2051-10-02T17:45 message -
Parz. 17 and 40 did their Stunden at the Heckenschnitt Sa 30.09. (8 and 5 Std), she signed the Stundenzettel; Klaus's
2051-10-09T20:10 message - Parz. 6 paid the 6 missing Stunden in cash, 90,00 € to Uwe, and the Herbst-Arbeitseinsatz
is Sa 21.10.; Heike's 2051-10-23T09:15 message - 26 people at the Herbsteinsatz, Laub and Wasser ab done. Question
(Do 02.11., Uwe): "which Parzellen get the Ersatzgeld-Rechnung for the Pflichtstunden? I write them tonight" ->
expected Parz. 12 and Parz. 23 (10 Stunden each, 150,00 € each). The model lists Parz. 6, 12, 17, 23 and 40.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the September list and
the messages that clear Parz. 17, 40 and 6 are all in the context the model was given, and it answered from the
September list. Asserted: the context has all three.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b399_evermemos_kleingarten_pflichtstunden_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kgv-erlengrund-vorstand-2051"
MESSAGES = {
    "uwe": [("2051-09-18T19:00:00Z", "Pflichtstunden 2051 Stand 18.09. (Soll 10 Std per Parzelle): still missing Parz. "
                                     "6 (has 4 of 10), Parz. 12 (0), Parz. 17 (2), Parz. 23 (0), Parz. 40 (5). Until "
                                     "31.10., after that Ersatzgeld 15,00 € per missing Stunde, like every year")],
    "heike": [("2051-10-02T17:45:00Z", "Parz. 17 + Parz. 40 did their Stunden at the Heckenschnitt Sa 30.09., 8 and 5 "
                                       "Std, I signed the Stundenzettel, so both are complete now 👍"),
              ("2051-10-23T09:15:00Z", "Herbsteinsatz Sa 21.10.: 26 people, Laub is weg, Wasser ab is done, thanks "
                                       "to all!! Glühwein was a good idea 😄")],
    "klaus": [("2051-10-09T20:10:00Z", "Parz. 6 paid the 6 missing Stunden in cash, 90,00 € to Uwe, is in the Kasse. "
                                       "Reminder Herbst-Arbeitseinsatz Sa 21.10. 9 Uhr, Laub + Wasser ab")],
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
    question = "which Parzellen get the Ersatzgeld-Rechnung for the Pflichtstunden? I write them tonight"
    context = ["Today is Do 02.11.2051. You are talking to Uwe, Kassenwart of the Kleingartenverein Erlengrund e.V., "
               "Leipzig."]
    for query in ("Pflichtstunden missing Parzellen", "Stunden done Heckenschnitt", "Ersatzgeld paid"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("still missing Parz. 6 (has 4 of 10), Parz. 12 (0), Parz. 17 (2)" in c for c in context), context
    assert any("Parz. 17 + Parz. 40 did their Stunden at the Heckenschnitt" in c for c in context), context
    assert any("Parz. 6 paid the 6 missing Stunden in cash" in c for c in context), context
    with fault():
        reply = answer(f"(Uwe) {question}", context,
                       mock="Parz. 6, 12, 17, 23 and 40 - they were all still short of their 10 Stunden.")
    finish(question, expected="Parz. 12 and Parz. 23 - 10 Stunden each, 150,00 € each; 17 and 40 did their hours at "
                              "the Heckenschnitt, 6 paid cash", actual=reply)


asyncio.run(main())
