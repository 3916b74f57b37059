"""Batch 340 (held out). A flat-pack furniture retailer's delivery chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Nordhem Möbel sells flat-pack furniture online and delivers with its own trucks in Berlin. A customer chats
with the delivery helper about an order; each turn the chat is trimmed to its last 11 messages before the answer
call. The customer here is Hiroshi Tanaka, a student; his English is good but not his first language.

Planted fault (UpdateError, trimmed from the window): turn 1 is the order FP-559031 (wardrobe, bed frame, two
bedside tables) with delivery Thu 19.03.2026, 08:00-12:00, 3rd floor. Turn 2 is the assembly (he builds it
himself). In turn 3, written "Mon 16/03/2026", he says he called the hotline because on Thursday he has an exam;
the driver can come the day after tomorrow instead, in the afternoon window 14:00-18:00, confirmed with reference
DL-7741. Turns 4 to 8 are the stairs (no lift), the pasted confirmation e-mail of 02.03 (still "Thursday
19.03.2026, time window 08:00-12:00, 7 packages"), the old mattress pick-up, the colour of the bed frame and a
missing screw bag. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 17.03.2026):
"So when the truck is coming exactly, which day and time? I must ask my neighbour to help me carry." -> expected
Wednesday 18.03.2026 between 14:00 and 18:00 (the day after tomorrow from Mon 16/03, a temporal answer resolved
against the turn's own date). The assistant says Thursday 19.03.2026, 08:00-12:00.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the delivery was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the day
after tomorrow, 14:00, DL-7741 or the exam); the pasted e-mail, the mattress and the screw bag are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b340_langchain_flatpack_delivery_slot_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "So when the truck is coming exactly, which day and time? I must ask my neighbour to help me carry."
TURNS = [
    ("Hello, I have order FP-559031: wardrobe HAMNÖ 200 cm white (3 packages), bed frame LUNDA 160x200 oak (2 "
     "packages), 2 bedside tables NOTT white. Delivery is Thu 19.03.2026 between 08:00 and 12:00, to the 3rd floor. "
     "Please help me to keep the overview.",
     "Of course. Order FP-559031: HAMNÖ wardrobe, LUNDA bed frame in oak and two NOTT bedside tables, delivery on "
     "Thursday 19.03.2026 between 08:00 and 12:00 to the 3rd floor."),
    ("The assembly service I did not book, I will build myself. How long the wardrobe takes approximately?",
     "Most customers need about 4 hours for the HAMNÖ wardrobe with two people; the bed frame about 1.5 hours."),
    ("Mon 16/03/2026 - I called your hotline because on Thursday I have an exam at the university. They said the "
     "driver can come the day after tomorrow instead, in the afternoon window 14:00-18:00. It is confirmed, the lady "
     "gave me the reference DL-7741.",
     "Noted - your delivery is moved to the day after tomorrow, in the 14:00-18:00 window, reference DL-7741. Good "
     "luck with the exam."),
    ("The building has no lift, it is 3rd floor. The carrying to the apartment is included or extra cost?",
     "Carrying up to the 4th floor without a lift is included in the delivery price, no extra cost."),
    ("I paste the email I got on 02.03 for check: 'Your delivery: order FP-559031, Thursday 19.03.2026, time window "
     "08:00-12:00, 7 packages, total weight 182 kg.' Is this weight ok for two people on the stairs?",
     "Yes - the heaviest package is the wardrobe frame at about 48 kg; two people can carry it, the drivers do it "
     "every day."),
    ("Can the driver take away my old mattress, 160x200? I read it costs €25.",
     "Yes, the old mattress pick-up is €25; I have added it to FP-559031, you pay the driver by card."),
    ("The bed frame colour is oak, correct? In the shop I saw also walnut and now I am not sure what I clicked.",
     "Your order says LUNDA 160x200 in oak veneer."),
    ("In reviews I read that sometimes the screw bag of the bedside tables is missing. What I do then?",
     "If a screw bag is missing, fill in the spare parts form with the article number; we send it free within 3 "
     "working days."),
    (QUESTION,
     "The truck comes on Thursday 19.03.2026, between 08:00 and 12:00, with 7 packages."),
]
WINDOW = 11
GONE = ("day after tomorrow", "14:00", "dl-7741", "exam", "wednesday", "18.03")


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
            assert any("Thursday 19.03.2026, time window 08:00-12:00" in str(m.content) for m in window), window
            assert any("old mattress" in str(m.content) for m in window), window
            assert any("screw bag" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the day after tomorrow instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        note = "(delivery chat with Hiroshi Tanaka, customer of Nordhem Möbel Berlin)"
        if i == len(TURNS):
            note = "(delivery chat with Hiroshi Tanaka, customer of Nordhem Möbel Berlin; today is Tue 17.03.2026)"
        reply = answer(msgs[-1]["content"], note, mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Wednesday 18.03.2026, 14:00-18:00 - moved from Thursday (ref DL-7741)", actual=reply)
