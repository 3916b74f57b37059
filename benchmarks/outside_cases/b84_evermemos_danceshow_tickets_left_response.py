"""Batch 84 (held out). A dance school's summer show tickets: EverMemOS async client (the offline stand-in server),
asyncio.

App: the Step Out Dance Academy staff group chat goes into EverMemOS (``v0.memories.add`` per message, one group);
the app searches it to answer the staff.

Planted fault (ResponseError, the context had the answer): the school hall seats 180 for Friday 9/7; Leah says 142
sold online for the Friday so far; Carys has put 6 aside at the desk for Mrs Okafor, who's paying cash on Weds;
and 4 seats on the front row are kept back for the photographer and the examiner from the dance board. All are in
the context. Question (Tue 6/7, the front desk): "how many Friday tickets have we got left to sell?" -> expected 28
(180 - 142 - 6 - 4). The model leaves out Mrs Okafor's six and says 34.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the capacity,
the online sales, the six put aside and the four held back are all in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b84_evermemos_danceshow_tickets_left_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "stepout-summer-show-staff"
MESSAGES = [
    ("2032-06-01T19:02:00Z", "carys", "hall holds 180 with the raked seats in for both fri 9/7 + sat, fire officer "
                                      "says no extra chairs in the aisles this yr"),
    ("2032-06-20T10:15:00Z", "leah", "ticketsource tickets for fri: 142 sold so far, sat matinee nearly gone"),
    ("2032-06-22T16:40:00Z", "carys", "Mrs Okafor wants 6 for friday (the whole family's coming from Leicester) - "
                                      "put them aside at the desk, she's paying cash weds"),
    ("2032-06-25T08:30:00Z", "leah", "keeping 4 on the front row fri for the photographer + the examiner from "
                                     "the dance board, don't sell those"),
    ("2032-06-29T21:05:00Z", "carys", "raffle prizes so far: hamper from the co-op, 2 cinema tix, a cake"),
    ("2032-07-02T12:00:00Z", "leah", "programmes at the printers, £2 each, collect weds"),
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
    question = "how many Friday tickets have we got left to sell?"
    found = await client.v0.memories.search(extra_query={"query": "friday tickets sold hall holds seats put aside "
                                                                  "keeping front row left fri", "top_k": 12})
    context = ["Today is Tue 6 July 2032. You are talking to the front desk at Step Out Dance Academy."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("hall holds 180" in c for c in context), context
    assert any("142 sold so far" in c for c in context), context
    assert any("Mrs Okafor wants 6 for friday" in c for c in context), context
    assert any("keeping 4 on the front row" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="34 left - 180 seats, 142 sold online and 4 held on the front row "
                                               "for the photographer and examiner.")
    finish(question, expected="28 (once Mrs Okafor's 6 and the 4 front-row seats are taken off)", actual=reply)


asyncio.run(main())
