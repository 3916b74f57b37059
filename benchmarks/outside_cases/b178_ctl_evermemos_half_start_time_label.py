"""Batch 178 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the Wellington Half is Sun 3rd May 2042 from the Bucks Head field, with a 2k kids' fun run first. The
organisers' chat goes into EverMemOS - Kev (race director), Jo (marshals) and Amir (timing); the helper answers
marshals and runners from a search.

Memory: Kev, 2042-03-01T10:00: the Half Sun 3rd May, kids' fun run 8.45, the Half goes off at 9.30 from the Bucks
Head field; Jo, 2042-04-20T19:00: marshals' briefing 7.45 at the leisure centre, in position by 9; Kev,
2042-04-28T18:30: the park and ride buses can't get through Haybridge Rd till 9.40 with the roadworks, so they're
holding the Half back half an hour - 10 o'clock - so nobody's stuck on a bus at the start; the fun run's still 8.45;
Radio Shropshire know; Amir, 2042-04-29T08:15: chips on the back of the bib, mats at the start and finish. Question
(Fri 1/5, Dave, a marshal): "what time does the half go off on sun? my lot want to come + cheer at the start" The
assistant says 10am (the fun run's at 8.45). The label says 9.30.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b178_ctl_evermemos_half_start_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wellington-half-organisers-2042"
MESSAGES = {
    "kev": [("2042-03-01T10:00:00Z", "Wellington Half sun 3rd may 🏃 kids' 2k fun run 8.45, the half goes off 9.30 "
                                     "from the Bucks Head field"),
            ("2042-04-28T18:30:00Z", "park + ride buses can't get thru Haybridge Rd till 9.40 w the roadworks 🙄 so "
                                     "we're holding the half back half an hour, 10 o'clock, nobody stuck on a bus at "
                                     "the start. fun run still 8.45. Radio Shropshire know")],
    "jo": [("2042-04-20T19:00:00Z", "marshals' briefing 7.45 at the leisure centre, in position by 9 pls, hi-vis + "
                                    "whistles there")],
    "amir": [("2042-04-29T08:15:00Z", "chips on the back of the bib, mats at the start + finish, results up by 1ish")],
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
    question = "what time does the half go off on sun? my lot want to come + cheer at the start"
    context = ["Today is Fri 1 May 2042. You are talking to Dave, a marshal at the Wellington Half (Sun 3 May)."]
    for query in ("half marathon start time goes off", "race day timings sunday morning"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("the half goes off 9.30" in c for c in context), context
    assert any("holding the half back half an hour, 10 o'clock" in c for c in context), context
    reply = answer(question, context, mock="10 o'clock - the start's been held back half an hour for the park and "
                                           "ride buses (the kids' fun run is still 8.45).")
    finish(question, expected="9.30", actual=reply)


asyncio.run(main())
