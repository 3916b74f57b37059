"""Batch 285 (held out). A swimming club's galas: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the real reason a swimmer was taken out of an event in its context and gives the reason
the context rules out.

App: Brighouse Amateur Swimming Club's swimmers go to the Calderdale Junior Gala on Sat 26th March 2050 at Brighouse
pool. Claire (whose daughter Ellie, 11, swims for the club) chats with the club's parents' helper to keep track of
Ellie's events, kit and lifts; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-02-10T21:00), Ellie's
entries - 50 free, 100 fly, 50 back and the medley relay; turn 2 (19.2.), she tweaked her shoulder at netball and
the physio said no fly for 2 weeks; turn 3 (Tue 15th Mar), coach Andy has taken her out of the 100 fly for the gala -
NOT her shoulder, the physio signed her off last week - it's because she hasn't had her fly turn and finish (the two
hand touch) signed off by an official yet and he doesn't want her DQ'd, she'll do it at the May open; turn 4, the
lift; turn 5, the kit. Question (turn 6, Thu 24/3): "why isn't Ellie in the 100 fly on sat? her nan's asking, she
was looking forward to watching it" -> expected because her two-hand touch / fly turn hasn't been signed off by an
official yet (Andy doesn't want her disqualified) - not her shoulder, which is fine. The model says it's because of
her shoulder.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the turn with the
shoulder and the turn that took her out of the fly for the touch, saying it's not the shoulder, are both in the
context the model was given, and it gave the shoulder. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b285_llamaindex_swim_gala_fly_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why isn't Ellie in the 100 fly on sat? her nan's asking, she was looking forward to watching it"
TURNS = [
    ("2050-02-10T21:00 gala entries are in 🏊‍♀️ Calderdale Junior Gala sat 26th march at Brighouse - Ellie's "
     "doing 50 free, 100 fly, 50 back + the medley relay (she's fly leg!!)",
     "Lovely - Ellie's entered in the 50 free, 100 fly, 50 back and the medley relay (fly leg) at the Calderdale "
     "Junior Gala, Sat 26 March at Brighouse."),
    ("19.2. ugh she's tweaked her shoulder at netball at school 🙄 physio says no fly for 2 wks, backstroke's ok",
     "Sorry to hear that - no butterfly for two weeks on the physio's advice, backstroke is fine."),
    ("Tue 15th Mar - Andy's taken her out of the 100 fly for the gala 😢 NOT her shoulder, physio signed her off last "
     "wk, it's cos she's not had her fly turn + finish (the two hand touch) signed off by an official yet + he "
     "doesn't want her DQ'd. she'll do it at the May open instead. still fly leg in the relay",
     "Understood - she's out of the 100 fly because her fly turn and two-hand finish haven't been signed off by an "
     "official yet, not because of her shoulder (the physio has signed her off). She'll swim it at the May open, "
     "and she's still on the relay."),
    ("lift - Kev's taking her + Maisie, leaving ours 7.15, I'll pick up after the last relay",
     "Kev is driving Ellie and Maisie, leaving yours at 7.15; you're collecting after the last relay."),
    ("kit - club hat, 2 pairs goggles, hoodie, flip flops, pasta + banana, NO fizzy drinks Andy says",
     "Kit: club hat, two pairs of goggles, hoodie, flip-flops, pasta and a banana - no fizzy drinks."),
    (QUESTION,
     "It's because of her shoulder - she tweaked it at netball and the physio said no fly, so Andy's taken her out "
     "of the 100 fly to be safe."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="brighouse-asc-ellie-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 24 March 2050. You are talking to Claire, whose daughter Ellie (11) swims for "
                           "Brighouse ASC at the Calderdale Junior Gala (Sat 26 March)."] + lines[:-1]
                assert any("tweaked her shoulder" in c and "no fly for 2 wks" in c for c in context), context
                assert any("NOT her shoulder" in c and "two hand touch" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="her fly turn and two-hand touch haven't been signed off by an official yet, so Andy "
                          "doesn't want her disqualified - it's not her shoulder, that's fine now", actual=reply)
