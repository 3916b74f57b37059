"""Batch 159 (held out). A village hall pantomime director's chat: LlamaIndex Memory (sync put/get), one root span
per turn.

App: Wendy directs Thornby Players' Cinderella (Thornby village hall, Fri 22 and Sat 23 January 2038). She chats
with her helper through November 2037 about the children's chorus, the scenery and the costumes; the chat is kept
in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, 14 kids signed up for the
chorus (ages 6-11, rehearsals Sunday afternoons 2-4); in turn 2, the Patel twins dropping out - they're moving to
Leeds at Christmas (their mum's still doing the face paints); in turn 3, Kayleigh's cousin Ruby (8) joining, as
she's staying with them till Easter; in turn 4 Gary's pumpkin coach and Wendy wanting the chorus as mice for the
transformation scene. The model gives the sign-up number. Question (turn 5, Tue 17/11): "how many kids have we got
in the chorus now? Pat's making the mice ears + wants a number" -> expected 13 (14 - the 2 twins + Ruby). The
assistant says 14.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 14 sign-ups,
the twins dropping out and Ruby joining are all in the context the model was given, and it counted from the
sign-ups alone. Asserted: the three lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b159_llamaindex_panto_chorus_count_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many kids have we got in the chorus now? Pat's making the mice ears + wants a number"
TURNS = [
    ("chorus sign ups are in - 14 kids, ages 6-11!! rehearsals sun afternoons 2-4 in the hall from the 22nd",
     "14 children signed up for the chorus; Sunday rehearsals 2-4 from the 22nd."),
    ("the Patel twins have dropped out :( they're moving to Leeds at xmas. their mum's still doing the face paints "
     "for us tho, she's a gem",
     "The Patel twins are out (moving to Leeds); their mum's still on face paints."),
    ("Kayleigh's cousin Ruby is joining the chorus, she's 8, staying w them til easter. knows all the songs already "
     "apparently",
     "Ruby (8), Kayleigh's cousin, is joining the chorus."),
    ("Gary's painting the pumpkin coach sat. want the chorus as mice for the transformation scene - tails + ears",
     "Coach painting Saturday; chorus as mice for the transformation scene."),
    (QUESTION,
     "14 - that's how many signed up, so Pat needs 14 pairs of mice ears."),
]

memory = Memory.from_defaults(session_id="wendy-thornby-panto-helper", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Tue 17 November 2037. You are talking to Wendy, who directs Thornby Players' "
                       "Cinderella."] + lines[:-1]
            assert any("chorus sign ups are in - 14 kids" in c for c in context), context
            assert any("Patel twins have dropped out" in c for c in context), context
            assert any("Ruby is joining the chorus" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="13 - 14 signed up, the Patel twins dropped out and Ruby joined", actual=reply)
