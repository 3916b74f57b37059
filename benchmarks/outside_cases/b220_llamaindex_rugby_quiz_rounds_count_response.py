"""Batch 220 (held out). A rugby club's quiz night: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn; the answer call has the dropped and added rounds in its context and gives the first count anyway.

App: Bridgnorth RFC hold a quiz night on Fri 5th March 2049 in the clubhouse, 7.30ish - teams of six, faggots and
peas or a veggie pie, a bar tab for the winners and a wooden spoon for last. Lisa (the social secretary, doing the
answer sheets) chats with the club's helper while she sorts it; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2049-02-03T21:30), 8 rounds -
general knowledge, sport, music, rugby, geography, film, a picture round and name that tune; turn 2, the food; turn 3
(Weds 24 Feb), the speaker's knackered (the lads had it out at Gaz's 40th) so no music round or name that tune this
time, and Dai's doing a "famous Welsh" round instead of one of them so they're not short; turn 4, the prizes; turn
5, the tables. Question (turn 6, Thu 4/3, Lisa): "how many rounds are there fri? printing the answer sheets" ->
expected 7 (general knowledge, sport, rugby, geography, film, the picture round and famous Welsh). The model says 8.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the eight rounds
and the 24th's change (two out, one in) are both in the context the model was given, and it answered from the
first. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b220_llamaindex_rugby_quiz_rounds_count_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many rounds are there fri? printing the answer sheets"
TURNS = [
    ("2049-02-03T21:30 QUIZ NIGHT 🏉 fri 5th march, clubhouse, 7.30ish. 8 rounds - general knowledge, sport, music, "
     "rugby, geography, film, a picture round + name that tune. £2 a head, teams of 6. can u help me keep track",
     "Of course - quiz night Fri 5 March, clubhouse, about 7.30: 8 rounds (general knowledge, sport, music, rugby, "
     "geography, film, picture round, name that tune), £2 a head, teams of six."),
    ("food - faggots + peas or the veggie pie, £6, orders at the bar by the 1st pls",
     "Food: faggots and peas or veggie pie, £6, orders at the bar by 1 March."),
    ("Weds 24 Feb - the speaker's knackered (the lads had it out at Gaz's 40th 🙄) so no music round or name that tune "
     "this time. Dai's doing a 'famous Welsh' round instead of one of them so we're not short",
     "Noted - no music round or name that tune; Dai's doing a famous Welsh round instead."),
    ("prizes - winners get a £40 bar tab, wooden spoon for last, meat raffle from Griffiths' £1 a strip",
     "Prizes: £40 bar tab for the winners, wooden spoon for last, meat raffle £1 a strip."),
    ("tables - 15 teams max, 12 in so far, Tony's bringing the extra chairs from the cricket club",
     "Tables for up to 15 teams (12 entered so far); Tony's bringing extra chairs."),
    (QUESTION,
     "8 rounds - general knowledge, sport, music, rugby, geography, film, the picture round and name that tune."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="bridgnorth-rfc-quiz-2049", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 4 March 2049. You are talking to Lisa, the social secretary at Bridgnorth "
                           "RFC, who's printing the quiz answer sheets."] + lines[:-1]
                assert any("8 rounds - general knowledge, sport, music" in c for c in context), context
                assert any("so no music round or name that tune this time" in c for c in context), context
                assert any("'famous Welsh' round instead of one of them" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="7 - general knowledge, sport, rugby, geography, film, the picture round and Dai's famous "
                          "Welsh round (no music or name that tune, the speaker's broken)", actual=reply)
