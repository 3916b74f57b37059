"""Batch 295 (held out). A snooker hall's club championship: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the walkover and the quarter-final opponent in its context and gives the
first-round draw.

App: the Crucible Snooker Club in Heckmondwike run their club championship in March 2051 - a 16-player draw, best
of 5 up to the semis, the final on the Sunday after. Dev (who's in it) chats with the club's players' helper to keep
track of his matches; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-02-20T22:10), the draw -
Dev v Shaun in the last 16, Sun 5th March at 2pm, best of 5, the winner to play Tariq or Lee in the quarters;
turn 2, the entry fee and his re-tipped cue; turn 3 (Thu 2nd Mar), Shaun's done his wrist at 5-a-side and pulled
out, so Dev has a walkover and goes straight into the quarter-final against whoever wins Tariq v Lee, same day, at
4pm; turn 4, Tariq v Lee is Sat 4th at 7; turn 5 (Sun 5th, morning), Tariq beat Lee 3-1 last night with a 67 in
the decider; turn 6, the dress code for the finals. Question (turn 7, Sun 5/3): "who am I playing today + what
time? want a couple of practice frames first" -> expected Tariq, at 4pm, in the quarter-final (Shaun pulled out,
walkover). The model says Shaun at 2pm.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first-round
draw, the walkover with the 4pm quarter-final, and Tariq's win are all in the context the model was given, and it
answered from the draw. Asserted: the context has the draw line, the walkover line and Tariq's win.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b295_llamaindex_snooker_club_champs_who_next_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "who am I playing today + what time? want a couple of practice frames first"
TURNS = [
    ("2051-02-20T22:10 club champs draw's up 🎱 I've got Shaun in the last 16, sun 5th march 2pm, best of 5. winner "
     "gets Tariq or Lee in the QF",
     "Good luck - you're against Shaun in the last 16 on Sun 5 March at 2pm, best of 5; the winner plays Tariq or "
     "Lee in the quarter-final."),
    ("entry's £10, paid Ray. cue's back from being re-tipped, 9.5mm elk master, feels weird 😬",
     "Entry paid to Ray, and the cue's back with a 9.5mm Elk Master tip - give it a few frames to bed in."),
    ("Thu 2nd Mar - Shaun's done his wrist at 5-a-side 🤕 he's pulled out so I've got a walkover!! Ray says I'm "
     "straight into the QF v whoever wins Tariq v Lee, same day sun, 4pm now not 2",
     "Sorry for Shaun - so you have a walkover into the quarter-final on Sunday at 4pm, against the winner of Tariq "
     "v Lee."),
    ("Tariq v Lee is sat 4th 7pm on table 1, might go + watch",
     "Tariq v Lee is Saturday 4th at 7pm on table 1 - worth a look to see who you'll get."),
    ("Sun 5th - Tariq beat Lee 3-1 last nite 😮 made a 67 in the decider, he's potting everything",
     "Tariq beat Lee 3-1 with a 67 in the decider, so he's in form."),
    ("dress code for the finals - waistcoat + bow tie from the semis on, black trousers + shirt till then",
     "Black trousers and a shirt until the semis, then waistcoat and bow tie."),
    (QUESTION,
     "You're playing Shaun in the last 16 at 2pm, best of 5 - so get down for about 1 for a knock."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="crucible-champs-dev-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Sun 5 March 2051. You are talking to Dev, who's in the Crucible Snooker Club's "
                           "club championship."] + lines[:-1]
                assert any("I've got Shaun in the last 16, sun 5th march 2pm" in c for c in context), context
                assert any("he's pulled out so I've got a walkover" in c and "4pm now not 2" in c
                           for c in context), context
                assert any("Tariq beat Lee 3-1" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Tariq, at 4pm in the quarter-final - Shaun pulled out injured so you got a walkover",
       actual=reply)
