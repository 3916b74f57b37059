"""Batch 148 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the organisers' chat for Heptonstall Local History Society's village history walk (Sun 14th June 2037, 2pm;
Barbara and Keith guiding, Anne on tickets) goes into EverMemOS; the helper answers them from a search of it.

Memory: Barbara, 2037-05-16T10:05: the stops - the museum, the churchyard and the old church ruins, the Cloth Hall,
the octagon chapel, Weavers' Square; Keith, 2037-06-02T18:40: the Methodists have a wedding in the octagon at 2 on
the 14th so we can't go in, and nobody wants us stood outside with 40 people while the bride turns up - he'll do
the dungeon on Northgate in that slot, the old lock-up, he has the key off the parish council; Anne,
2037-06-09T12:30: 38 tickets sold; Barbara, 2037-06-10T09:15: she's laminating the 1900 map. Question (Thu 11/6,
Anne, writing the handout): "what are the stops on the walk now? doing the handout" The assistant says the museum,
the churchyard and old church ruins, the Cloth Hall, the dungeon on Northgate and Weavers' Square. The label has the
octagon chapel in place of the dungeon - in memory, Barbara's list of 16th May.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b148_ctl_evermemos_history_walk_stops_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "heptonstall-history-walk-organisers"
MESSAGES = {
    "barbara": [("2037-05-16T10:05:00Z", "stops for the walk: the museum, churchyard + old church ruins, the Cloth "
                                         "Hall, the octagon chapel, Weavers Sq. 10 mins at each roughly"),
                ("2037-06-10T09:15:00Z", "laminating the 1900 map of the village this wk, 1 between 2")],
    "keith": [("2037-06-02T18:40:00Z", "Methodists have got a wedding in the octagon at 2 on the 14th so we cant "
                                       "go in, + nobody wants us stood outside w 40 people when the bride turns up. "
                                       "I'll do the dungeon on Northgate in that slot instead (the old lock-up), "
                                       "got the key off the parish council")],
    "anne": [("2037-06-09T12:30:00Z", "38 tickets sold, 6 more on the door max. cash tin's in the museum office")],
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
    question = "what are the stops on the walk now? doing the handout"
    found = await client.v0.memories.search(extra_query={"query": "stops on the walk octagon chapel dungeon "
                                                                  "museum Cloth Hall", "top_k": 10})
    context = ["Today is Thu 11 June 2037. You are talking to Anne, who is writing the handout for the Heptonstall "
               "history walk on Sun 14 June."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("the octagon chapel, Weavers Sq" in c for c in context), context
    assert any("wedding in the octagon" in c and "dungeon on Northgate" in c for c in context), context
    reply = answer(question, context, mock="The museum, the churchyard and old church ruins, the Cloth Hall, the "
                                           "dungeon on Northgate (the old lock-up) and Weavers' Square.")
    finish(question, expected="the museum, the churchyard and old church ruins, the Cloth Hall, the octagon chapel "
                              "and Weavers' Square", actual=reply)


asyncio.run(main())
