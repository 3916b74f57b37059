"""Batch 296 (held out). A dive school's open water weekend: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the changed kit list in its context and gives the first one.

App: Blue Fin Divers (a PADI school in Huddersfield) take their Open Water students to Capernwray on Sat 28 + Sun
29 June 2050. Nadia (a student) chats with the school's students' helper to keep track of what she needs; the chat
is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-06-02 21:40), the kit list
from the school's email - own mask, snorkel, fins and boots, a 5mm hood and gloves, log book, the school lends
wetsuits, BCDs, regs and weights; turn 2, the meet time and the site fees; turn 3 (Tue 24th Jun), Sue's message
that the water's only 11 degrees so everyone's in the school's semi-drys, which come with their own hood, so no
need to bring one, and Kev says no gloves on the course, they get in the way for the mask skills - but bring a
flask and a warm hat for between dives; turn 4, the pool session; turn 5, the cafe. Question (turn 6, Thu 26/6):
"what do I need to pack for the weekend? doing it tonight" -> expected mask, snorkel, fins, boots, log book, a
flask and a warm hat (no hood, no gloves). The model lists the first email's kit, hood and gloves included.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first kit list
and the turn that dropped the hood and the gloves and added the flask and hat are both in the context the model was
given, and it answered from the first list. Asserted: the context has both kit lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b296_llamaindex_dive_school_open_water_kit_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what do I need to pack for the weekend? doing it tonight"
TURNS = [
    ("2050-06-02 21:40 kit list came thru from the school 🤿 bring: own mask, snorkel, fins + boots, a 5mm hood + "
     "gloves, log book. they lend wetsuits, BCDs, regs + weights",
     "Got it - you bring your mask, snorkel, fins, boots, a 5mm hood, gloves and your log book; the school lends the "
     "wetsuit, BCD, reg and weights."),
    ("OW weekend's sat 28 + sun 29 june at Capernwray, meet 8.30 at the gate, site fees £45 on the day",
     "Open Water weekend Sat 28 and Sun 29 June at Capernwray: meet at the gate at 8.30, £45 site fees on the day."),
    ("Tue 24th Jun - Sue messaged, water's only 11 degrees 🥶 so everyone's in the school's semi drys, they come w/ "
     "their own hood so no need to bring one. + Kev says NO gloves on the course, they get in the way for the mask "
     "skills. bring a flask + a warm hat for between dives tho",
     "Noted: the semi-drys come with a hood so you don't need yours, no gloves on the course, and bring a flask and "
     "a warm hat for between dives."),
    ("last pool session thurs 7-9, skills check + sign the medical form",
     "Last pool session Thursday 7 till 9: skills check and signing the medical form."),
    ("cafe at Capernwray does bacon butties + hot choc, cash only apparently",
     "The Capernwray cafe does bacon butties and hot chocolate - cash only."),
    (QUESTION,
     "For the weekend: your mask, snorkel, fins and boots, a 5mm hood and gloves, and your log book - the school "
     "lends the wetsuit, BCD, reg and weights."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="bluefin-nadia-ow-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 26 June 2050. You are talking to Nadia, a student on Blue Fin Divers' Open "
                           "Water course (weekend Sat 28 + Sun 29 June)."] + lines[:-1]
                assert any("a 5mm hood + gloves" in c and "own mask, snorkel, fins + boots" in c
                           for c in context), context
                assert any("no need to bring one" in c and "NO gloves on the course" in c
                           and "bring a flask + a warm hat" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="mask, snorkel, fins, boots, log book, a flask and a warm hat - no hood (the semi-drys have "
                          "one) and no gloves", actual=reply)
