"""Batch 369 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's radio / group-chat messages written by their own task (gathered), then the question's
search.

App: Kooringal Station musters its Bore paddock steers for a feedlot buyer. The station's radio and group-chat lines
go into EverMemOS - Rob (the head stockman), Col (the chopper pilot) and Kerry (the bookkeeper) - and the helper
answers the station's questions.

Memory: Rob, 2051-03-06T19:00 - Bore paddock muster Mon 27/3, trucks Thu 30th to Baldry's feedlot; Col,
2051-03-09T07:30 - he can do 5 hrs on the Bore paddock at $420/hr, ring the night before; Rob, 2051-03-14T18:30 -
Baldry's want the steers by the 24th now, so the Bore paddock's coming forward to this Fri, trucks Mon, Col's
sorted; Kerry, 2051-03-15T09:10 - Barry's 2 decks moved to Mon 20/3. Question (Wed 15/3, Maureen the cook): "what day's
the Bore paddock muster now? doing the cut lunches + smoko for the yards" The assistant says this Friday, the 17th
(brought forward from Mon 27/3 for Baldry's). The label says Monday 27th.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b369_ctl_evermemos_muster_bore_paddock_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kooringal-station-muster-2051"
MESSAGES = {
    "rob": [("2051-03-06T19:00:00Z", "MUSTER 🐂 Bore paddock Mon 27/3, saddle up 0500, trucks Thu 30th to Baldry's "
                                     "feedlot, about 140 head of steers"),
            ("2051-03-14T18:30:00Z", "Base, Rob. Baldry's want the steers by the 24th now so we're bringing the Bore "
                                     "paddock fwd to this Fri, trucks Mon. Col's sorted, over")],
    "col": [("2051-03-09T07:30:00Z", "can do 5 hrs on the Bore paddock @ $420/hr, ring me the night b4, I'll land at "
                                     "the Bore yards")],
    "kerry": [("2051-03-15T09:10:00Z", "Barry's 2 decks moved to Mon 20/3 for Baldry's, 0800 at the Bore yards, no "
                                       "worries")],
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
    question = "what day's the Bore paddock muster now? doing the cut lunches + smoko for the yards"
    context = ["Today is Wed 15 March 2051. You are talking to Maureen, the cook on Kooringal Station."]
    for query in ("Bore paddock muster day", "muster brought forward", "trucks to Baldry's"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Bore paddock Mon 27/3" in c for c in context), context
    assert any("bringing the Bore paddock fwd to this Fri" in c for c in context), context
    reply = answer(question, context, mock="This Friday, the 17th - Rob brought it forward from Mon 27/3 because "
                                           "Baldry's want the steers by the 24th. Saddle up's 0500.")
    finish(question, expected="Monday 27th", actual=reply)


asyncio.run(main())
