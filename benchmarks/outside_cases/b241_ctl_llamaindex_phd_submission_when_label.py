"""Batch 241 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn; the chat is read back each turn as the answer's context.

App: Femi Adebayo is a PhD student in civil engineering (flood modelling, fieldwork in the Calder valley). He keeps
his deadlines in a chat with a study helper backed by LlamaIndex Memory.

Memory: turn 1 (2034-09-30T22:10) - the submission deadline is 30 Sept 2035, four years from the start, the grad
school's strict, intention-to-submit form three months before; turn 2 - chapter 4 draft to his supervisor by the
end of Jan; turn 3 (Thu 18 Jan) - the extension's come through from the grad school, six months because of the
fieldwork delays (the river gauge data that never came), so the new date is 31 March, intention to submit by the end
of Dec; turn 4 - his supervisor is suggesting Prof Okonjo from Manchester as the external; turn 5 - funding runs
out at the end of June, he needs to sort some TA work. Question (turn 6, Tue 13/3/35): "when's the thesis due in?
mum's asking if she can book flights for the graduation" The assistant says 31 March 2036 - the six-month extension
moved it from 30 Sept 2035. The label says 30 September 2035.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b241_ctl_llamaindex_phd_submission_when_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's the thesis due in? mum's asking if she can book flights for the graduation 🙈"
TURNS = [
    ("2034-09-30T22:10 right, year 3 🎓 submission deadline is 30 sept 2035 (4 yrs from start, grad school are v "
     "strict). intention to submit form goes in 3 months before. can u keep me on track",
     "Will do - submission deadline 30 September 2035, with the intention-to-submit form three months before."),
    ("ch4 (the calibration chapter) draft to Dr Pemberton by end of jan, she wants it all in one go not in bits",
     "Chapter 4 draft to Dr Pemberton by the end of January, as one complete draft."),
    ("Thu 18 Jan - extension's come thru from the grad school!!! 6 months cos of the fieldwork delays (the river "
     "gauge data that never came 🙄) so new date's 31 March. intention to submit by end of dec",
     "Congratulations - with the six-month extension your new submission date is 31 March, and the "
     "intention-to-submit form is due by the end of December."),
    ("Pemberton's suggesting Prof Okonjo from Manchester as external, she's sound apparently",
     "Noted - Prof Okonjo from Manchester is the suggested external examiner."),
    ("funding runs out end of june 😬 need to sort some TA work, the 1st yr hydraulics labs maybe",
     "Your funding ends at the end of June; first-year hydraulics lab teaching could be an option for TA work."),
    (QUESTION,
     "31 March 2036 - the six-month extension moved it on from 30 September 2035. Graduation would be after that, "
     "so no need to book anything for this year."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="femi-adebayo-phd", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 13 March 2035. You are talking to Femi Adebayo, a PhD student in civil "
                           "engineering."] + lines[:-1]
                assert any("submission deadline is 30 sept 2035" in c for c in context), context
                assert any("extension's come thru" in c and "new date's 31 March" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="30 September 2035", actual=reply)
