"""Batch 91 (held out). A cycling club's sportive committee chat: EverMemOS async client (the offline stand-in
server), asyncio.

App: the Hitchin Nomads sportive committee's WhatsApp group goes into EverMemOS (``v0.memories.add`` per message,
one group); the club's helper searches it to answer members and the Facebook page.

Planted fault (ResponseError, the context had the answer): Dan's message says the 100 route on the Garmin file is
101.4 miles; Steve's later message says the council has Whitwell closed for resurfacing 10-18 June, so the 100 and
the 60 both take the diversion round by Kimpton, which adds 3.5 miles. Both are in the context. Question (Thu
12/6, Jo, doing the Facebook post): "how long's the 100 route this year with the diversion?" -> expected about 105
miles (101.4 + 3.5 = 104.9). The model gives 101.4.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the 101.4
message and the diversion message are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b91_evermemos_sportive_long_route_miles_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "nomads-sportive-cttee"
MESSAGES = [
    ("2034-05-02T19:41:00Z", "dan", "100 route gpx done + checked on the garmin - 101.4 mi, 1,620m climbing. 60 "
                                    "comes out at 61.8. uploading to the site tonight"),
    ("2034-05-20T08:05:00Z", "jo", "entries at 512, 100 mi is the popular one again (230 odd)"),
    ("2034-06-03T12:30:00Z", "steve", "council have Whitwell shut for resurfacing 10th-18th June :( so the 100 + the "
                                      "60 both go round by Kimpton, adds 3.5 mi. Dan can u redo the gpx, signs for "
                                      "the diversion on me"),
    ("2034-06-05T21:10:00Z", "dan", "gpx redone, on the site. the 30 isn't affected"),
    ("2034-06-08T17:22:00Z", "kev", "cut off at Barton FS3 is 2pm, anyone not through gets the short cut home"),
    ("2034-06-10T07:48:00Z", "jo", "St John's have the route now, 2 crews"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main() -> None:
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "how long's the 100 route this year with the diversion? doing the facebook post"
    found = await client.v0.memories.search(extra_query={"query": "100 route miles mi length gpx diversion Whitwell "
                                                                  "Kimpton adds", "top_k": 12})
    context = ["Today is Thu 12 June 2034. You are talking to Jo, who does the club's Facebook page."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("101.4 mi" in c for c in context), context
    assert any("adds 3.5 mi" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="101.4 miles, with 1,620m of climbing - the gpx on the site has the "
                                               "diversion in.")
    finish(question, expected="just under 105 miles once the Kimpton detour's added", actual=reply)


asyncio.run(main())
