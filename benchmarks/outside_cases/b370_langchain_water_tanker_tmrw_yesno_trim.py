"""Batch 370 (held out). A housing society's water tanker schedule: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Shivam Apartments CHS (B and C wings, 60 flats) buy water tankers from Sri Ganesh Water Supply while the
corporation supply is cut. Mrs. Kulkarni (on the water committee) chats with the society's helper to keep track of
the tankers, the sump and the bills; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the tanker order - corporation supply cut till
the monsoon, so a daily tanker, 2 nos., at 7 am. Turn 2 is the sump motor repair. In turn 3 (Sun 03-07-50)
Mrs. Kulkarni says the corporation supply is partly restored (alternate days, 6-8 am), so from tmrw the tanker
comes only Mon/Wed/Fri, 1 no., and Tue/Thu/Sat/Sun there's no tanker - the secretary has approved. Turns 4 to 8 are
the B-wing overhead tank cleaning, the June bill from Sri Ganesh (still "daily supply as per order, 30 days x 2
tankers"), the watchman's register, the car-washing notice and the water meter readings. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Weds 06-07-50): "is the tanker coming tmrw? B-wing ladies asking
whether to store water tonight" -> expected no - tmrw is Thu, tankers only Mon/Wed/Fri now. The assistant says yes,
the daily tanker at 7 am.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that cut the
tankers to Mon/Wed/Fri was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on Mon/Wed/Fri, the corporation supply being restored or the secretary's approval); the June bill's "daily supply"
line, the watchman's register and the meter readings are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b370_langchain_water_tanker_tmrw_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "is the tanker coming tmrw? B-wing ladies asking whether to store water tonight"
TURNS = [
    ("Water update 🚰 corp supply cut till monsoon, so daily tanker from Sri Ganesh Water Supply, 2 nos. at 7 am "
     "into the main sump. kindly help me keep track of all this",
     "Sure - a daily tanker from Sri Ganesh Water Supply, 2 tankers at 7 am into the main sump, while the corporation "
     "supply is cut."),
    ("sump motor (the 7.5 HP one) repaired finally, ₹8,200 to Shinde Electricals, bill given to treasurer",
     "Noted - the 7.5 HP sump motor is repaired; Shinde Electricals' bill of Rs. 8,200 is with the treasurer."),
    ("03-07-50 good news 🙏 corp supply restored partly - alternate days, 6-8 am. so from tmrw tanker only Mon/Wed/"
     "Fri, 1 no., Tue/Thu/Sat/Sun no tanker, we'll manage on corp water. secy has approved",
     "Understood - from Mon 04-07 the tanker comes only on Mon, Wed and Fri (one tanker); no tanker on Tue, Thu, Sat "
     "or Sun, the corporation water covers those days."),
    ("B-wing overhead tank cleaning on Sat 09-07, 10 am - 2 pm no water in B-wing, pls put in the group",
     "B-wing overhead tank cleaning Sat 09-07, no water in B-wing from 10 am to 2 pm - I'll draft the message."),
    ("PFA June bill from Sri Ganesh - 'daily supply as per order, 30 days x 2 tankers x ₹1,700 = ₹1,02,000'. "
     "checking it against the watchman's register",
     "June bill: Rs. 1,02,000 for 30 days x 2 tankers at Rs. 1,700 - I'll check it against the register."),
    ("watchman register shows 2 tankers missing on 14-06 + 21-06, will deduct ₹3,400 and revert back to them",
     "Two tankers missing on 14-06 and 21-06 per the register - deduct Rs. 3,400 and revert to Sri Ganesh."),
    ("notice for the board - no car washing with hose pipe, ₹500 fine, kindly do the needful",
     "Notice drafted: no washing cars with a hose pipe, Rs. 500 fine."),
    ("water meter readings due on 10th, plumber Salim will do it, flats to keep the duct door open",
     "Meter readings on the 10th by Salim the plumber - flats to keep the duct door open."),
    (QUESTION,
     "Yes - the tanker comes daily at 7 am (2 tankers from Sri Ganesh), so no need to store extra water tonight."),
]
WINDOW = 11
GONE = ("mon/wed/fri", "wed and fri", "corp supply restored", "corporation water covers", "secy has approved")


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
            assert any("daily supply as per order, 30 days x 2 tankers" in str(m.content) for m in window), window
            assert any("2 tankers missing on 14-06" in str(m.content) for m in window), window
            assert any("water meter readings due on 10th" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so from tmrw tanker only Mon/Wed/Fri" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mrs. Kulkarni's chat - she is on the water committee of Shivam "
                                            "Apartments CHS; today Weds 06-07-2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="No - tmrw is Thu, tanker only comes Mon/Wed/Fri now (corp supply partly restored)",
       actual=reply)
