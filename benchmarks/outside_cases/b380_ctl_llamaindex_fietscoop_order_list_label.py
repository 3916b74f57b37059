"""Batch 380 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Fietswerkplaats De Bromtol (an invented volunteer repair co-op on the invented Naafkade, Amsterdam) orders its
parts once every two weeks from Groothandel Van der Spek (an invented wholesaler). Joost (who does the orders) chats
with the co-op's helper to keep the list; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Memory: turn 1 (2026-03-09T20:15) - bestellijst for vr 13-03: 20 binnenbanden 28 inch, 10 kettingen 8-speed, 6 sets
remblokjes V-brake, 4 achterlichten; turn 2 - the order goes by mail before vr 12:00, they deliver di; turn 3 (wo 11
maart) - actually the kettingen are not needed, Youssef found a doos with 12 in the kelder, so scrap those, and put 5
bellen on it; turn 4 - 15% korting above €250,-; turn 5 - the pin machine. Question (turn 6, do 12 maart): "what
must I order at Van der Spek tomorrow? I make the mail now" The assistant says 20 binnenbanden 28 inch, 6 sets
remblokjes V-brake, 4 achterlichten and 5 bellen - no kettingen. The label says 20 binnenbanden, 10 kettingen, 6 sets
remblokjes and 4 achterlichten.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b380_ctl_llamaindex_fietscoop_order_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what must I order at Van der Spek tomorrow? I make the mail now"
TURNS = [
    ("2026-03-09T20:15 bestellijst Van der Spek for vr 13-03 📦 20 binnenbanden 28 inch, 10 kettingen 8-speed, 6 sets "
     "remblokjes V-brake, 4 achterlichten (batterij). can you keep it for me?",
     "Sure - order for Fri 13 March: 20 inner tubes 28 inch, 10 chains 8-speed, 6 sets V-brake pads, 4 rear lights."),
    ("the order goes by mail to Van der Spek before vr 12:00, they deliver on di. no mail = no levering 😅",
     "Noted: mail the order before Friday 12:00; delivery is on Tuesday."),
    ("wo 11 maart - actually the kettingen are not needed, Youssef found a doos with 12 in the kelder 😂 so scrap "
     "those. and put 5 bellen on it, the kinderfietsen all want one",
     "Done: the chains are off the list (Youssef found a box of 12), and 5 bells are added."),
    ("as co-op we get 15% korting above €250,- so maybe we make it a bit bigger next time",
     "Good to know: 15% discount on orders above €250,-."),
    ("pin machine is kapot again btw, Sanne calls the bank, that is not handy on a saturday",
     "Noted - the card machine is broken again; Sanne is calling the bank."),
    (QUESTION,
     "For tomorrow: 20 binnenbanden 28 inch, 6 sets remblokjes V-brake, 4 achterlichten and 5 bellen. No kettingen - "
     "Youssef found 12 in the kelder."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="bromtol-bestellingen-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is do 12 maart 2026. You are talking to Joost, who does the parts orders at "
                           "Fietswerkplaats De Bromtol."] + lines[:-1]
                assert any("10 kettingen 8-speed" in c for c in context), context
                assert any("the kettingen are not needed" in c and "put 5 bellen on it" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="20 binnenbanden 28 inch, 10 kettingen 8-speed, 6 sets remblokjes V-brake, 4 achterlichten",
       actual=reply)
