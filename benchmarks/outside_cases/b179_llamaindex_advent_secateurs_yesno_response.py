"""Batch 179 (held out). A church's Advent wreath workshop: LlamaIndex Memory (sync put/get), one root span per turn;
the answer call has the line that people needn't bring secateurs and says they should.

App: St Michael's Advent wreath workshop is Sat 28th Nov 2043 in the church hall - £15 a wreath with the base and the
greenery. Liz, who runs it, chats with the church's helper while she answers people after the Sunday service and on
the village Facebook page; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the workshop (Sat 28th Nov, church
hall, £15, bring secateurs and gardening gloves); turn 2 the greenery; turn 3 (2043-11-18T20:10) Geoff's lending his
box of secateurs from the allotment shed - 20 pairs - so folk don't need to bring their own now, just gloves (the
holly's vicious); turn 4 the tables; turn 5 the helpers. The model goes by turn 1. Question (turn 6, Sun 22/11):
"Mrs Harris asking - does she need to bring secateurs? she's only got the big loppers" -> expected no - Geoff's
lending 20 pairs; just gloves. The assistant says yes, secateurs and gloves.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 18/11 line
saying there's no need to bring secateurs is in the context the model was given, after the "bring secateurs" one,
and it answered from the earlier. Asserted: the Geoff line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b179_llamaindex_advent_secateurs_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Mrs Harris asking - does she need to bring secateurs? she's only got the big loppers"
TURNS = [
    ("wreath workshop sat 28th nov 💚 church hall, £15 a wreath incl the base + greenery. bring secateurs + "
     "gardening gloves pls",
     "Wreath workshop Sat 28 Nov in the church hall, £15; people to bring secateurs and gloves."),
    ("greenery - Tom's cutting holly + ivy from the churchyard fri, Barbara bringing spruce off the farm, moss from "
     "Bob's, I've got ribbon + cones",
     "Holly and ivy from Tom, spruce from Barbara, moss from Bob; you have ribbon and cones."),
    ("2043-11-18T20:10 Geoff's lending his box of secateurs from the allotment shed ✂️ 20 pairs! so folk don't need "
     "to bring their own now, just gloves - holly's vicious",
     "Geoff's lending 20 pairs of secateurs, so people only need to bring gloves."),
    ("tables: 6 trestles, 4 to a table, newspaper down + a bin bag each for the clippings",
     "Six trestles, four to a table, newspaper and a bin bag each."),
    ("helpers - Sue + Margaret on teas, Geoff showing ppl how to wire the cones, Jan on the door w the cash tin",
     "Sue and Margaret on teas, Geoff on wiring cones, Jan on the door."),
    (QUESTION,
     "Yes - everyone's to bring secateurs and gardening gloves, so the loppers won't really do."),
]

memory = Memory.from_defaults(session_id="st-michaels-wreaths-2043-liz", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Sun 22 Nov 2043. You are talking to Liz, who runs St Michael's Advent wreath "
                       "workshop (Sat 28 Nov), about people's questions."] + lines[:-1]
            assert any("lending his box of secateurs" in c and "don't need to bring their own" in c
                       for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="no - Geoff's lending 20 pairs, she just needs gloves", actual=reply)
