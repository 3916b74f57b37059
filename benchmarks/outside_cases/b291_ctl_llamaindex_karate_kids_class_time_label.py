"""Batch 291 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn.

App: Luddenden Foot Karate Club train at the Methodist hall in Luddenden Foot. Nadia, whose son Zayn (8) has just
started the kids' class, chats with a family helper that keeps the chat in LlamaIndex Memory and reads it back each
turn as the answer's context.

Memory (the chat): turn 1, 2050-09-02T18:00 - Zayn's starting karate, kids' class Tues + Thurs 6-7 at the Methodist
hall, £4 a session, first two free; turn 2 - his gi's ordered, £22, a small 130; turn 3, Tue 27th Sep - Sensei Carol
said the Scouts have got the hall on Thursdays from 7 now, so the Thursday kids' class moves to 5.15-6.15, Tuesdays
stay 6-7; turn 4 - the newbies don't grade till the new year. Question (turn 5, Thu 6/10): "what time's karate
tonight? need to sort tea before or after" The assistant says 5.15 till 6.15 (it's Thursday, and the Scouts have
the hall from 7), so tea after. The label says 6pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b291_ctl_llamaindex_karate_kids_class_time_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what time's karate tonight? need to sort tea before or after"
TURNS = [
    ("2050-09-02T18:00 Zayn's starting karate!! 🥋 kids class tues + thurs 6-7 at the Methodist hall, £4 a session, "
     "first 2 free",
     "Lovely - Zayn's kids' class is Tuesdays and Thursdays 6-7 at the Methodist hall, £4 a session, first two free."),
    ("gi's ordered, £22, he's a small 130. Sensei Carol says no jewellery + nails short",
     "Gi ordered (£22, size 130); no jewellery and short nails."),
    ("Tue 27th Sep - Sensei Carol said the scouts have got the hall thurs from 7 now so the thurs kids class moves to "
     "5.15-6.15. tues stays 6-7",
     "Noted: Thursdays are now 5.15-6.15 because the Scouts have the hall from 7; Tuesdays stay 6-7."),
    ("grading's not till the new year for the newbies, he's gutted 😂",
     "No grading for the new starters until the new year."),
    (QUESTION,
     "It's Thursday, so 5.15 till 6.15 tonight (the Scouts have the hall from 7) - tea after, I'd say."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="nadia-zayn-karate-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 6 October 2050. You are talking to Nadia, whose son Zayn (8) does the kids' "
                           "class at Luddenden Foot Karate Club."] + lines[:-1]
                assert any("kids class tues + thurs 6-7" in c for c in context), context
                assert any("thurs kids class moves to 5.15-6.15" in c for c in context), context
            else:
                context = lines[:-1]
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="6pm", actual=reply)
