"""Batch 358 (held out). An AC repair at a US apartment building: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Maple Court Apartments' resident portal has a chat helper; Marcus Bell (Unit 14B) uses it from his phone for
everything - maintenance, parking, the pool. Each turn the chat is trimmed to its last 11 messages before the
answer call. Each of his messages starts with the time the portal stamped on it.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 6/5, 8:14pm) - the bedroom AC is blowing warm
air and clicking; the helper opens WO-5120 and Coolbreeze HVAC's first slot is Tue 6/13, 8 AM-12 PM. Turn 2 - a
fan to borrow. In turn 3 (Thu 6/8, 4:40pm) Marcus writes "update" - the Coolbreeze guy came by today anyway since
he was already in the building doing 12C, the capacitor is shot, and he's coming back the day after tomorrow with
the part, sometime after 1. Turns 4 to 8 are the bathroom sink drip, the portal's automated reminder he pastes in
(still "WO-5120 ... appointment Tue 6/13 8:00 AM-12:00 PM"), a guest parking pass, the pool and the package room.
By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Fri 6/9, 9:20am): "when is the ac guy
coming back i need to know if i can go to my sisters this weekend" -> expected tomorrow, Sat 6/10, after 1 PM (the
day after tomorrow from Thu 6/8). The assistant says Tue 6/13, 8-12.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
return visit to the day after tomorrow was in the history and in every window from turn 3 to turn 8, and this trim
cut it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from
turn 9's (nothing on the day after tomorrow, the capacitor or 12C); the pasted reminder, the sink drip and the
guest pass are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b358_langchain_apartment_ac_repair_return_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("[Fri 6/9 9:20am] when is the ac guy coming back i need to know if i can go to my sisters this "
            "weekend")
TURNS = [
    ("[Mon 6/5 8:14pm] ac in the bedroom is blowing warm air again and making a clicking noise its like 88 in here",
     "Sorry about that, Marcus. I've opened WO-5120 for Unit 14B (bedroom AC blowing warm, clicking). Coolbreeze "
     "HVAC's first available slot is Tue 6/13, 8:00 AM-12:00 PM."),
    ("[Tue 6/6 7:02am] thats a week away is there a fan or a portable unit the office can lend",
     "The leasing office has box fans to lend - pick one up at the front desk, 9 AM-6 PM."),
    ("[Thu 6/8 4:40pm] update the coolbreeze guy came by today anyway bc he was already in the building doing 12C. "
     "says the capacitor is shot, hes coming back the day after tomorrow with the part sometime after 1",
     "Good news - noted on WO-5120: the technician diagnosed the unit today and will return the day after "
     "tomorrow, after 1 PM, with the part."),
    ("also the thing under the bathroom sink is dripping again not urgent",
     "I've added the bathroom sink drip to Unit 14B's file as a separate, non-urgent request."),
    ("[Thu 6/8 6:02pm] lol just got the portal reminder email 'WO-5120 Unit 14B HVAC - appointment Tue 6/13 8:00 "
     "AM-12:00 PM - please ensure access to the unit'",
     "That's the automated reminder the portal sends for the booking on the work order."),
    ("my brother is visiting sat do i still need a guest pass for the surface lot",
     "Yes - guest passes are $10/day at the front desk; the surface lot is towed without one."),
    ("is the pool open yet",
     "The pool opens Sat 6/17 this year, 10 AM-8 PM."),
    ("package room code changed?? mine didnt work",
     "Yes, the package room code changed on 6/1 - it's in the 6/1 portal notice; the front desk can let you in."),
    (QUESTION,
     "The technician is scheduled to come back Tue 6/13 between 8 AM and 12 PM (WO-5120), so you're free this "
     "weekend."),
]
WINDOW = 11
GONE = ("day after tomorrow", "capacitor", "12c", "after 1")


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
            assert any("appointment Tue 6/13 8:00 AM-12:00 PM" in str(m.content) for m in window), window
            assert any("bathroom sink is dripping" in str(m.content) for m in window), window
            assert any("guest passes are $10/day" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("hes coming back the day after tomorrow" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Resident portal chat - Marcus Bell, Unit 14B, Maple Court Apartments; "
                                            "each message starts with the time it was sent)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="tomorrow, Sat 6/10, after 1 PM - the tech said on Thu 6/8 he'd be back the day after "
                          "tomorrow with the capacitor", actual=reply)
