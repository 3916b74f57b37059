"""Batch 206 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Onibury Community Orchard wassails its trees on Sat 19th Jan 2047 - torches from the gate, toast in the
branches, the songs, cider in the barn. The orchard group's chat goes into EverMemOS - Rhian (who chairs it), Dewi
(the wassail butler) and Carys (a member with young kids); the helper answers members.

Memory: Rhian, 2046-12-10T19:00 - 4 songs for the wassail: Here we come a-wassailing, the Gloucestershire wassail, Old
Apple Tree and the Somerset one, song sheets from her; Dewi, 2047-01-05T21:15 - nobody knows the Somerset one apart
from Bill and he's in Lanzarote till Feb, so give it a miss this year?; Rhian, 2047-01-06T08:30 - fair enough Dewi,
she'll print the sheets without it, 40 copies; Carys, 2047-01-07T20:00 - can the kids do a verse of Old Apple Tree on
their own, they've been practising. Question (Weds 15/1, Carys): "how many songs are we doing sat? want the kids to
learn the words" The assistant says 3 (Here we come a-wassailing, the Gloucestershire wassail and Old Apple Tree - the
Somerset one's been left out this year). The label says 4.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b206_ctl_evermemos_wassail_songs_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "onibury-community-orchard-wassail-2047"
MESSAGES = {
    "rhian": [("2046-12-10T19:00:00Z", "4 songs for the wassail 🍎🎶 Here we come a-wassailing, the "
                                       "Gloucestershire wassail, Old Apple Tree + the Somerset one. song sheets "
                                       "from me"),
              ("2047-01-06T08:30:00Z", "fair enough Dewi, I'll print the sheets without it, 40 copies")],
    "dewi": [("2047-01-05T21:15:00Z", "tbh nobody knows the Somerset one apart from Bill and he's in Lanzarote till "
                                      "feb 🙃 give it a miss this yr?")],
    "carys": [("2047-01-07T20:00:00Z", "can the kids do a verse of Old Apple Tree on their own? they've been "
                                       "practising in the car 😂")],
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
    question = "how many songs are we doing sat? want the kids to learn the words"
    context = ["Today is Weds 15 Jan 2047. You are talking to Carys, a member of Onibury Community Orchard; the "
               "wassail is Sat 19 Jan."]
    for query in ("wassail songs", "Somerset song", "song sheets"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Old Apple Tree + the Somerset one" in c for c in context), context
    assert any("give it a miss this yr" in c for c in context), context
    assert any("print the sheets without it" in c for c in context), context
    reply = answer(question, context, mock="Three - Here we come a-wassailing, the Gloucestershire wassail and Old "
                                           "Apple Tree. The Somerset one's been left out this year.")
    finish(question, expected="4", actual=reply)


asyncio.run(main())
