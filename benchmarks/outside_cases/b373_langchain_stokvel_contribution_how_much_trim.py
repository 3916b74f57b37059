"""Batch 373 (held out). A stokvel member's contributions: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Busi is a member of Siphumelele Stokvel in Khanyisa Ext 7 - twelve members, a monthly contribution by the
25th, one member's payout at each month-end meeting. She chats with the stokvel's helper to keep track of what she
owes; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the stokvel - R500 a month by the 25th, payouts
month-end. Turn 2 is the payout order (hers is September). In turn 3 (after the AGM of Sat the 7th) Busi says from
March it's R650 a month, not R500 - scrub the R500 - because of the groceries going up, payouts R7 800 now. Turns 4
to 8 are the R50 late fine for February (to pay with March), the constitution from 2024 that still says "R500
monthly" (Mam' Radebe will redo it), the meeting venue, the December party and the debit order. By turn 9 the trim
drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon 23 Mar): "how much must I EFT for March by the 25th?
with the fine" -> expected R700 (R650 + the R50 fine). The assistant says R550.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
contribution R650 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on R650, the AGM or R7 800); the fine, the old constitution and the debit order are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b373_langchain_stokvel_contribution_how_much_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much must I EFT for March by the 25th? with the fine"
TURNS = [
    ("hi 👋🏾 I'm Busi from Siphumelele Stokvel, we're 12. contribution is R500 a month by the 25th, payout at the "
     "month-end meeting. pls help me keep track, I'm always forgetting eish",
     "Sure, Busi - Siphumelele Stokvel, 12 members, R500 a month due by the 25th, payouts at the month-end meeting."),
    ("payout order - mine is Sept 🙌 Mam' Radebe Jan, Khanyi Feb, Nosipho Mar, then the rest on the list",
     "Noted - your payout is in September; Mam' Radebe had January, Khanyi February and Nosipho has March."),
    ("AGM yesterday (Sat the 7th) - from March it's R650 a month now, not R500, scrub the R500. because the groceries "
     "are going up shame. so payouts are R7 800 now",
     "Got it - from March the contribution is R650 a month (the R500 is gone), so each payout is R7 800."),
    ("eish and Feb I paid on the 27th, late, so there's a R50 fine. Mam' Dube says I can pay it with March",
     "The R50 late fine for February can go in with your March contribution."),
    ("the constitution they sent from 2024 still says 'contribution: R500 monthly, due 25th, R50 fine if late' 🙄 Mam' "
     "Radebe will redo it just now",
     "The 2024 constitution still has the old wording; Mam' Radebe is updating it."),
    ("March meeting is at Nosipho's place, Sat 28 Mar 14:00, bring a plate",
     "March meeting: Nosipho's place, Sat 28 March at 14:00 - bring a plate."),
    ("Dec party - we're doing it at the river this year, R200 each extra for the meat + the DJ, pay by Oct",
     "December party at the river: R200 extra each for the meat and the DJ, due by October."),
    ("must I do a debit order? the stokvel acc is at the bank by the taxi rank, ref = name + month",
     "A debit order is up to you - the reference is your name plus the month; an EFT by the 25th works too."),
    (QUESTION,
     "R550 - the R500 for March plus the R50 late fine from February."),
]
WINDOW = 11
GONE = ("r650", "r 650", "agm", "7 800", "scrub the r500")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("there's a R50 fine" in str(m.content) for m in window), window
            assert any("'contribution: R500 monthly" in str(m.content) for m in window), window
            assert any("debit order" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it's R650 a month now, not R500" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Busi's chat - she's in Siphumelele Stokvel; today Mon 23 March 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="R700 - the R650 a month from March plus the R50 fine", actual=reply)
