"""Batch 15 (held out). Community choir's group-chat helper: LangChain InMemoryChatMessageHistory (async
``aadd_messages`` / ``aget_messages``) and the app's own character budget applied with ``trim_messages`` before the
model call, asyncio, one root span per turn.

App: every message of the choir's group chat goes into one history; when a member asks the helper something, the app
fetches the whole history with ``aget_messages``, then cuts it to a fixed budget of characters (``trim_messages(...,
token_counter=<characters>, max_tokens=BUDGET, strategy="last")``, the newest kept) and sends that to litellm.

Planted fault (UpdateError, retrieved then cut by the app's budget): the musical director's first message: "DRESS REH
Fri 20/3 at St Aidan's, 7.15-9.30pm - sharp start pls, the bell ringers have the church after us. No concert blacks,
bring folders + water. Sops 1 front row." It comes back from ``aget_messages`` in full, but the character budget
keeps only the newest messages (lifts, tickets, concert-day times, raffle, subs) and drops it. Question (a new
soprano, Wed 18 March): "what time is the dress rehearsal on Friday, start and finish?" -> expected "7.15 to 9.30
pm". The helper says it only has the concert-day times (singers 6.15, doors 7, start 7.30 on Saturday).

Expected verdict: UpdateError at the app's langchain.trim_messages (fault() wraps that one trim). Asserted: the
rehearsal message is in what ``aget_messages`` returned and is not in the trimmed window; the window holds the
concert-day times. Another reading: a RetrievalError, since the app drops it after the read -- but the read returned
it; the cut is the budget's.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b15_langchain_choir_rehearsal_char_budget", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import HumanMessage, trim_messages  # noqa: E402

CHAT = [
    "Jen (MD): DRESS REH Fri 20/3 at St Aidan's, 7.15-9.30pm - sharp start pls, the bell ringers have the church "
    "after us. No concert blacks, bring folders + water. Sops 1 front row.",
    "Carol (alto): can anyone give me a lift from Moorside on Fri? will chip in for petrol",
    "Raj (tenor): I can Carol - 6.50 outside the Co-op ok?",
    "Sue (treasurer): Concert tix Sat 21/3: GBP 12 / GBP 8 concs, under-16s free. Still 40 unsold - pls share on FB!",
    "Jen (MD): Concert day: singers there by 6.15 for warm-up, doors 7pm, we start 7.30pm. Interval drinks by the "
    "Rotary.",
    "Mike (bass): raffle prizes so far - hamper from the deli, 2 cinema tix, bottle of gin. More by Thurs pls",
    "Sue (treasurer): spring subs GBP 45 due by the concert, bank transfer ref SURNAME-SPRING.",
    "Carol (alto): lost my Faure score AGAIN, anyone got a spare??",
]
QUESTION = "Priya (new, sop 2): sorry, new here - what time is the dress rehearsal on Friday, start and finish?"
BUDGET = 800  # characters the app allows for chat context


def chars(messages) -> int:
    return sum(len(str(m.content)) for m in messages)


async def main():
    history = InMemoryChatMessageHistory(session_id="choir-chat")
    for i, text in enumerate(CHAT, 1):
        with turn_span(f"turn-{i} chat message"):
            await history.aadd_messages([HumanMessage(text)])
    with turn_span(f"turn-{len(CHAT) + 1} question Wed 18 March"):
        await history.aadd_messages([HumanMessage(QUESTION)])
        messages = await history.aget_messages()
        assert any("7.15-9.30pm" in str(m.content) for m in messages), messages
        with fault():
            window = trim_messages(messages, max_tokens=BUDGET, token_counter=chars, strategy="last")
        assert not any("7.15-9.30pm" in str(m.content) for m in window), window
        assert any("start 7.30pm" in str(m.content) for m in window), window
        lines = [str(m.content) for m in window[:-1]]
        reply = answer(QUESTION, lines, mock="I can't see the dress rehearsal times in the chat - only the concert "
                                             "day: singers there by 6.15, doors 7pm and a 7.30pm start on Saturday.")
    finish(QUESTION, expected="7.15 to 9.30 pm", actual=reply)


asyncio.run(main())
