"""Batch 35 (held out). A cycling club's committee group chat: EverMemOS async client (offline stand-in of
tests/instrumentations), asyncio, one root span per message.

App: Calder Valley Wheelers' committee WhatsApp group (Jen the kit sec, Mick the ride sec, Sue membership, Dan
treasurer) goes into EverMemOS (``memories.add`` per message, group "cvw-committee") and the club assistant
answers members' questions from a search. The AGM is Thu 13 Feb; Jen keeps the winter kit order open for two
weeks after it, so people can try the sample sizes on at the AGM, and sends it off to Milltag the Monday after
it closes.

Planted fault (ResponseError, ignored sufficient context): the memories the assistant gets hold the AGM date and
Jen's "open for 2 wks after the AGM" message; the model answers with the day the order goes to the maker.
Question (Sat 15/2): "what day does the kit order close?" -> expected Thursday 27 February. The model says Monday
3 March.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the AGM message
and Jen's message are both in the context the model got. Another reading: none that we see; nothing was lost from
memory.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b35_evermemos_cycling_kit_order_close_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "cvw-committee"
MESSAGES = [
    ("2025-01-20T19:30:00Z", "sue", "AGM booked - Thurs 13th Feb, upstairs at the Shoulder of Mutton, 7.30. I'll "
                                    "put it on the website + the newsletter"),
    ("2025-01-22T08:14:00Z", "jen", "kit order - Milltag samples arriving early Feb, I'll bring them to the AGM so "
                                    "folk can try the sizes on. order stays open 2 wks after the AGM then I send it "
                                    "off the mon after. 6 wks delivery they reckon"),
    ("2025-01-22T08:40:00Z", "dan", "club's putting £10 towards each jersey this year, we've got the money from the "
                                    "sportive"),
    ("2025-02-03T18:05:00Z", "mick", "B group route for the 16th is the winter loop, I'll post the gpx"),
    ("2025-02-10T21:12:00Z", "jen", "samples are here!! jersey, bibs, gilet, in S/M/L/XL. bibs come up small fyi"),
    ("2025-02-14T09:30:00Z", "sue", "good turnout last night, 38 there. 6 new members signed up on the night"),
    ("2025-02-14T10:02:00Z", "jen", "22 orders in already off the back of the AGM! spreadsheet link's pinned"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"msg-{i} {who}"):
            await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                         group_id=GROUP, flush=True)
    question = "what day does the kit order close?"
    with turn_span("question Sat 15/2"):
        found = await client.v0.memories.search(extra_query={"query": "kit order close open weeks after AGM Thurs "
                                                                      "13th Feb Milltag send off", "top_k": 10})
        context = ["Today is Sat 15/2/25."] + [text_of(m) for m in found.result.memories]
        assert any("AGM booked - Thurs 13th Feb" in c for c in context), context
        assert any("order stays open 2 wks after the AGM" in c for c in context), context
        with fault():
            reply = answer(question, context, mock="Monday 3rd March - that's when Jen sends it off to Milltag, and "
                                                   "delivery's about 6 weeks after.")
    finish(question, expected="Thursday the 27th (Feb) - a fortnight after the AGM", actual=reply)


asyncio.run(main())
