"""Batch 350 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the uni climbing society's event committee is running two things in the last week of term, december 2050 -
a pub crawl on thurs 8th and the winter ball on fri 9th in the Union bar. The committee chat goes into EverMemOS -
Hana (president), Dev and Zara (social secs) - and the helper answers the committee's questions.

Memory: Hana, 2050-11-28T19:05 - winter ball fri 9th dec, union bar 8-1, Ollie's bringing the speakers from the
music soc; Dev, 2050-11-30T13:40 - he'll do the playlist for the pub crawl thurs, spotify collab link in the chat;
Zara, 2050-12-01T22:10 - she's got the ball playlist, no one touch it, requests to her; Hana, 2050-12-05T18:00 - 62
tickets sold, dress code black tie-ish. Question (weds 7/12, Ife): "who's doing speakers + playlist for the ball?" /
"need names for the SU risk form" The assistant says Ollie (speakers, from the music soc) and Zara (playlist) - two
names from two messages. The label says Ollie + Dev - Dev's doing the playlist for the pub crawl, not the ball.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b350_ctl_evermemos_society_ball_speakers_playlist_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "climbsoc-committee-2050"
MESSAGES = {
    "hana": [("2050-11-28T19:05:00Z", "winter ball fri 9th dec 🎄✨ union bar 8-1\nollie's bringing the speakers "
                                      "from the music soc 🔊"),
             ("2050-12-05T18:00:00Z", "62 tickets sold 🎟️ dress code black tie-ish\nno crampons lol")],
    "dev": [("2050-11-30T13:40:00Z", "i'll do the playlist for the pub crawl thurs 👍\nspotify collab link in the chat, "
                                     "add ur bangers")],
    "zara": [("2050-12-01T22:10:00Z", "i've got the ball playlist\nno one touch it 😤\nrequests to me")],
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
    question = "who's doing speakers + playlist for the ball?\nneed names for the SU risk form"
    context = ["Today is Weds 7 December 2050. You are talking to Ife, on the climbing soc committee (pub crawl Thu 8 "
               "Dec, winter ball Fri 9 Dec)."]
    for query in ("speakers for the ball", "ball playlist", "who's doing the playlist"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("ollie's bringing the speakers" in c for c in context), context
    assert any("playlist for the pub crawl thurs" in c for c in context), context
    assert any("i've got the ball playlist" in c for c in context), context
    reply = answer(question, context, mock="speakers: ollie (from the music soc) 🔊\nplaylist: zara 🎶 (dev's doing "
                                           "the pub crawl one, not the ball)")
    finish(question, expected="ollie + dev", actual=reply)


asyncio.run(main())
