"""Batch 167 (held out). A film night organiser's chat: LlamaIndex Memory (sync put/get), one root span per turn; the
answer call has the chairs, the tickets sold and the seats kept back, and leaves the kept-back seats out.

App: Ashby Parva village hall's May film night is Singin' in the Rain on Fri 18th May 2040, doors 7, film 7.30. Jan,
who books the films, chats with the hall's helper in the week before; the chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the chairs - 80 out for films,
that's the fire limit; in turn 2, the tickets - 52 gone between the shop and the online thing; in turn 3, 6 kept back
at the front for the Elm Court ladies (their warden's bringing them in the minibus, they pay on the night); turn 4 is
the ice creams from Brymor. The model takes the sold tickets off the chairs and forgets the 6 kept back. Question
(turn 5, Weds 16/5): "how many seats have we got left to sell? putting it on the village fb page tonight" -> expected
22 (80 - 52 - 6). The assistant says 28.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 80 chairs, the 52
sold and the 6 kept back are all in the context the model was given, and it left the 6 out. Asserted: the three lines
are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b167_llamaindex_film_night_seats_left_diff_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many seats have we got left to sell? putting it on the village fb page tonight"
TURNS = [
    ("Bob says 80 chairs out for films max, that's the fire limit, no squeezing extra in at the back this time!!",
     "80 chairs for film nights - the fire limit."),
    ("tickets for Singin' in the Rain - 52 gone between the shop + the online thing 🎉",
     "52 tickets sold so far."),
    ("oh + keep 6 back at the front for the Elm Court ladies, their warden's bringing them in the minibus, they'll pay "
     "on the night",
     "6 seats at the front kept for the Elm Court ladies, paying on the night."),
    ("ices - 48 tubs from Brymor again, vanila + choc, a few strawb",
     "48 Brymor tubs: vanilla, chocolate and some strawberry."),
    (QUESTION,
     "28 seats left - 80 chairs less the 52 sold."),
]

memory = Memory.from_defaults(session_id="ashby-hall-film-night-jan", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 16 May 2040. You are talking to Jan, who runs Ashby Parva village hall's film "
                       "night (Singin' in the Rain, Fri 18 May)."] + lines[:-1]
            assert any("80 chairs out for films max" in c for c in context), context
            assert any("52 gone between the shop" in c for c in context), context
            assert any("keep 6 back at the front for the Elm Court ladies" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="22 - 80 chairs less the 52 sold and the 6 kept back for the Elm Court ladies", actual=reply)
