"""Batch 230 (held out). A village's scarecrow festival: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn; the answer call has the late-entries line in its context and says entries have closed.

App: Heptonstall's scarecrow festival runs Sat 4th - Sun 12th September 2049 on a 'nursery rhymes' theme -
scarecrows all round the village, a trail map with a number for each, judging on the first Sunday, teas in the old
school. Anne (the festival secretary) chats with the festival's helper while she sorts it; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-07-12T20:00), entries
close Weds 1st Sept, £5, scarecrows up by Fri 3rd half 6 so Phil can number them for the map; turn 2, the judging
(Sun 5th 2pm); turn 3 (Tue 31st Aug), Phil says he'll take late ones up to 9am Saturday if folk ring him with the
spot - they go on a late-entries slip in the map and still get judged Sunday; turn 4, the teas; turn 5, the map.
Question (turn 6, Fri 3/9, a villager's message Anne passes on): "can I still enter one? only just finished it lol
- it's Humpty on the wall by the Cross" -> expected yes - ring Phil with the spot by 9am Saturday; it goes on the
late-entries slip and still gets judged. The model says no, entries closed on Wednesday.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the closing date
and turn 3's late-entries line (till 9am Saturday, ring Phil) are both in the context the model was given, and it
answered from the closing date alone. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b230_llamaindex_scarecrow_late_entry_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "can I still enter one? only just finished it lol - it's Humpty on the wall by the Cross"
TURNS = [
    ("2049-07-12T20:00 SCARECROW FEST 🧑‍🌾 sat 4th - sun 12th sept, theme 'nursery rhymes'. entries close weds 1st "
     "sept, £5, scarecrows up by fri 3rd half 6 so Phil can number them for the map. keep track for me pls",
     "Got it - scarecrow festival Sat 4 - Sun 12 September, nursery rhymes theme; entries close Weds 1 September "
     "(£5), scarecrows up by 6.30pm Fri 3rd for Phil to number."),
    ("judging sun 5th 2pm - the vicar + Mrs Greenwood from the school, £25 + a rosette for best in show, kids' one "
     "gets a book token",
     "Judging Sun 5 September at 2pm by the vicar and Mrs Greenwood; £25 and a rosette for best in show, a book "
     "token for the children's prize."),
    ("Tue 31st - Phil says he'll take late ones up to 9am sat if folk ring him w/ the spot, they go on a late "
     "entries slip in the map + still get judged sun 👍 his no. is on the poster",
     "Noted - late entries up to 9am Saturday: ring Phil with the spot, they go on a late-entries slip in the map "
     "and still get judged on Sunday."),
    ("teas in the old school sats + suns 1-4.30, Jean's rota, scones + a brew £2.50, all to the church roof",
     "Teas in the old school Saturdays and Sundays 1-4.30 on Jean's rota; scone and a brew £2.50 for the roof."),
    ("maps 🗺️ £2 from the Cross Inn + the museum, 41 on it so far, trail's about a mile + a half, steep in bits",
     "Trail maps £2 from the Cross Inn and the museum; 41 scarecrows so far, about a mile and a half, steep in "
     "places."),
    (QUESTION,
     "Sorry, no - entries closed on Wednesday 1st September, so it's too late to get Humpty on the map this year."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="heptonstall-scarecrows-2049", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Fri 3 September 2049. You are talking to Anne, Heptonstall's scarecrow "
                           "festival secretary, who's passing on a villager's message."] + lines[:-1]
                assert any("entries close weds 1st sept" in c for c in context), context
                assert any("he'll take late ones up to 9am sat" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="yes - ring Phil with the spot by 9am Saturday; it goes on the late-entries slip in the map "
                          "and still gets judged on Sunday", actual=reply)
