"""Batch 275 (held out). A Brownies unit's trip: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the change to what the girls bring in its context and answers from the first plan.

App: 1st Mytholmroyd Brownies go to Eureka! (the children's museum in Halifax) on Sat 10th May 2051 for the
"science investigator" badge - by train from Mytholmroyd, a badge workshop in the morning, the galleries after.
Amrit (whose daughter Isla is in the Poppies six) chats with the unit's parents' helper to keep on top of it; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-04-02T19:45), the trip -
£14, train from Mytholmroyd at 9.12, bring a packed lunch (no nuts) and a drink, uniform; turn 2, the consent form
and the medical sheet; turn 3 (Thurs 24th Apr), Brown Owl's text - Eureka are doing lunch as part of the badge
package now (sandwich, fruit, a drink), it's in the £14, so NO packed lunch needed, just a snack for the train; tell
the museum about allergies on the form; turn 4, the train tickets and the meeting point; turn 5, spending money.
Question (turn 6, Fri 9/5): "does Isla need a packed lunch tomorrow? doing the shopping tonight" -> expected no -
the museum's doing lunch in the badge package, just a snack for the train. The model says yes, a packed lunch with
no nuts and a drink.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first plan and
the turn that said lunch is provided and no packed lunch is needed are both in the context the model was given, and
it answered from the first plan. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b275_llamaindex_brownies_museum_packed_lunch_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "does Isla need a packed lunch tomorrow? doing the shopping tonight"
TURNS = [
    ("2051-04-02T19:45 letter came home 🔬 Eureka trip sat 10th may for the science badge, £14, train from "
     "Mytholmroyd 9.12, back about 4. bring a packed lunch (NO nuts) + a drink, uniform on",
     "Got it - Eureka on Sat 10 May for the science badge, £14, the 9.12 train from Mytholmroyd, back about 4; a "
     "nut-free packed lunch and a drink, in uniform."),
    ("consent form + medical sheet back by the 25th, put her hay fever stuff on it",
     "Consent form and medical sheet due by 25 April - with Isla's hay fever medicine on it."),
    ("Thurs 24th Apr - text from Brown Owl: Eureka are doing lunch as part of the badge package now (sandwich, "
     "fruit, drink) and it's in the £14 so NO packed lunch needed, just a snack for the train 🙌 allergies on the "
     "form pls so the museum know",
     "Lovely - lunch is included in the badge package now, so no packed lunch, just a snack for the train; "
     "allergies go on the form for the museum."),
    ("train tickets - Brown Owl's got a group ticket, meet on platform 1 at 8.55, NOT the car park",
     "Meet on platform 1 at 8.55 (not the car park); Brown Owl has the group ticket."),
    ("spending money - max £5 for the shop, in a named purse, Tawny Owl's looking after them",
     "Up to £5 for the shop in a named purse; Tawny Owl will look after the purses."),
    (QUESTION,
     "Yes - a packed lunch with no nuts and a drink, plus she's in uniform. Meet on platform 1 at 8.55."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="1st-mytholmroyd-brownies-isla-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 9 May 2051. You are talking to Amrit, whose daughter Isla is in 1st "
                           "Mytholmroyd Brownies (Eureka trip Sat 10 May)."] + lines[:-1]
                assert any("bring a packed lunch (NO nuts) + a drink" in c for c in context), context
                assert any("so NO packed lunch needed, just a snack for the train" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="no - Eureka do lunch in the badge package now (it's in the £14), just a snack for the "
                          "train", actual=reply)
