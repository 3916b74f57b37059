"""Batch 134 (held out). A mobile hairdresser's chat: LlamaIndex Memory (sync put/get), one root span per turn.

App: Kerry, a mobile hairdresser, chats with her helper while she plans the week's round (clients, timings, travel,
stock); the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, Mrs Akinola Sat 9th 10am, perm
as usual, allow 2.5 hrs, she likes the small rods; then the fuel; then Thu 7th, her daughter Funmi texting that her
mum's decided against the perm this time - too much with her new tablets - just a cut + set, so an hour tops, still
sat 10am; then stock and the Coles. The model gives the perm's time. Question (Fri 8/5, Kerry): "how long do i need
to block out for mrs akinola sat? trying to squeeze the coles in after" -> expected about an hour (cut and set, no
perm). The assistant says 2.5 hours.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the cut + set,
the hour and the reason the perm's off are in the context the model was given, next to the older perm line, and it
gave the perm's length. Asserted: the perm line and the daughter's message are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b134_llamaindex_hairdresser_akinola_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long do i need to block out for mrs akinola sat? trying to squeeze the coles in after"
TURNS = [
    ("mrs akinola sat 9th 10am - perm as usual, allow 2.5 hrs, she likes the small rods + the lotion for fine hair. "
     "22 Brook St, parking's a nightmare",
     "Mrs Akinola, Sat 9th 10am: usual perm, allow 2.5 hours, small rods and the fine-hair lotion; 22 Brook St, "
     "parking is difficult."),
    ("diesel £1.52 at the esso, £1.47 at the asda by the ring road so filling up there sat am",
     "Diesel is cheaper at the Asda by the ring road (£1.47); filling up there Saturday morning."),
    ("thurs 7th - her daughter Funmi texted, her mum's decided no perm this time, its too much with her new tablets. "
     "just a cut + set so an hr tops. still sat 10am",
     "Mrs Akinola is having a cut and set instead of the perm (her new medication), about an hour, still Saturday "
     "10am."),
    ("stock - need rollers (the pink ones), end papers, 2 x 20 vol. Sally's open sat till 4",
     "Stock to get: pink rollers, end papers, two 20 vol developers; Sally's is open Saturday until 4."),
    ("the Coles want gents cuts sat if i can fit them in, Oak Farm is 15 mins from Brook St",
     "The Coles would like gents' cuts on Saturday if possible; Oak Farm is 15 minutes from Brook St."),
    (QUESTION,
     "2.5 hours - it's her usual perm, so you'd be free about 12.30 and at Oak Farm by quarter to 1."),
]

memory = Memory.from_defaults(session_id="kerry-mobile-hair", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Fri 8 May 2037. You are talking to Kerry, a mobile hairdresser, planning "
                       "Saturday's round."] + lines[:-1]
            assert any("perm as usual, allow 2.5 hrs" in c for c in context), context
            assert any("no perm this time" in c and "just a cut + set so an hr tops" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="about an hour - just a cut and set, the perm's off (her new tablets)", actual=reply)
