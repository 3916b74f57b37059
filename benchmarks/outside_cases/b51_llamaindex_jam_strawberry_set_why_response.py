"""Batch 51 (held out). A family's jam-making chat: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Helen Pritchard makes jam from her mum's allotment fruit with her son Josh and chats it through with an
assistant; each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``) is the context of
each answer. In June the second strawberry batch didn't set. Gran Val's verdict, passed on by Helen: the
strawberries were picked too ripe after the rain and there was no lemon in it, so not enough pectin; next time
lemon juice and jam sugar. The blackcurrant batch a week later was boiled far too long and set like concrete.

Planted fault (ResponseError, ignored sufficient context): Gran's reason is in the context; the model says the
strawberry wasn't boiled long enough, mixing it up with the boiling talk around the blackcurrant. Question (turn 7,
Sat 8/8, Josh): "why didnt the 2nd lot of strawberry set?" -> expected overripe fruit and no lemon, so not enough
pectin.

Expected verdict: ResponseError at litellm.completion, the answer call of the last turn (inside fault()).
Asserted: Gran's reason is in the context the model got. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b51_llamaindex_jam_strawberry_set_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("strawbs batch 1 (sat 13/6) - 14 jars, lovely set, 1kg fruit 1kg sugar + juice of a lemon, 10 min boil",
     "Batch 1: 14 jars, good set - 1kg fruit, 1kg sugar, a lemon, 10-minute boil."),
    ("batch 2 (20th) is soup. 11 jars of strawberry sauce basically. Josh wants to label it 'ice cream topping' "
     "and flog it lol",
     "Batch 2 hasn't set - 11 jars. Selling it as ice cream topping is an option."),
    ("talked to Mum abt batch 2 - she reckons we picked them too ripe after all that rain, and I forgot the lemon "
     "this time, so not enough pectin to set. next time lemon juice + jam sugar if they're soft",
     "So batch 2 was overripe fruit and no lemon, hence not enough pectin; lemon and jam sugar next time."),
    ("blackcurrant 27/6 - boiled it 25 mins cos I was on the phone to Auntie Rita, set like concrete, you could "
     "stand a spoon up in it",
     "Blackcurrant overboiled at 25 minutes - very firm set."),
    ("cold plate test from now on, 5 mins then check, every time. Mum's rule",
     "Cold plate test every 5 minutes from now on."),
    ("raspberries next wk, Gran says they've got loads of pectin, no lemon needed",
     "Raspberries next week, no lemon needed."),
    ("Sat 8/8 - Josh asking: why didnt the 2nd lot of strawberry set?",
     "It wasn't boiled long enough - it needed a proper rolling boil, the opposite of the blackcurrant, which "
     "went 25 minutes."),
]


async def main():
    memory = Memory.from_defaults(session_id="pritchard-jam-chat", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("too ripe after all that rain" in c and "not enough pectin" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish("why didnt the 2nd lot of strawberry set?",
           expected="fruit was over-ripe and she left the lemon out - not enough pectin", actual=reply)


asyncio.run(main())
