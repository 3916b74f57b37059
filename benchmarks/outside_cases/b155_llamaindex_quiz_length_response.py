"""Batch 155 (held out). A quiz-goer's chat about the village hall's quiz and chips night: LlamaIndex Memory (sync
put/get), one root span per turn.

App: Claire chats with her family helper through June 2037 about Barkisland Village Hall's quiz and chips night (Fri
19th June: teams of six, £3 each, fish and chips at half time); the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the poster - 7.30 start, 8
rounds and the picture round, usually done by 10; in turn 2 her team (Quizteama Aguilera: her, Rich, Jan, Pete, Mo
and Ade); in turn 3 that the hall committee say everyone has to be out by 10 now (the new caretaker locks up at 10
sharp), so Trev's cutting it to 6 rounds - still a 7.30 start, finishing 9.30 with the chips at half time; in turn 4
the chips order. The model goes by turn 1. Question (turn 5, Wed 17/6): "how long's the quiz on for fri? the
babysitter wants to know how long we'll be" -> expected 2 hours (7.30 till 9.30). The assistant says about two and a
half hours, 7.30 till 10.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 9.30 finish is
in the context the model was given, next to turn 1's 'usually done by 10', and it worked the length from turn 1
anyway. Asserted: turn 1's 7.30 and 'done by 10' and turn 3's 9.30 finish are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b155_llamaindex_quiz_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the quiz on for fri? the babysitter wants to know how long we'll be"
TURNS = [
    ("poster's up at the co-op - quiz + chips at the village hall fri 19th june, 7.30 start, 8 rounds + the picture "
     "round, usually done by 10. £3 each, teams of 6",
     "Quiz and chips night, Friday 19 June at the village hall: 7.30 start, 8 rounds plus a picture round, usually "
     "done by 10; £3 each, teams of six."),
    ("we're Quizteama Aguilera again lol - me, Rich, Jan + Pete, Mo and Ade. Ade's rubbish at the music round",
     "Team: Quizteama Aguilera - you, Rich, Jan, Pete, Mo and Ade."),
    ("Jan says the hall committee want everyone out by 10 now, the new caretaker locks up at 10 sharp, so Trev's "
     "cutting it to 6 rounds. still 7.30 start, finishing 9.30 w the chips at half time",
     "Noted: 6 rounds this time, 7.30 start, finishing 9.30 with chips at half time (out by 10 for the caretaker)."),
    ("chips order's in to Sandra - fish + chips for me, sausage for Rich, mushy peas x 2. pay on the night",
     "Chips order: fish and chips for you, sausage for Rich, two mushy peas - pay on the night."),
    (QUESTION,
     "About two and a half hours - it starts at 7.30 and is usually done by 10."),
]

memory = Memory.from_defaults(session_id="claire-family-helper", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Wed 17 June 2037. You are talking to Claire, who is going to Barkisland Village "
                       "Hall's quiz and chips night on Fri 19 June with her team."] + lines[:-1]
            assert any("7.30 start, 8 rounds" in c and "usually done by 10" in c for c in context), context
            assert any("finishing 9.30 w the chips at half time" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="2 hours - 7.30 till 9.30 (Trev's cut it to 6 rounds so they're out by 10)", actual=reply)
