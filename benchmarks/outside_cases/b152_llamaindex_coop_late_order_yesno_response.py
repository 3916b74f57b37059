"""Batch 152 (held out). A food co-op organiser's chat: LlamaIndex Memory (sync put/get), one root span per turn.

App: Jo runs the monthly bulk order for Todmorden Wholefoods Buying Group and chats with her helper through April
2037 about it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the April sheet closing Sun 12th
at midnight with Suma delivering Weds 15th; in turn 2 the rice prices (brown basmati £19 for 10kg, white £16); in
turn 3 that Suma rang - their lorry's off the road, so the co-op's slot has gone back to Tues 28th, and Jo's keeping
the sheet open till Weds 22nd for anyone who missed it; in turn 4 the collection (Weds 29th, 6-8, the Methodist
hall) and, in passing, that Kath's lending her scales again. The model goes by turn 1. Question (turn 5, Mon 20/4):
"Sian from the allotments is asking can she still get a sack of rice on this month's order - yes or no?" -> expected
yes (the sheet's open till Weds 22nd). The assistant says no, it closed on Sunday the 12th.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the sheet kept open
till Weds 22nd is in the context the model was given, with today's date (Mon 20th) before it, and it answered from
the first closing date anyway. Asserted: turn 1's closing date, turn 3's open-till-22nd and today's date are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b152_llamaindex_coop_late_order_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Sian from the allotments is asking can she still get a sack of rice on this month's order - yes or no?"
TURNS = [
    ("april sheet's up on the whatsapp - closes sun 12th midnight, Suma delivering weds 15th",
     "April order sheet is up: closes midnight Sunday 12th, Suma delivery Wednesday 15th."),
    ("rice this month: brown basmati £19 for 10kg, white £16. Kath's after a sack of the brown again",
     "Rice: brown basmati £19 per 10kg, white £16; Kath wants a sack of brown."),
    ("Suma rang - lorry's off the road, our slot's gone back to tues 28th. so I'll keep the sheet open till weds 22nd "
     "for anyone who missed it, no point shutting it",
     "Suma delivery moved to Tuesday 28th; the sheet stays open until Wednesday 22nd."),
    ("collection weds 29th then, 6-8 at the Methodist hall. Kath's lending us her scales again bless her",
     "Collection Wednesday 29th, 6-8pm at the Methodist hall; Kath's lending her scales."),
    (QUESTION,
     "No - the April sheet closed at midnight on Sunday the 12th, so she'll have to wait for May's."),
]

memory = Memory.from_defaults(session_id="todmorden-wholefoods-jo", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Mon 20 April 2037. You are talking to Jo, who runs Todmorden Wholefoods Buying "
                       "Group's monthly bulk order from Suma."] + lines[:-1]
            assert any("closes sun 12th midnight" in c for c in context), context
            assert any("keep the sheet open till weds 22nd" in c for c in context), context
            assert context[0].startswith("Today is Mon 20 April"), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="yes - Jo's keeping the sheet open till Weds 22nd since Suma's delivery went back to the "
                          "28th", actual=reply)
