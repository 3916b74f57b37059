"""Batch 321 (held out). A mosque's community kitchen: EverMemOS async client (offline stand-in), asyncio - each
organiser's messages written by their own task (gathered), then the question's searches; the answer call has the
extra helpers in its context and leaves them out of the sum.

App: the community kitchen at Madni Masjid, Dewsbury, puts on a Winter Warm Lunch on Sat 10th Dec 2050, 12 till 3,
for anyone who wants a hot meal - curry, rice, soup, tea and cake, takeaway boxes for the soup run. The organisers'
chat goes into EverMemOS - Brother Imran (kitchen lead), Sister Aisha (volunteers) and Yusuf (the meat and the
shopping) - and the helper answers the organisers' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Imran's 2050-11-20T18:00 - need 20
volunteers for the lunch, sign-up sheet by the shoe racks; Aisha's 2050-11-27T21:30 - 12 names on the sheet so far,
mostly the usual brothers, need more sisters for serving; Aisha's 2050-12-04T20:05 - the uni ISoc are sending 5 of
theirs (3 sisters, 2 brothers), there from 11 to help set up; Yusuf's 2050-12-05T09:30 - 60kg chicken from Haji's,
delivery Friday. Question (Tue 6/12, Imran): "how many more volunteers do we still need for sat? going to announce it
after isha" -> expected 3 (20, less the 12 on the sheet and the ISoc's 5). The model says 8, leaving the ISoc out.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the 20 needed, the 12 on the sheet and the ISoc's 5, and the model's sum left the 5 out. Asserted:
the context has all three.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b321_evermemos_mosque_kitchen_volunteers_left_diff_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "madni-masjid-kitchen-2050"
MESSAGES = {
    "imran": [("2050-11-20T18:00:00Z", "WINTER WARM LUNCH 🍲 sat 10th dec 12 till 3, open to all. need 20 volunteers "
                                       "- cooking, serving, washing up + the takeaway boxes. sign up sheet by the shoe "
                                       "racks pls")],
    "aisha": [("2050-11-27T21:30:00Z", "12 names on the volunteer sheet so far 👍 mostly the usual brothers, need more "
                                       "sisters for serving"),
              ("2050-12-04T20:05:00Z", "alhamdulillah the uni ISoc are sending 5 of theirs for sat, 3 sisters + 2 "
                                       "brothers, they'll be there from 11 to help set up. not on the sheet, I've got "
                                       "their names")],
    "yusuf": [("2050-12-05T09:30:00Z", "60kg chicken from Haji's, delivery fri after jummah. rice + oil from the cash "
                                       "n carry thurs")],
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
    question = "how many more volunteers do we still need for sat? going to announce it after isha"
    context = ["Today is Tue 6 December 2050. You are talking to Brother Imran, kitchen lead at Madni Masjid "
               "(Winter Warm Lunch Sat 10 Dec)."]
    for query in ("volunteers needed", "names on the volunteer sheet", "ISoc helping on saturday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("need 20 volunteers" in c for c in context), context
    assert any("12 names on the volunteer sheet" in c for c in context), context
    assert any("the uni ISoc are sending 5 of theirs" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="8 more - you need 20 and there are 12 names on the sheet.")
    finish(question, expected="3 - 20 needed, 12 on the sheet plus the 5 from the uni ISoc", actual=reply)


asyncio.run(main())
