"""Batch 354 (held out). An airline's rebooking desk, claims chat: LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn; the answer call has both amounts the total needs in its context and gives one of them.

App: Novair's customer-care chat keeps each customer's conversation in LlamaIndex Memory and reads it back each
turn as the answer's context; the customer writes over several days, from Lisbon and then from Boston.

Planted fault (ResponseError, ignored sufficient context): turn 1 (2051-07-03 22:10 UTC+1) - PNR R4HT9B, NV718
Lisbon-Boston cancelled, rebooked on NV720 the next day; turn 2 (2051-07-05, UTC-4) - the agent confirms EUR 600
compensation under EU261 (over 3,500 km, more than 4 h late), paid by bank transfer; turn 3 - the EUR 25 meal
voucher from the airport was used, it has no cash value; turn 4 (2051-07-11) - the hotel receipt for the night in
Lisbon, EUR 142.80, is approved for reimbursement with the compensation, by bank transfer; turn 5 - the USD 84.00
extra-legroom seat fee on NV718 goes back to the original card, in USD. Question (turn 6, 2051-07-13): "Could you
please tell me the total amount in euros that will be paid into my bank account?" -> expected EUR 742.80 (EUR 600
compensation + EUR 142.80 hotel; the used voucher has no cash value and the USD 84 seat fee goes to the card). The
model says EUR 600.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): both the
compensation and the approved hotel reimbursement, each said to go to the bank account, are in the context the
model was given, and it left the hotel out of the total. Asserted: the context has the EUR 600 line and the EUR
142.80 line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b354_llamaindex_airline_compensation_total_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("[2051-07-13 09:02 UTC-4] Good morning. Could you please tell me the total amount in euros that will be "
            "paid into my bank account?")
TURNS = [
    ("[2051-07-03 22:10 UTC+1] Hello, PNR R4HT9B. My flight NV718 Lisbon-Boston today was cancelled at the gate. "
     "What happens now?",
     "Dear Mr Haddad, we regret to inform you that NV718 of 03JUL was cancelled for technical reasons. You have been "
     "rebooked on NV720 tomorrow, 4 July, dep 11:25 local (UTC+1), arr Boston 13:50 local (UTC-4); your ticket has "
     "been reissued. Please keep receipts for any reasonable expenses."),
    ("[2051-07-05 14:30 UTC-4] Arrived in Boston yesterday, about 16 hours late. I would like to claim compensation.",
     "Thank you, Mr Haddad. As the distance exceeds 3,500 km and you arrived more than 4 hours late, you are entitled "
     "to EUR 600 compensation under EU Regulation 261/2004. This has been approved and will be paid by bank transfer "
     "to the account you provided (IBAN ending 0417) within 14 days."),
    ("[2051-07-05 14:41 UTC-4] At the airport they gave me a EUR 25 meal voucher, which I used at the cafe. Is that "
     "deducted or anything?",
     "No deduction - the EUR 25 meal voucher was part of our duty of care; it was used at the airport and has no "
     "cash value, so it is not paid out separately."),
    ("[2051-07-11 10:05 UTC-4] I have emailed the receipt for the hotel in Lisbon on the night of the 3rd, EUR "
     "142.80. Case ref CC-118204.",
     "Thank you, Mr Haddad. Your hotel expenses of EUR 142.80 (case CC-118204) have been approved for reimbursement "
     "and will be paid by bank transfer to the same account, together with your compensation."),
    ("[2051-07-11 10:12 UTC-4] Also, I had paid USD 84 for an extra-legroom seat on NV718 which I obviously did not "
     "get.",
     "Apologies for that. The USD 84.00 seat fee will be refunded to your original form of payment (the AmEx card "
     "ending 1009), in US dollars, within 7 working days."),
    (QUESTION,
     "Good morning, Mr Haddad. The total that will be paid into your bank account (IBAN ending 0417) is EUR 600.00 - "
     "your EU261 compensation. The USD 84.00 seat fee is refunded separately to your AmEx card."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="novair-care-R4HT9B", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["You are Novair customer care, chatting with Mr Karim Haddad (PNR R4HT9B)."] + lines[:-1]
                assert any("entitled to EUR 600 compensation" in c and "bank transfer" in c for c in context), context
                assert any("EUR 142.80 (case CC-118204) have been approved" in c and "bank transfer" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="EUR 742.80 - EUR 600 compensation plus the EUR 142.80 hotel reimbursement (the used meal "
                          "voucher has no cash value; the USD 84 seat fee goes to the card)", actual=reply)
