"""Batch 268 (held out). A residents' association's litter picks and meetings: LlamaIndex Memory (async aput/aget),
asyncio, one root span per turn; the answer call has the AGM's date in its context and gives the date of the
committee meeting that prepares for it.

App: Boothtown & Claremount Residents' Association hold a monthly litter pick, committee meetings in the side room
of the Methodist hall and an AGM once a year. Doreen (the secretary) chats with the association's helper to keep
track; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2050-04-20T19:45), the AGM - Thu
16th June, 7pm, the Methodist hall main room, nominations for chair, treasurer and secretary to Doreen by Thu 2nd
June, Cllr Hussain coming to talk about the bus shelter; turn 2, the committee meeting on Tues 24th May, 7pm in the
side room, to get ready for the AGM (the accounts, the annual report, who's standing down); turn 3, the accounts -
Ray's audited them, £1,240 in the bank after the skip hire; turn 4 (Weds 4/5), Brian's standing down as treasurer
after 9 years, so they need a new one; turn 5, the May pick on Sat 14th from the rec gates. Question (turn 6, Mon
9/5, from Nasreen, thinking of standing for treasurer): "when's the AGM? thinking of putting myself up for
treasurer" -> expected Thu 16th June, 7pm at the Methodist hall (nominations to Doreen by Thu 2nd June). The model
gives Tuesday 24th May, the committee meeting.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the AGM's date and
the committee meeting's are both in the context the model was given, each said for what it is, and it gave the
committee meeting's. Asserted: the context has the AGM line (16th June) and the committee meeting line (24th May).
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b268_llamaindex_residents_agm_what_date_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "when's the AGM? thinking of putting myself up for treasurer"
TURNS = [
    ("2050-04-20T19:45 AGM's booked 🗳️ thurs 16th june 7pm Methodist hall, MAIN room (not the side room, we had "
     "40 last yr). nominations for chair/treasurer/sec to me by thurs 2nd june. Cllr Hussain's coming to talk about "
     "the bus shelter",
     "Noted - AGM Thursday 16 June at 7pm in the Methodist hall main room; nominations for chair, treasurer and "
     "secretary to you by Thursday 2 June; Cllr Hussain is coming about the bus shelter."),
    ("committee b4 that - tues 24th may 7pm, side room, to get ready for the AGM: accounts, the annual report, "
     "who's standing down. Linda's bringing cake",
     "Committee meeting Tuesday 24 May, 7pm in the side room, to prepare for the AGM - accounts, annual report and "
     "who's standing down."),
    ("accounts - Ray's audited them, £1,240 in the bank after the skip hire, subs are still £2 a house",
     "Accounts audited by Ray: £1,240 in the bank after the skip hire; subs still £2 a household."),
    ("Weds 4/5 - Brian's standing down as treasurer after 9 yrs!! so we need a new one, put it in the newsletter "
     "pls",
     "Brian is standing down as treasurer after nine years - I'll flag in the newsletter that you need a new one."),
    ("may pick sat 14th, 10 from the rec gates, council van's dropping the bags. Doreen's urn after",
     "May litter pick Saturday 14th, 10am from the rec gates; bags from the council van, tea after."),
    (QUESTION,
     "It's Tuesday 24th May at 7pm, in the side room of the Methodist hall - get your name to Doreen before then."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="boothtown-claremount-ra-doreen-2050", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 9 May 2050. You are talking to Nasreen, a member of Boothtown & Claremount "
                           "Residents' Association."] + lines[:-1]
                assert any("AGM's booked" in c and "thurs 16th june 7pm" in c for c in context), context
                assert any("committee b4 that - tues 24th may 7pm" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Thursday 16th June, 7pm in the Methodist hall main room - nominations to Doreen by 2nd June",
       actual=reply)
