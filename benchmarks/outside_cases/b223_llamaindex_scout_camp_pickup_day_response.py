"""Batch 223 (held out). A Scout group's autumn camp: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the early pick-up in its context and gives the first day anyway.

App: 3rd Shrewsbury Scouts go to autumn camp at Ellesmere from Fri 24th to Sun 26th September 2049 - canoeing on the
Mere, a night hike, backwoods cooking. Rachel (the Scout leader) chats with the troop's helper while she sorts it;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-08-30T20:15), drop off Fri
24th 6.30ish and pick up Sun 26th at 2; turn 2, the kit list; turn 3 (Weds 22nd), the forecast's awful for Sunday -
storm coming in, gusts of 50 - so Skip says they'll strike camp Saturday after tea while it's dry and parents pick
up Sat 25th at half 6 instead, the night hike moves to Friday; turn 4, the food; turn 5, the canoeing. Question
(turn 6, Thu 23/9, Freya's dad via Rachel): "when do I pick Freya up? day + time pls, sorting lifts w/ Ella's dad"
-> expected Saturday 25th September at half 6. The model says Sunday 26th at 2pm.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first pick-up
and turn 3's early pick-up are both in the context the model was given, and it answered from the first. Asserted:
the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b223_llamaindex_scout_camp_pickup_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when do I pick Freya up? day + time pls, sorting lifts w/ Ella's dad"
TURNS = [
    ("2049-08-30T20:15 AUTUMN CAMP ⛺ Ellesmere, fri 24th - sun 26th sept. drop off fri 6.30ish at the campsite gate, "
     "pick up sun 26th at 2. £38, 18 going. help me keep track pls",
     "Will do - autumn camp at Ellesmere, Fri 24 to Sun 26 September: drop-off Friday about 6.30 at the campsite "
     "gate, pick-up Sunday 26th at 2. £38, 18 Scouts."),
    ("kit list - sleeping bag + mat, 2 warm layers, waterproofs!!, torch, mess tin, wellies + old trainers for the "
     "canoeing, NO phones",
     "Kit list: sleeping bag and mat, two warm layers, waterproofs, torch, mess tin, wellies and old trainers for "
     "canoeing; no phones."),
    ("Weds 22nd - forecast's awful for sun 😬 storm coming in, gusts of 50. Skip says we strike camp sat after tea "
     "while it's dry, so pick up sat 25th at half 6 instead. night hike moves to fri",
     "Noted - with the storm on Sunday you're striking camp Saturday after tea: pick-up Sat 25th at 6.30, and the "
     "night hike moves to Friday."),
    ("food - patrols cooking on fires, backwoods bread + foil dinners sat, bacon rolls for breakfast. 2 veggies + "
     "Harry's gluten free",
     "Food: patrols cook on fires - backwoods bread and foil dinners Saturday, bacon rolls for breakfast; two "
     "vegetarians and Harry's gluten-free."),
    ("canoeing - sat 9.30-12.30 on the Mere w/ the Ellesmere instructors, 8.30-5 they're on site if we want the "
     "kayaks after",
     "Canoeing: Saturday 9.30-12.30 on the Mere with the centre's instructors; they're on site 8.30-5 if you want "
     "the kayaks later."),
    (QUESTION,
     "Sunday 26th September at 2pm, at the campsite gate."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="3rd-shrewsbury-autumn-camp-2049", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 23 September 2049. You are talking to Rachel, the Scout leader of 3rd "
                           "Shrewsbury Scouts, passing on a question from Freya's dad."] + lines[:-1]
                assert any("pick up sun 26th at 2" in c for c in context), context
                assert any("so pick up sat 25th at half 6 instead" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Sat 25th September at half 6 - they're striking camp a day early, a storm's forecast for "
                          "Sunday", actual=reply)
