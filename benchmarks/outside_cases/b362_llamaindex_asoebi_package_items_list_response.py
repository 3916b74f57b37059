"""Batch 362 (held out). A wedding aso-ebi group: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the changed package in its context and lists the first one.

App: Amaka and Ifeanyi's traditional wedding is Sat 3rd Sept 2050 in Owerri; the bride's friends buy the aso-ebi
through Ugochi (the bride's cousin, in Ikeja). Ngozi, one of the friends, chats with her own helper to keep track of
it - she forwards the group's posts and asks things; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-07-20T21:10), the ladies'
package - peach lace, a gold gele and the small beaded purse, N45k, paid; turn 2, collection from Ugochi in Ikeja
from 15th Aug; turn 3 (Fri 12/8), Ugochi's post - change of plan, the peach lace finished in the market and the
seller can't get the same colour again, so the ladies get peach satin instead, same price; turn 4 (Mon 15/8), the
bride says the gold gele doesn't match the satin, it's a wine gele now, Ugochi has bought them; turn 5 (Tue 16/8),
the purse man disappointed - "cancel that one", N3k refund each; turn 6, sewing. Question (turn 7, Thu 18/8): "I dey
go Ugochi place Saturday to collect. wetin suppose dey inside my aso-ebi package make I check am before I leave?"
-> expected peach satin and a wine gele (no purse - it was cancelled, N3k refund). The model lists peach lace, the
gold gele and the purse.

Multi-part: the two items of the answer sit in different turns (the satin in turn 3, the wine gele in turn 4), and
the purse's cancellation in a third.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first package
and the three turns that changed it are all in the context the model was given, and it answered from the first
package. Asserted: the context has the first package line and the satin, wine gele and purse lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b362_llamaindex_asoebi_package_items_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("I dey go Ugochi place Saturday to collect. wetin suppose dey inside my aso-ebi package make I check am "
            "before I leave?")
TURNS = [
    ("2050-07-20T21:10 Amaka trad aso-ebi 💃🏾 ladies package - peach lace, gold gele + the small beaded purse, N45k. "
     "men - peach fila + ash senator N30k. I don pay for mine ✅ sent alert to Ugochi",
     "Noted - your ladies' package (peach lace, gold gele and the small beaded purse) is N45k and you've paid."),
    ("Ugochi say collection from her house for Ikeja, from 15th Aug. Owerri people go collect from Mama Amaka",
     "Collection from Ugochi's house in Ikeja from 15 August (Owerri people from Mama Amaka)."),
    ("Fri 12/8 Ugochi post for group: change of plan o, the peach lace finish for market, the seller no fit get the "
     "same colour again 😩 so ladies go collect peach satin instead, same price. sorry for the wahala",
     "Got it - the ladies now get peach satin instead of the lace, same price."),
    ("Mon 15/8 bride don talk - the gold gele no match the satin at all, na wine gele now. Ugochi don buy them "
     "already",
     "Noted - it's a wine gele now instead of the gold, and Ugochi has bought them."),
    ("Tue 16/8 Ugochi again - the purse man disappoint us, cancel that one. she go refund N3k each person this "
     "weekend",
     "The beaded purse is cancelled - Ugochi will refund N3k each this weekend."),
    ("I don talk to Mama Titi, she go sew mine mermaid style, N15k, she need the material by the 22nd",
     "Mama Titi will sew yours mermaid style for N15k and needs the material by the 22nd."),
    (QUESTION,
     "Your package should have the peach lace, the gold gele and the small beaded purse - check all three before "
     "you leave Ugochi's."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ngozi-amaka-trad-asoebi-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 18 August 2050. You are talking to Ngozi, a friend of the bride in Amaka "
                           "and Ifeanyi's aso-ebi group (trad wedding Sat 3 Sept, Owerri)."] + lines[:-1]
                assert any("peach lace, gold gele + the small beaded purse" in c for c in context), context
                assert any("ladies go collect peach satin instead" in c for c in context), context
                assert any("na wine gele now" in c for c in context), context
                assert any("the purse man disappoint us, cancel that one" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="peach satin and a wine gele - no purse, that one was cancelled (N3k refund)", actual=reply)
