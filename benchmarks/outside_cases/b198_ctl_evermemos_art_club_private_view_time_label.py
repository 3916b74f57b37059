"""Batch 198 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Ludlow Art Society's summer exhibition is at the Assembly Rooms, Fri 10th to Sun 19th July 2043, with a private
view on the Thursday evening before - members' paintings, a sales desk, Cllr Morris opening it. The committee's chat
goes into EverMemOS - Margaret (the chair) and Sylvia (the exhibition secretary); the helper answers members.

Memory: Margaret, 2043-06-24T10:00 - private view thurs 9th july, artists and helpers there for half 6 please to put
the labels and red dots out, doors for guests 7.30, Cllr Morris opening it 8ish; Sylvia, 2043-06-29T20:15 - 120
invites printed, 7.30 on them, wine from the Co-op on sale or return; Margaret, 2043-07-03T09:30 - Dennis asks can we
have the nibbles out by 7.15 so they're ready when folk come in; Sylvia, 2043-07-06T18:40 - parking on the Smithfield
free after 6. Question (Tue 7/7, Joan, a member with two paintings in): "what time should I tell my friends to come
to the private view? they're not in the society" The assistant says 7.30 - doors open for guests then (members
helping get there for half 6). The label says half 6.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b198_ctl_evermemos_art_club_private_view_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ludlow-art-society-summer-2043"
MESSAGES = {
    "margaret": [("2043-06-24T10:00:00Z", "private view thurs 9th july 🍷 artists + helpers there for half 6 pls to "
                                          "put the labels + red dots out, doors for guests 7.30, Cllr Morris opening "
                                          "it 8ish"),
                 ("2043-07-03T09:30:00Z", "Dennis asks can we have the nibbles out by 7.15 so they're ready when folk "
                                          "come in")],
    "sylvia": [("2043-06-29T20:15:00Z", "invites printed - 120, 7.30 on them. wine from the Co-op on sale or return"),
               ("2043-07-06T18:40:00Z", "parking on the Smithfield is free after 6 👍")],
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
    question = "what time should I tell my friends to come to the private view? they're not in the society"
    context = ["Today is Tue 7 July 2043. You are talking to Joan, a member of Ludlow Art Society with two paintings "
               "in the summer exhibition; the private view is Thu 9 July at the Assembly Rooms."]
    for query in ("what time is the private view", "private view guests doors invites"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("there for half 6" in c and "doors for guests 7.30" in c for c in context), context
    reply = answer(question, context, mock="Tell them 7.30 - that's when the doors open for guests (it's on the "
                                           "invites). Members helping get there for half 6 to put the labels out.")
    finish(question, expected="half 6", actual=reply)


asyncio.run(main())
