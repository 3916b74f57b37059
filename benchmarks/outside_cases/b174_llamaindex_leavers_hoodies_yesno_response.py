"""Batch 174 (held out). A Year 6 teacher answering parents about the leavers' hoodies: LlamaIndex Memory (sync
put/get), one root span per turn; the answer call has the hoodies' arrival and gets a yes/no wrong.

App: Hillside Primary's Year 6 leavers' assembly is Fri 20th July 2040. Mrs Patel, the Year 6 teacher, chats with the
school's helper about the leavers' bits while she answers parents on Class Dojo; the chat is kept in LlamaIndex
Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (16th may), the hoodies ordered from
Schoolwear Direct, navy with all the names on the back, £18.50, "they said 8-10 wks, rammed this time of yr"; turn 2
the assembly (Fri 20th, 9.15); turn 3 (Tue 10th July) the hoodies arrived, 31 in the box, Mrs Khan checking sizes,
handing them out in class Thurs 19th so they can wear them for the assembly; turn 4 the slideshow still missing 3 baby
photos. The model goes by the order's lead time and says probably not. Question (turn 5, Weds 11/7): "Alfie's mum's
asking - will he have his hoodie before the assembly? his nan wants a photo of him in it" -> expected yes: they came
on Tue 10th and go out on Thurs 19th, the day before. The assistant says probably not.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the hoodies' arrival
and the Thursday hand-out are in the context the model was given, and it answered from the order's 8-10 weeks.
Asserted: the arrival and hand-out line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b174_llamaindex_leavers_hoodies_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("Alfie's mum's asking - will he have his hoodie before the assembly? his nan wants a photo of him in it")
TURNS = [
    ("16th may - leavers' hoodies ordered from Schoolwear Direct, navy w all the names on the back, £18.50 each. they "
     "said 8-10 wks, rammed this time of yr 🙄",
     "Hoodies ordered 16 May from Schoolwear Direct, £18.50, 8-10 weeks."),
    ("assembly's fri 20th july, 9.15 in the big hall, parents in from 9",
     "Leavers' assembly Fri 20 July, 9.15, big hall; parents from 9."),
    ("Tue 10th July - hoodies arrived!! 31 in the box, Mrs Khan's checking sizes, handing them out in class thurs 19th "
     "so they can wear them for the assembly",
     "Hoodies in (31); handed out Thurs 19th so they can be worn for the assembly."),
    ("slideshow nearly there, still missing 3 baby photos, chasing on dojo",
     "Slideshow nearly done; three baby photos still to come."),
    (QUESTION,
     "Probably not - Schoolwear Direct quoted 8-10 weeks from the 16 May order, so they may not be in before the "
     "20th."),
]

memory = Memory.from_defaults(session_id="hillside-y6-leavers-mrs-patel", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 11 July 2040. You are talking to Mrs Patel, the Year 6 teacher at Hillside "
                       "Primary, who is answering parents about the leavers' assembly (Fri 20 July)."] + lines[:-1]
            assert any("hoodies arrived!!" in c and "handing them out in class thurs 19th" in c for c in context), \
                context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="yes - they arrived Tue 10th and are handed out Thurs 19th, the day before the assembly",
       actual=reply)
