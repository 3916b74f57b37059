"""Batch 176 (held out). A secondary school's prom: LlamaIndex Memory (sync put/get), one root span per turn; the
answer call has the plus-one rule as it stands and gets a yes/no wrong.

App: Hadley Park School's Year 11 prom is Fri 27th June 2042 at Hawkstone Hall. Mrs Davies, who runs it, chats with
the school's helper while she answers parents' emails; the chat is kept in LlamaIndex Memory and read back each turn
as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the prom (Fri 27th June, Hawkstone
Hall, £45 with the meal and the coach, on ParentPay); turn 2 (Tue 13th May) no outside guests this year, "after last
year's"; turn 3 the dress code; turn 4 (2042-05-29T16:40) SLT have come round - plus ones are fine if they're 16+,
their name's on the form by Fri 13th June and she OKs them, same £45; turn 5 the photographer. The model goes by the
13th May line and says no. Question (turn 6, Weds 4/6): "Jayden's mum emailing - can he bring his girlfriend? she's
at Charlton, so a different school, she's 16" -> expected yes, if her name's on the form by Fri 13th June and Mrs
Davies OKs it (£45). The assistant says no outside guests.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 29/5 line that
lets plus ones in is in the context the model was given, after the 13th May one, and it answered from the earlier.
Asserted: the plus-ones line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b176_llamaindex_prom_plus_one_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("Jayden's mum emailing - can he bring his girlfriend? she's at Charlton, so a different school, she's 16")
TURNS = [
    ("prom's fri 27th june at Hawkstone Hall 🎉 £45 incl the meal + coach, on ParentPay",
     "Prom Fri 27 June at Hawkstone Hall; £45 with meal and coach, via ParentPay."),
    ("Tue 13th May - no outside guests this yr, after last year's 😬 SLT were very clear",
     "No outside guests this year."),
    ("dress code formal, no trainers, no fancy dress (looking at you 11P)",
     "Formal dress, no trainers or fancy dress."),
    ("2042-05-29T16:40 SLT have come round on plus ones 🙌 fine if they're 16+, name on the form by fri 13th june + I "
     "have to OK them, same £45",
     "Plus ones allowed if 16+, named on the form by Fri 13 June and approved by you; £45."),
    ("photographer's booked, prints £8 or £15 for the digital pack, order on the night",
     "Photographer booked: £8 a print or £15 digital."),
    (QUESTION,
     "No - there are no outside guests this year, so he can't bring someone from another school."),
]

memory = Memory.from_defaults(session_id="hadley-prom-2042-mrs-davies", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 4 June 2042. You are talking to Mrs Davies, who runs the Year 11 prom at "
                       "Hadley Park School (Fri 27 June), about parents' emails."] + lines[:-1]
            assert any("SLT have come round on plus ones" in c and "name on the form by fri 13th june" in c
                       for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="yes - she's 16, so fine if her name's on the form by Fri 13th June and Mrs Davies OKs it "
                          "(£45)", actual=reply)
