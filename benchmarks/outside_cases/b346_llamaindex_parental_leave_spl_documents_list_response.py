"""Batch 346 (held out). A company's parental-leave policy: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has all three documents the People team asked for in its context and lists two.

App: Tom Achterberg, an engineer at Corvel Systems Ltd, is planning Shared Parental Leave ("SPL") under the
company's Parental Leave Policy (PL-07). He keeps a chat with the company's HR helper, pasting the FAQ and the People
team's emails into it; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context - a list from different records): turn 1 (2051-03-06T11:02)
pastes the FAQ - to take SPL he must give the People team a Notice of Entitlement and Intention (form SPL1) at
least 8 weeks before his first period of SPL (§9.3); turn 2, the EWC (24 July 2051) and his partner's plan; turn 3
(Tue 18 April), Hana in People's email: under §9.4 they also need a copy of the MATB1 (or his partner's written
confirmation of the EWC) within 14 days of their request; turn 4, the payroll cut-off; turn 5 (2 May), another
People email: §9.3 as amended with effect from 1 May 2051 also requires the Partner Declaration (form SPL2), signed
by his partner, consenting to his SPL and confirming her own curtailment. Question (turn 6, Tue 9 May 2051): "what
documents do I need to send People for my SPL? want to get it all in one go" -> expected the SPL1 notice, a copy
of the MATB1 (or the partner's confirmation of the EWC) and the SPL2 Partner Declaration signed by his partner. The
model lists the SPL1 and the MATB1 and leaves out the SPL2.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): all three
requirements - the FAQ's SPL1, the 18 April email's MATB1 and the 2 May email's SPL2 - are in the context the model
was given, and it left one out. Asserted: the context has all three lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b346_llamaindex_parental_leave_spl_documents_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what documents do I need to send People for my SPL? want to get it all in one go"
TURNS = [
    ("2051-03-06T11:02 pasting from the HR FAQ (PL-07): 'Q: How do I book Shared Parental Leave? A: You must give "
     "the People team a Notice of Entitlement and Intention (form SPL1) at least 8 weeks before the start of your "
     "first period of SPL (§9.3). Periods of leave must be in complete weeks.'",
     "Noted - for SPL you give People the SPL1 Notice of Entitlement and Intention at least 8 weeks before your "
     "first block of leave (§9.3), in whole weeks."),
    ("EWC is 24 July 2051. Partner (Femke) is taking 20 wks maternity leave then curtailing, I'd take 12 wks SPL "
     "from mid-Dec",
     "Got it - EWC 24 July 2051; Femke takes 20 weeks' maternity leave and curtails, and you plan 12 weeks of SPL "
     "from mid-December."),
    ("Tue 18 April - email from Hana (People): 'Dear Tom, thanks for your query. In addition to the SPL1, under §9.4 "
     "we need a copy of the MATB1 certificate (or your partner's written confirmation of the EWC) - please send it "
     "to people@corvel.example within 14 days of this request. Kind regards, Hana'",
     "Thanks - People also need a copy of the MATB1 (or Femke's written confirmation of the EWC) under §9.4, within "
     "14 days of 18 April."),
    ("payroll says the cut-off for changes to May pay is the 18th, anything after goes in June",
     "Noted: changes after 18 May go into June's payroll."),
    ("2 May - another one from People: 'Dear colleagues, please note §9.3 as amended with effect from 1 May 2051: "
     "an SPL notice must now be accompanied by the Partner Declaration (form SPL2), signed by the partner, "
     "consenting to the employee's SPL and confirming their own curtailment. Regards, People Team'",
     "Understood - from 1 May 2051 the SPL notice also needs the SPL2 Partner Declaration, signed by Femke."),
    (QUESTION,
     "You need the SPL1 Notice of Entitlement and Intention (at least 8 weeks before your leave starts) and a copy "
     "of the MATB1, or Femke's written confirmation of the EWC."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="corvel-tom-achterberg-spl-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tue 9 May 2051. You are talking to Tom Achterberg, an employee of Corvel Systems "
                           "Ltd planning Shared Parental Leave."] + lines[:-1]
                assert any("Notice of Entitlement and Intention (form SPL1)" in c for c in context), context
                assert any("we need a copy of the MATB1 certificate" in c for c in context), context
                assert any("the Partner Declaration (form SPL2), signed by the partner" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="the SPL1 notice, a copy of the MATB1 (or Femke's confirmation of the EWC) and the SPL2 "
                          "Partner Declaration signed by Femke", actual=reply)
