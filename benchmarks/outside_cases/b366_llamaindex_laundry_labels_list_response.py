"""Batch 366 (held out). A care home's laundry: LlamaIndex Memory (async aput/aget), asyncio, one root span per turn;
the answer call has, in its context, which new clothes were found later and which one the daughter already labelled,
and gives the first bag list.

App: Greenholme care home's laundry assistant, Bev, keeps a running chat with the home's helper about residents'
clothes - what came in, what needs a name label, what's gone missing. The chat is kept in LlamaIndex Memory and read
back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): turn 1 (2051-03-12 10:05) - Rm 15 W.H.'s daughter dropped
a bag in: 3 new vests, a lilac fleece and 2 nighties, none labelled, all to be done before they go in the wash. Turn 2
- the laundry rota and the iron-on labels from the office. Turn 3 (Tue 14/03, "late entry:") - 2 pairs of new navy
trousers found in W.H.'s bag under the bed, no labels either; and the daughter says she did the fleece herself with
a sew-in one, so that's done. Turn 4 - Rm 8's odd socks; turn 5 - the new label machine. Question (turn 6, Weds
15/03): "what still needs a label for W.H. (Rm 15) before it goes in the wash? doing them now" -> expected the 3
vests, the 2 nighties and the 2 pairs of navy trousers (the fleece is done) - items from turn 1 and turn 3. The model
lists the 3 vests, the lilac fleece and the 2 nighties.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first bag list
and the late entry that added the trousers and took the fleece off are both in the context the model was given, and
it answered from the first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b366_llamaindex_laundry_labels_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what still needs a label for W.H. (Rm 15) before it goes in the wash? doing them now"
TURNS = [
    ("2051-03-12 10:05 Rm 15 W.H. - dtr dropped a bag in yest: 3 new vests, a lilac fleece, 2 nighties. none "
     "labelled, all need doing b4 they go in the wash!!",
     "Noted for Rm 15 W.H.: 3 new vests, a lilac fleece and 2 nighties from her daughter - none labelled yet, all to "
     "be labelled before the wash."),
    ("rota reminder: main wash 60° Mon/Weds/Fri, woollens + delicates hand wash Tues. iron-on labels from the office, "
     "name + Rm no. on each",
     "Main wash at 60° Monday, Wednesday and Friday; woollens and delicates hand-washed on Tuesday. Iron-on labels "
     "from the office, with name and room number."),
    ("Tue 14/03 late entry: found 2 pairs of navy trousers in W.H.'s bag under the bed, also new, no labels 🙄 + dtr "
     "says she did the fleece herself w/ a sew-in one so that's done",
     "Got it - 2 pairs of new navy trousers need labels too, and the lilac fleece is already done (sewn-in label "
     "from her daughter)."),
    ("Rm 8's missing sock saga continues 🧦 odd ones in the lost property box by the sluice if anyone's looking",
     "Odd socks are in the lost property box by the sluice."),
    ("new label machine coming end of month so we can stop ironing them 🙏 manager's signed it off",
     "A label machine is coming at the end of the month - the manager has approved it."),
    (QUESTION,
     "For W.H. in Rm 15: the 3 new vests, the lilac fleece and the 2 nighties - none of them are labelled yet."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="greenholme-laundry-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 15 March 2051. You are talking to Bev, the laundry assistant at Greenholme "
                           "care home."] + lines[:-1]
                assert any("3 new vests, a lilac fleece, 2 nighties" in c for c in context), context
                assert any("found 2 pairs of navy trousers" in c and "she did the fleece herself" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the 3 vests, the 2 nighties and the 2 pairs of navy trousers - the fleece is already done",
       actual=reply)
