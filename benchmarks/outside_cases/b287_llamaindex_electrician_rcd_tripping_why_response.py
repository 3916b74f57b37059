"""Batch 287 (held out). A self-employed electrician's jobs: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the fault he found in its context and gives the cause he ruled out.

App: Dave Hirst (a sole-trader electrician) keeps a running chat with a helper about each call-out so he can write
the invoice and the minor works cert up after; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-02-13T09:40), Mrs Shaw's
call - the RCD keeps tripping at night, worse when it rains, she's sure it's the immersion, it's 20 years old; turn
2, materials to take; turn 3 (sat 18th, at the job), he IR tested the immersion circuit - over 200 megohms, it's
fine, nothing wrong with it - and found the outside light by the back door full of water, cracked lens, N-E fault,
that's what was tripping it; he swapped it for an IP65 bulkhead; turn 4, what he charged; turn 5, the cert.
Question (turn 6, Sun 19/2): "why was the Shaws' RCD tripping? writing it up on the invoice" -> expected the
outside light by the back door had filled with water through a cracked lens (the immersion tested fine). The model
says the old immersion heater.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): Mrs Shaw's guess
and the turn where the immersion tested fine and the outside light was found full of water are both in the context
the model was given, and it answered with her guess. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b287_llamaindex_electrician_rcd_tripping_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why was the Shaws' RCD tripping? writing it up on the invoice"
TURNS = [
    ("2051-02-13T09:40 Mrs Shaw, 7 Brook St rang - RCD keeps tripping at night, worse when it rains. she's SURE it's "
     "the immersion, it's 20 yrs old. going sat am",
     "Noted - the Shaws at 7 Brook St: RCD tripping at night, worse in the rain; Mrs Shaw thinks it's the 20-year-old "
     "immersion. Saturday morning."),
    ("take IR tester, spare 30mA RCD, an IP65 bulkhead just in case, immersion element + spanner",
     "Kit for the Shaws: insulation tester, a spare 30mA RCD, an IP65 bulkhead, an immersion element and the "
     "spanner."),
    ("sat 18th at the Shaws 🔧 IR tested the immersion circuit >200Mohm, it's fine, nothing wrong with it. found the "
     "outside light by the back door full of water, cracked lens, N-E fault - that's what was tripping it. swapped "
     "for the IP65 bulkhead, all holding now",
     "So the immersion tested fine; the trip was the outside light by the back door - water in through a cracked "
     "lens, neutral-earth fault. Replaced with an IP65 bulkhead; the RCD is holding."),
    ("charged her £120, 1.5 hrs + the fitting, she paid cash 👍",
     "£120 for an hour and a half plus the fitting, paid in cash."),
    ("minor works cert done on the app, emailed her a copy",
     "Minor works certificate done and emailed to Mrs Shaw."),
    (QUESTION,
     "Her old immersion heater - it was 20 years old and leaking to earth, which tripped the RCD, worse in wet "
     "weather."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="dave-hirst-shaw-rcd-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 19 February 2051. You are talking to Dave Hirst, a self-employed "
                           "electrician, about his jobs."] + lines[:-1]
                assert any("she's SURE it's the immersion" in c for c in context), context
                assert any("IR tested the immersion circuit >200Mohm, it's fine" in c
                           and "outside light by the back door full of water" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="water in the outside light by the back door (cracked lens) - the immersion tested fine",
       actual=reply)
