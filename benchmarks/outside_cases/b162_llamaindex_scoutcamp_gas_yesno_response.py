"""Batch 162 (held out). A scout leader's chat before district camp: LlamaIndex Memory (sync put/get), one root span
per turn; the answer call has the district's gas rule and answers from the bring-your-own-wood rule.

App: Skip runs 9th Brackley Scouts, who are going to the district camp at Hollin Hall, Fri 28th - Mon 31st May 2038
(pitch 14 by the woods). She chats with the troop's helper in the week before while she sorts kit and lifts; the chat
is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the camp dates and pitch and the
district doing gas for everyone this year - 2 bottles a pitch from the QM tent on arrival, so don't bring any; in turn
2, firewood being BYO, the site's run out, and Chris bringing a trailer load off his farm; in turn 3 the kit list; in
turn 4 the menu. The model answers from the firewood rule. Question (turn 5, Weds 26/5): "Chris is asking does he need
to put our gas bottles in the trailer as well as the wood?" -> expected no - the district are supplying the gas (2
bottles a pitch from the QM tent), only the wood is BYO. The assistant says yes, bring them, it's all BYO this year.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the district's gas,
don't bring any, is in the context the model was given, and it answered from the firewood line. Asserted: the gas
line and the wood line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b162_llamaindex_scoutcamp_gas_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Chris is asking does he need to put our gas bottles in the trailer as well as the wood?"
TURNS = [
    ("district camp fri 28th - mon 31st at Hollin Hall, we're pitch 14 by the woods again. district are doing gas "
     "for everyone this yr - 2 bottles a pitch, collect from the QM tent when u arrive, so DON'T bring any",
     "District camp Fri 28 - Mon 31 May, pitch 14; district supplies gas (2 bottles a pitch from the QM tent)."),
    ("wood for fires is BYO tho, site's run out. Chris is bringing a trailer load off his farm, bless him",
     "Firewood is bring-your-own; Chris is bringing a trailer load."),
    ("kit list: sleeping bag, roll mat, torch, mess tin + KFS, wellies, waterproofs. no aerosols in the tents!!",
     "Kit list noted; no aerosols in tents."),
    ("food - sat bbq, sun roast in the dutch ovens, mon bacon butties then strike by 12",
     "Sat BBQ, Sun roast in dutch ovens, Mon bacon butties, strike by 12."),
    (QUESTION,
     "Yes - it's all bring your own this year, so put the gas bottles in the trailer with the wood."),
]

memory = Memory.from_defaults(session_id="9th-brackley-skip", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 26 May 2038. You are talking to Skip, leader of 9th Brackley Scouts, about "
                       "district camp (Fri 28 - Mon 31 May)."] + lines[:-1]
            assert any("district are doing gas for everyone this yr" in c and "DON'T bring any" in c
                       for c in context), context
            assert any("wood for fires is BYO" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="no - the district are supplying the gas (2 bottles a pitch from the QM tent); only the wood "
                          "is BYO", actual=reply)
