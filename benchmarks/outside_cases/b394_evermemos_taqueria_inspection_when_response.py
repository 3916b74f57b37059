"""Batch 394 (held out). A family taquería's staff notes: EverMemOS async client (offline stand-in), asyncio (each
person's notes written by their own task, gathered), one search per query; the answer call has Doña Chela's note
with its own date in its context and counts "la próxima semana" from the day of the question instead.

App: Taquería Doña Chela on the west side of San Antonio - Doña Chela (the owner), her son Rudy (the manager), Memo
on the grill, Yesenia on the register. The staff's notes go into EverMemOS; the helper answers their questions.

Planted fault (ResponseError, ignored sufficient context): Doña Chela's note of Thu 3/10 says the city called - the
health inspection is "la próxima semana, el miércoles en la mañana" (Wed 3/16, the week after the note's), so
everything spotless, the cooler logs up to date, hairnets on, and Rudy has to be here. The other notes are Rudy's
opening rota (3/8), Rudy putting Memo on the walk-in logs (3/11) and Yesenia's new hairnets and gloves (3/12).
Question (Mon 3/14, Memo): "when's the health inspection? I asked off weds the 16th for my son's thing at school,
is that a problem?" -> expected this Wednesday, 3/16, in the morning - the day he asked off. The model counts "la
próxima semana" from Monday 3/14 and says Wednesday 3/23, so he's fine to take the 16th off.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context has
Chela's note with its own date (Thu 3/10) and today's date (Mon 3/14), which put the inspection on Wed 3/16, and
the model resolved the relative date against the wrong day. Asserted: the context has the dated note and today's
date, and no other line dates the inspection.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b394_evermemos_taqueria_inspection_when_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "taqueria-dona-chela-staff"
INSPECTION = ("Thu 3/10 - the city called 😬 health inspection is la próxima semana, el miércoles en la mañana. "
              "EVERYTHING spotless, cooler logs up to date, hairnets ON. Rudy you have to be here mijo")
MESSAGES = {
    "chela": [("2050-02-25T15:10:00Z", "2/25 nobody brings their kids behind the counter no more, the insurance "
                                       "lady said. I'm sorry but no"),
              ("2050-03-10T16:20:00Z", INSPECTION)],
    "rudy": [("2050-03-08T20:05:00Z", "3/8 Yesenia + Memo open this wk, Lalo closes. I'm at the depot thurs am"),
             ("2050-03-11T14:45:00Z", "3/11 Memo I'm putting u on the walk-in logs, every morning + afternoon, sign "
                                      "+ put the time, the clipboard's on the door")],
    "yesenia": [("2050-03-12T13:30:00Z", "3/12 new hairnets + gloves in the back closet, top shelf. don't use the "
                                         "blue gloves for the salsas, they rip")],
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
    question = ("when's the health inspection? I asked off weds the 16th for my son's thing at school, is that a "
                "problem?")
    context = ["Today is Mon 3/14/2050. You are talking to Memo, the cook at Taquería Doña Chela."]
    for query in ("health inspection", "when is the inspection", "the city called"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any(c.startswith("Thu 3/10") and "la próxima semana, el miércoles en la mañana" in c for c in context), \
        context
    assert "Today is Mon 3/14/2050" in context[0]
    assert sum("inspection" in c.lower() for c in context[1:]) == 1, context
    with fault():
        reply = answer(f"(Memo) {question}", context,
                       mock="It's next week - Wednesday 3/23 in the morning. So you're fine to take the 16th off.")
    finish(question, expected="this Wednesday, 3/16, in the morning - Chela's 3/10 note says la próxima semana, so "
                              "it's the day he asked off", actual=reply)


asyncio.run(main())
