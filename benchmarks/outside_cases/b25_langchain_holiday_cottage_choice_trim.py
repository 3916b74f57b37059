"""Batch 25 (held out). A family's summer-holiday planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 16 messages, token_counter=len, start_on human), one root span per turn.

App: Kate plans the family's week in Pembrokeshire (her, Rob, the two kids and Nan) in one running chat with an
assistant: the cottage, the drive, the dog, who's bringing what. Each turn the app trims the history to the last 16
messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 says which of the two cottages they took: "ok booked
it!! Ty Gwyn at Newport, not the barn at Dinas - Nan would never manage those open stairs. £1,240 for 25/7-1/8,
£300 down". By turn 9 the window no longer starts there, and the trim of turn 9 drops it. What stays mentions both
places (the barn's hot tub the kids keep asking about, Ty Gwyn's parking) without saying which was booked. Question
(turn 9): "Karen's asking which of the 2 cottages we went for, she needs the address in case anything happens w
Biscuit" -> expected "Ty Gwyn". The assistant picks the barn.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 9 (inside fault()). Asserted: the
booking message is in every window before turn 9 and missing from turn 9's, which holds both cottages' names.
Another reading: a response fault is ruled out as the booking is not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b25_langchain_holiday_cottage_choice_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("ok booked it!! Ty Gwyn at Newport, not the barn at Dinas - Nan would never manage those open stairs. £1,240 "
     "for 25/7-1/8, £300 down, rest due 6 wks b4",
     "Booked: Ty Gwyn in Newport, 25 July to 1 August, GBP 1,240 with GBP 300 paid."),
    ("Kids are gutted about the hot tub at the barn lol. Told them there's a beach 5 mins away, they'll live",
     "They'll forget about the hot tub once they're on the beach."),
    ("Dog - not taking Biscuit this time, too far + the beaches there are no dogs Jul/Aug. Karen next door can have "
     "him, £20 a day, she's done it b4",
     "Biscuit stays with Karen next door at GBP 20 a day."),
    ("Drive is about 5 1/2 hrs. leave 6am Sat, stop at Magor services for breakfast",
     "Leave 6am Saturday, breakfast stop at Magor - about five and a half hours."),
    ("Rob wants to do the coast path Newport to Dinas one day, is that mad w kids? its about 4 miles",
     "About 4 miles is fine for the kids if you take it slowly and plan a lunch stop."),
    ("Nan's bringing her folding chair + the big cool box. I'm doing the first night's tea, lasagne in the cool box",
     "Nan has the chair and cool box; you're bringing lasagne for the first night."),
    ("Ty Gwyn's owner says parking is for 2 cars on the gravel, and the key's in a lockbox, code on arrival day",
     "Two cars on the gravel; the lockbox code comes on arrival day."),
    ("Balance paid today, £940. Remind me to send Karen the vets number + Biscuit's food instructions",
     "Balance of GBP 940 paid. Reminder noted: send Karen the vet's number and Biscuit's feeding notes."),
    ("Karen's asking which of the 2 cottages we went for, she needs the address in case anything happens w Biscuit",
     "The barn at Dinas - I can't see the exact address here but the barn is the one with the hot tub the kids "
     "mentioned."),
]
WINDOW = 16


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
            assert not any("not the barn at Dinas" in str(m.content) or "Booked: Ty Gwyn" in str(m.content)
                           for m in window), window
            assert any("hot tub at the barn" in str(m.content) for m in window), window
            assert any("Ty Gwyn's owner says parking" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("not the barn at Dinas" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kate's holiday planning so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Ty Gwyn in Newport (the barn's stairs were no good for Nan)", actual=reply)
