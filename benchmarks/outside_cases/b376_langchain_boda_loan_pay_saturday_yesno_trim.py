"""Batch 376 (held out). A boda-boda rider's loan chat: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Wafula rides a boda at the Soko Mjinga stage and is paying off his bike through the Soko Mjinga Boda Welfare
group. He chats with the group's helper about the loan, fuel, the stage rota and the like; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the loan - 54,000 for the bike, 1,500 every Saturday
by paybill, no missing. Turn 2 is the first payment's M-Pesa message. In turn 3 (Tue 10/03/2026) Wafula says the
chairman has agreed that since the bike was at the fundi two weeks after the accident, he skips Sat 14th and Sat
21st - hakuna penalty - and resumes Sat 28th. Turns 4 to 8 are fuel, the stage rota, a forwarded M-Pesa reminder
("your loan repayment of Ksh1,500 is due every Saturday"), the new helmets and the AGM. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Fri 20/03/2026): "kesho ni Sat 21st - nilipe ile loan ama?" ->
expected no - the chairman let him skip the 14th and the 21st, he resumes Sat 28th. The assistant says yes, 1,500
by paybill.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that let him
skip the 21st was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
skip, the fundi, penalties or the 28th); the reminder, the rota and the helmets are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b376_langchain_boda_loan_pay_saturday_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "kesho ni Sat 21st - nilipe ile loan ama?"
TURNS = [
    ("sasa. loan ya boda yangu: 54,000 total, nalipa 1,500 kila Sat via paybill 713062 acc WAFULA. treasurer "
     "amesema usikose hata siku moja 😅 nisaidie ku-track",
     "Poa - your bike loan is 54,000, paid 1,500 every Saturday to paybill 713062, account WAFULA. I'll keep track."),
    ("RM2KD7PL3A Confirmed. Ksh1,500.00 sent to SOKO MJINGA BODA WELFARE for account WAFULA on 28/2/26 at 5:51 PM. "
     "New M-PESA balance is Ksh312.00. Transaction cost, Ksh23.00.",
     "Got it - 1,500 paid on Sat 28 Feb."),
    ("Tue 10/03/2026 - update: chairman amekubali, since pikipiki ilikaa kwa fundi 2 weeks after ile accident, "
     "naskip Sat 14th na Sat 21st, hakuna penalty. naanza tena Sat 28th",
     "Noted - you skip the Sat 14th and Sat 21st repayments with no penalty, and start again on Sat 28th."),
    ("fuel imepanda manze, petrol ni 187 per litre at the Kwa Mbogo pump. nafill 2 litres kila asubuhi",
     "Petrol 187 a litre at Kwa Mbogo - about 374 bob a morning for 2 litres."),
    ("stage rota: niko mornings Mon-Wed, evenings Thu-Sat, Sunday off. Musa ndiye anapanga",
     "Rota: mornings Mon-Wed, evenings Thu-Sat, Sundays off; Musa does the rota."),
    ("forwarded: 'Dear member, your loan repayment of Ksh1,500 is due every Saturday. Pay via paybill 713062. "
     "Soko Mjinga Boda Welfare'",
     "That's the group's standard reminder - 1,500 every Saturday to paybill 713062."),
    ("helmets mpya zimefika, 2,300 each, the group inalipa half so ni 1,150 kwangu. nitalipa end month",
     "New helmets: 2,300, the group pays half, so 1,150 from you at the end of the month."),
    ("AGM ni Sat 28th 2pm at the social hall, kila mtu alete ID",
     "AGM Sat 28 March at 2pm at the social hall - bring your ID."),
    (QUESTION,
     "Ndio - 1,500 by paybill 713062, acc WAFULA. Loan repayments ni kila Saturday."),
]
WINDOW = 11
GONE = ("skip", "fundi", "penalty", "28th")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            # the AGM turn (8) also says Sat 28th; only the skip turn decides the answer
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE[:3]), window
            assert not any("Sat 14th" in str(m.content) for m in window), window
            assert any("repayment of Ksh1,500 is due every Saturday" in str(m.content) for m in window), window
            assert any("niko mornings Mon-Wed" in str(m.content) for m in window), window
            assert any("helmets mpya" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("naskip Sat 14th na Sat 21st" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Wafula's chat - he rides at the Soko Mjinga stage and is paying off his "
                                            "bike loan with Soko Mjinga Boda Welfare; today Fri 20 March 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - chairman let him skip Sat 14th and Sat 21st (bike at the fundi), he resumes Sat 28th",
       actual=reply)
