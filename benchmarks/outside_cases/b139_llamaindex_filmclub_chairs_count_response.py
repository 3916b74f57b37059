"""Batch 139 (held out). A village hall film night organiser's chat: LlamaIndex Memory (sync put/get), one root span
per turn.

App: Linda runs Kirkby Malzeard Film Night in the village hall (Aftersun on Fri 15th May) and chats with her helper
while she sorts it (tickets, chairs, the WI's interval, the projector); the chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, 38 tickets sold at £5 with a
drink, doors 7; in turn 2 Derek counting 45 chairs that are any good (the rest have wobbly legs, behind the stage);
then the interval; then, in turn 4, another 9 booked online since Weds "so 47 now", plus 4 comps for the WI ladies
who'll want to sit down for the film too; then the projector bulb. The model works from the first ticket count.
Question (Thu 7/5, Linda): "how many more chairs do i need to get off the school? caretaker wants to know by tmrw"
-> expected 6 (47 + 4 = 51 people, 45 good chairs). The assistant says none.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 47 sold, the 4
comps and the 45 chairs are in the context the model was given, next to the older 38, and it answered from the
older count. Asserted: the 38, the 45 chairs and the "47 now" + 4 comps line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b139_llamaindex_filmclub_chairs_count_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more chairs do i need to get off the school? caretaker wants to know by tmrw"
TURNS = [
    ("aftersun tix - 38 sold so far, £5 inc a drink (wine or squash), doors 7, film 7.30. not bad for a 12A!",
     "38 tickets sold for Aftersun at £5 including a drink; doors 7, film 7.30."),
    ("Derek's counted the chairs - 45 that are any good, the rest have the wobbly legs, he's put them behind the "
     "stage so nobody gets them out",
     "45 usable chairs in the hall; the wobbly ones are behind the stage."),
    ("interval - WI doing choc ices + tea, they keep the takings for the church roof as usual",
     "WI are doing choc ices and tea at the interval, takings to the church roof fund."),
    ("another 9 booked online since weds!! so 47 now. + Margaret wants 4 comps for the WI ladies, they'll want to "
     "sit down for the film too after the interval, fair enough",
     "47 tickets sold now, plus 4 complimentary seats for the WI helpers."),
    ("projector bulb - Pete's got a spare, 7.30ish sat he'll drop it in. I'll test it fri afternoon 2-4",
     "Pete is dropping a spare projector bulb round on Saturday about 7.30; you'll test it Friday 2-4."),
    (QUESTION,
     "None - you've sold 38 and there are 45 good chairs, so 7 to spare."),
]

memory = Memory.from_defaults(session_id="kirkby-malzeard-film-night", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 7 May 2037. You are talking to Linda, who runs Kirkby Malzeard Film Night "
                       "(Aftersun, Fri 15 May, village hall)."] + lines[:-1]
            assert any("38 sold so far" in c for c in context), context
            assert any("45 that are any good" in c for c in context), context
            assert any("so 47 now" in c and "4 comps for the WI ladies" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="6 - 47 sold plus 4 WI comps is 51, and there are 45 good chairs", actual=reply)
