"""Batch 297 (held out). A motorcycle training school: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Calder Rider Training, Halifax, 2053 - CBTs, A2 and DAS courses, bike hire for the tests. Chloe is doing her
DAS (full licence) course with them and keeps a chat with the school's trainee helper to keep on top of her
lessons and tests; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is her course - 4 days' training w/c 2nd June, mod 1
(the off-road test) Fri 6th June 10.17 at Heckmondwike, mod 2 (the road test) Thu 12th June 8.40, same centre.
Turn 2 is the kit. In turn 3 she says the DVSA emailed - her mod 2 examiner's off sick, so it's cancelled and
rebooked for Tue 17th June, 2.27pm, same centre, and Gav's moved the bike hire to match. Turns 4 to 8 are the
lessons, the school's lesson sheet (still "MOD 2 - Thu 12/6", Gav'll change it), the theory certificate, the
weather and paying. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon 9/6): "what
day's my mod 2 again? need to book the day off work" -> expected Tuesday 17th June (2.27pm). The assistant says
Thursday 12th June.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
mod 2 to Tue 17th was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
17th, 2.27 or the examiner); the lesson sheet, the theory certificate and the weather are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b297_langchain_moto_school_mod2_which_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's my mod 2 again? need to book the day off work"
TURNS = [
    ("booked my DAS 🏍️ 4 days training w/c 2nd june, mod 1 fri 6th june 10.17 at Heckmondwike, mod 2 thurs 12th "
     "june 8.40 same centre. on the MT07. can u keep track for me",
     "Will do - DAS training w/c 2 June on the MT07; Module 1 Fri 6 June at 10.17 and Module 2 Thu 12 June at 8.40, "
     "both at Heckmondwike."),
    ("kit - got the textile jacket + trousers off Marketplace, £60 the lot!! still need proper boots, Gav says no "
     "walking boots for the test",
     "Jacket and trousers sorted; you still need proper motorcycle boots for the test."),
    ("DVSA emailed 🙄 my mod 2 examiner's off sick so it's cancelled, rebooked for tues 17th june 2.27pm, same "
     "centre. Gav's moved the bike hire to match, no charge",
     "Noted - Module 2 is now Tue 17 June at 2.27pm at Heckmondwike, and Gav has moved the bike hire to match."),
    ("day 1 done - slow riding + the figure of 8 all morning, U-turn's still a bit wobbly 😅",
     "Day 1 done: slow riding and figure of 8; the U-turn needs a bit more practice."),
    ("got the lesson sheet off the school - 'DAS - Chloe H. Days 1-4 w/c 2/6 ... MOD 1 - Fri 6/6 10.17 ... MOD 2 - "
     "Thu 12/6 8.40 ... bike MT07 (yellow)' - Gav says he'll change it, can u check the days add up",
     "The training days on the sheet add up to four; the one line to change is the one Gav mentioned."),
    ("theory cert - found it!! in the kitchen drawer, it's in date till 2055. need it + the photocard for both "
     "tests",
     "Theory certificate found (valid till 2055); take it with your photocard licence to both tests."),
    ("weather looks grim for thurs + fri, Gav says we ride in the rain anyway, it's good practice for the emergency "
     "stop",
     "Rain forecast Thursday and Friday - you'll still ride; good practice for the emergency stop."),
    ("paid the rest, £480, by transfer. Gav says test fees are separate, I've already paid those to the DVSA",
     "Course balance of £480 paid by transfer; test fees were paid separately to the DVSA."),
    (QUESTION,
     "Thursday 12th June - 8.40 in the morning at Heckmondwike."),
]
WINDOW = 11
GONE = ("17th", "2.27", "examiner", "off sick")


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
            assert any("MOD 2 - Thu 12/6 8.40" in str(m.content) for m in window), window
            assert any("in date till 2055" in str(m.content) for m in window), window
            assert any("weather looks grim" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("rebooked for tues 17th june 2.27pm" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Chloe's chat - she's a DAS trainee at Calder Rider Training, Halifax; "
                                            "today Mon 9 June 2053)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tuesday 17th June, 2.27pm - the first date was cancelled, the examiner was off sick",
       actual=reply)
