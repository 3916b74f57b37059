"""Batch 259 (held out). A physiotherapy clinic's patient notes: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn; the answer call has the clearance to swim in its context and gives the earlier "not yet".

App: Hebble Physio's patient helper - a patient pastes in what the clinic sends them and chats about their rehab;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context. Graham Pickles, 58, had a
keyhole operation on his left knee (a trimmed meniscus) on 2 May 2053; Amir is his physio.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2053-05-06T18:10), the
discharge sheet - crutches as needed, the exercise sheet, and NO swimming till the wound's fully healed and the
stitches are out, about 2 weeks; turn 2, the first physio appointment; turn 3 (Tue 20th May), stitches out today,
the practice nurse says it's healed lovely, and Amir says he can swim now - front crawl or backstroke fine, just no
breaststroke kick for 6 weeks; turn 4, the exercises; turn 5, the car. Question (turn 6, Fri 23/5): "can I go
swimming tomorrow? the grandson's got his lesson at the leisure centre + I'd go in the big pool while he's in" ->
expected yes - front crawl or backstroke, no breaststroke kick for 6 weeks. The model says no, not till the wound's
healed and the stitches are out.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the discharge
sheet's "no swimming" and the turn that cleared him to swim (stitches out, healed) are both in the context the
model was given, and it answered from the discharge sheet. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b259_llamaindex_physio_swimming_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("can I go swimming tomorrow? the grandson's got his lesson at the leisure centre + I'd go in the big pool "
            "while he's in")
TURNS = [
    ("2053-05-06T18:10 discharge sheet says: L knee arthroscopy + partial menisectomy 2/5. crutches as needed, "
     "exercise sheet attached. NO swimming till the wound's fully healed + stitches out (approx 2 wks). physio "
     "referral sent",
     "Thanks Graham - so crutches as you need them, the exercise sheet, and no swimming until the wound's fully "
     "healed and the stitches are out, about two weeks."),
    ("1st physio appt thurs 8th 11.40 with Amir at Hebble, they said wear shorts 🙄",
     "First physio appointment Thursday 8 May at 11.40 with Amir at Hebble Physio - bring shorts."),
    ("Tue 20th May - stitches out today, nurse says it's healed lovely 👍 saw Amir after, he says I can swim now, "
     "front crawl or backstroke fine, just no breaststroke kick for 6 wks",
     "Great news - stitches out and healed, and Amir's cleared you to swim: front crawl or backstroke, but no "
     "breaststroke kick for six weeks."),
    ("exs now - mini squats 3x10, bridging 3x10, bike at the gym 10 mins no resistance",
     "Exercises now: mini squats 3x10, bridging 3x10 and 10 minutes on the gym bike with no resistance."),
    ("can I drive yet? it's an automatic - Amir says yes if I can stamp on the brake without wincing, which I can",
     "Amir's happy for you to drive the automatic since you can do an emergency stop without pain."),
    (QUESTION,
     "Not yet, I'm afraid - no swimming until the wound's fully healed and the stitches are out, about two weeks "
     "after the op."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="hebble-graham-pickles-2053", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 23 May 2053. You are talking to Graham Pickles, a patient of Hebble Physio "
                           "(left knee arthroscopy on 2 May)."] + lines[:-1]
                assert any("NO swimming till the wound's fully healed + stitches out" in c for c in context), context
                assert any("stitches out today" in c and "he says I can swim now" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - front crawl or backstroke are fine now the stitches are out, just no breaststroke "
                          "kick for 6 weeks", actual=reply)
