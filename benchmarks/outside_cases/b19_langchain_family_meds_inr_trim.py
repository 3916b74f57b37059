"""Batch 19 (held out). A family's medication and appointments chat: LangChain InMemoryChatMessageHistory with
``trim_messages`` (the last 22 messages), one root span per turn.

App: Nadia looks after her dad (warfarin, blood pressure) and her gran (eyes, hearing aid) as well as her own two
kids, and keeps everything in one running chat with an assistant: each turn she types what happened, the assistant
acknowledges it; before every model call the app trims the history to the last 22 messages (the model's window).
Twelve turns over a fortnight: prescriptions, repeat orders, the kids' jabs, Gran's eye clinic, Dad's doses.

Planted fault (UpdateError, trimmed out of the window): turn 1 (Wed 2/7) says "surgery rang - Dad's INR check moved
from next Weds to next Tues 9.20, nurse Claire not the anticoag clinic. Needs to bring his yellow book". At turn 12
the history has 23 messages and the trim drops turn 1. Question (turn 12, Sun 6/7): "Which is first this week,
Dad's INR check or Gran's eye clinic?" -> expected "Dad's INR check - Tue 8 July 9.20 with nurse Claire, the day
before Gran's eye clinic (Wed 9 July 10.40)". The assistant says Gran's, and that it has no date for Dad's check.

Expected verdict: UpdateError at langchain.trim_messages (fault() wraps turn 12's trim). Asserted: every earlier
window holds the INR note; turn 12's window does not, while Gran's clinic is in it. Another reading: none that we
see; the note was never repeated and no reply restated it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b19_langchain_family_meds_inr_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Wed 2/7 - surgery rang, Dad's INR check moved from next Weds to next Tues 9.20, nurse Claire not the anticoag "
     "clinic. Needs to bring his yellow book",
     "Got it - Dad's INR check is now Tuesday 8 July at 9.20 with nurse Claire; yellow book to take."),
    ("Dad's warfarin staying 5mg Mon-Fri, 4mg Sat/Sun till they see him. Amlodipine 5mg mornings as usual",
     "Noted: warfarin 5mg weekdays, 4mg weekends; amlodipine 5mg each morning."),
    ("Ordered Dad's repeat on the NHS app (warfarin 1mg + 3mg, amlodipine) - Boots says ready Fri after 2",
     "Repeat ordered; collect from Boots on Friday after 2pm."),
    ("Gran's eye clinic letter came - Weds 9/7 10.40 at the Royal, eye unit level 2. Drops in 20 mins before so "
     "she can't drive, I'll take her",
     "Gran's eye clinic: Wednesday 9 July, 10.40, eye unit level 2 - you're driving."),
    ("Zara's preschool booster - Thu 10/7 3.30 with the practice nurse. Bring the red book",
     "Zara's booster on Thursday 10 July at 3.30; red book."),
    ("Gran's hearing aid tubes need changing, audiology drop-in is Mon/Fri 9-12, no appt needed",
     "Audiology drop-in Monday or Friday 9-12 for Gran's tubes."),
    ("Thu 3/7 - Adam's inhaler running low, requested another Salbutamol. GP wants his asthma review booked before "
     "the next one",
     "Salbutamol requested for Adam; book his asthma review."),
    ("Booked Adam's asthma review Mon 21/7 4.10 (nurse Claire again lol)",
     "Adam's asthma review: Monday 21 July, 4.10."),
    ("Fri 4/7 picked up Dad's meds from Boots - they gave 1mg + 5mg warfarin not 3mg?? rang them, my mistake, the "
     "5mg is right, GP changed it in May",
     "Sorted - the 5mg tablets are correct since the May change."),
    ("Gran says she might cancel the eye clinic cos of the heat - told her no chance, took 4 months to get",
     "Keeping Gran's clinic on Wednesday."),
    ("Sat 5/7 - Dad had a nosebleed, stopped after 10 mins. 111 said fine unless it happens again, mention it at "
     "the INR",
     "Noted the nosebleed to mention at Dad's INR check."),
    ("Sun 6/7 - Which is first this week, Dad's INR check or Gran's eye clinic?",
     "Gran's eye clinic is first - Wednesday 9 July at 10.40 at the Royal. I don't have a date for Dad's INR check "
     "this week; it might be worth ringing the surgery."),
]
WINDOW = 22


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
            assert not any("9.20" in str(m.content) for m in window), window
            assert any("Weds 9/7 10.40" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("next Tues 9.20" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the family's notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Dad's INR check - Tue 8 July 9.20 with nurse Claire, the day before Gran's eye "
                              "clinic (Wed 9 July 10.40)", actual=reply)
