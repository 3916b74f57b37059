"""Batch 130 (held out). A riding school's yard chat: LlamaIndex Memory (async aput/aget), asyncio, one root span per
turn.

App: Kath, who runs the yard at Meadowbank Riding School, chats with the helper through the week (lessons, ponies,
vet, feed); the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has the Saturday lessons (9am tinies on Pickle
and Taffy); 4/3 Pickle pulled a shoe off in the field and Dan popped it back on Fri, sound as a pound; Mon 9/3 the
vet (Sarah) says Pickle's lame on the near fore - an abscess - poulticing and box rest till at least Sat 14th, no
lessons, Taffy doubles up; then a birthday party booking and the hay. The model reaches for the shoe. Question (Weds
11/3, Kath): "why's pickle off the lesson list this wk? one of the mums is asking, her lad loves him" -> expected an
abscess in his near fore - he's on box rest with a poultice till at least Saturday. The assistant says the lost shoe.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the vet's abscess
and box rest are in the context the model was given, next to a shoe note that says he was sound again, and it gave
the shoe. Asserted: the abscess line and the shoe line are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b130_llamaindex_riding_pickle_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why's pickle off the lesson list this wk? one of the mums is asking, her lad loves him"
TURNS = [
    ("sat lessons - 9am tinies on Pickle + Taffy (4 kids, 30 mins each), 10.30 group Dusty/Bramble/Rolo, 1.30pm "
     "private Mrs Dean",
     "Saturday: 9am little ones on Pickle and Taffy (four children, 30 minutes each), 10.30 group on Dusty, Bramble "
     "and Rolo, 1.30pm private lesson for Mrs Dean."),
    ("4/3 Pickle pulled a shoe off in the field, typical. Dan popped it back on fri, sound as a pound",
     "Pickle lost a shoe in the field on the 4th; Dan refitted it Friday and he's sound."),
    ("Mon 9/3 vet - Sarah came out, Pickle's lame on the near fore, abscess. poulticing + box rest till at least sat "
     "14th, NO lessons. Taffy'll have to double up for the tinies",
     "Pickle: abscess in the near fore - poultice and box rest until at least Saturday 14th, no lessons; Taffy to "
     "cover the little ones."),
    ("Ruby's mum wants a pony party sat 28th, 6 girls, 2-4ish. £15 a head, I said yes",
     "Pony party Saturday 28th for Ruby, six girls, about 2-4, £15 a head."),
    ("hay's in - 80 bales from Pete, £4.50 each, stacked in the end barn. paid cash",
     "80 bales of hay from Pete at £4.50 each, in the end barn, paid cash."),
    (QUESTION,
     "He lost a shoe in the field - Dan's had to put it back on."),
]


async def main():
    memory = Memory.from_defaults(session_id="meadowbank-yard", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Weds 11 March 2037. You are talking to Kath, who runs the yard at Meadowbank "
                           "Riding School."] + lines[:-1]
                assert any("Pickle's lame on the near fore, abscess" in c and "box rest" in c for c in context), \
                    context
                assert any("Pickle pulled a shoe off" in c and "sound as a pound" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(QUESTION, expected="an abscess in his near fore - the vet's got him on box rest with a poultice till at "
                              "least Saturday", actual=reply)


asyncio.run(main())
