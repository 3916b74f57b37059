"""Batch 71 (held out). A plumber's call-outs: LlamaIndex Memory (async aput/aget), asyncio, one root span per turn.

App: Gav (Gav Price Plumbing & Heating) talks his jobs into an assistant from the van; each message is ``aput``
into a LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Tue 28 Oct 2031, Mr Hendry,
41 Field Rd: two TRVs upstairs (Gav supplied them in the end, £18.50 each; he first said £16 for one of them and
corrected it), the £65 call-out (covers the first hour), one more hour at £48, and a bottle of inhibitor after
refilling the system, £12. Total: 65 + 48 + 37 + 12 = £162.

Planted fault (ResponseError, ignored sufficient context): every line of the job is in the context; the model adds
up the call-out, the hour and the valves and leaves out the inhibitor: £150. Question (Gav, that evening, doing the
invoice): "what's the total for Hendry's invoice then?" -> expected £162.

Expected verdict: ResponseError at litellm.completion (the last answer call, inside fault()). Asserted: the
call-out, the extra hour, the corrected valve price and the inhibitor are in the context the model got. Another
reading: none that we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b71_llamaindex_plumber_hendry_invoice_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("hendry 41 field rd 9.40am. his screwfix TRVs were the wrong ones (10mm, he's got 15) so I fitted 2 of mine. "
     "one was £16 I think, the other £18.50",
     "Hendry, 41 Field Rd: you fitted two of your own TRVs (his were 10mm, pipes are 15mm) - one £16, one £18.50."),
    ("scratch that the 2nd TRV was £18.50 too, wholesaler put them up in sept. so 2 @ 18.50",
     "Corrected: both TRVs £18.50 each, £37 for the two."),
    ("drained down + refilled, chucked a bottle of inhibitor in while it was empty, £12 one. system was black as "
     "your hat",
     "Inhibitor added after the refill, £12."),
    ("call-out's the usual £65 (first hr). was there till 11.50 tho, bleeding every rad, so 1 extra hr @ 48",
     "Labour: £65 call-out covering the first hour, plus one extra hour at £48."),
    ("Liam's got the Okoro vessel job weds, remind me to check he took the 87161 not the 87160",
     "Reminder: check Liam takes the 87161 expansion vessel (not the 87160) to the Okoro job on Wednesday."),
    ("what's the total for Hendry's invoice then?",
     "£150 - £65 call-out, £48 for the extra hour and £37 for the two TRVs."),
]


async def main():
    memory = Memory.from_defaults(session_id="gav-van-notes", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                prior = lines[:-1]
                assert any("call-out's the usual £65" in c and "@ 48" in c for c in prior), prior
                assert any("2 @ 18.50" in c for c in prior), prior
                assert any("inhibitor" in c and "£12" in c for c in prior), prior
                with fault():
                    reply = answer(text, prior, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("what's the total for Hendry's invoice then?",
           expected="£162 all in (don't forget the £12 inhibitor)", actual=reply)


asyncio.run(main())
