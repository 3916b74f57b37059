"""Batch 86 (held out). A vintage car rally's organisers' chat: EverMemOS async client (the offline stand-in
server), asyncio.

App: the North Herts Vintage Motor Club's Midsummer Run committee chat goes into EverMemOS (``v0.memories.add``
per message, one group); the app searches it to answer entrants and marshals.

Planted fault (ResponseError, the context had the answer): Graham's message fixes the run for Sunday 20 June; Sue's
says scrutineering is the day before the run, 2 till 6 at Baldock showground, so nobody's queueing at 8am on the
day; Keith's says the showground gate code for the scrutineers. All are in the context. Question (Mon 14/6, an
entrant): "what day do I bring the car for scrutineering?" -> expected Saturday (19 June). The model says Sunday
the 20th, the day of the run.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the run's
date and the "day before" message are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b86_evermemos_rally_scrutineering_day_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "nhvmc-midsummer-run-committee"
MESSAGES = [
    ("2032-03-02T20:10:00Z", "graham", "right, date's fixed - the Midsummer Run is sun 20/6, start Baldock 9am, "
                                       "finish Hitchin Priory Park about 4"),
    ("2032-04-11T18:45:00Z", "sue", "scrutineering: doing it the day before the run this yr, 2-6pm at Baldock "
                                    "showground, so we're not all queueing at 8 on the morning. tell entrants"),
    ("2032-05-03T09:30:00Z", "keith", "showground gate code for scrutineers 4471, portaloo's booked"),
    ("2032-05-19T21:02:00Z", "pauline", "62 entries in, 14 pre-war. rally plates from the printers next wk"),
    ("2032-06-01T12:15:00Z", "graham", "insurance cert came thru, copy on the clubhouse noticeboard"),
    ("2032-06-08T19:30:00Z", "sue", "need 2 more scrutineers, ideally someone who knows brakes on the pre-war lot"),
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
    question = "what day do I bring the car for scrutineering?"
    found = await client.v0.memories.search(extra_query={"query": "scrutineering day before run date sun showground "
                                                                  "Midsummer Run fixed", "top_k": 12})
    context = ["Today is Mon 14 June 2032. You are talking to an entrant in the Midsummer Run."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("Midsummer Run is sun 20/6" in c for c in context), context
    assert any("day before the run this yr, 2-6pm" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Sunday the 20th - scrutineering is 2 till 6 at Baldock showground.")
    finish(question, expected="the Saturday, 19th June", actual=reply)


asyncio.run(main())
