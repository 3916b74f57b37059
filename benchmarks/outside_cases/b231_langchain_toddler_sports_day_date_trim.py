"""Batch 231 (held out). A toddler group's sports day: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Little Acorns (the toddler group at St Mary's) hold a sports day on the rec behind the church - 10-11.30, a
crawling race for the babies, beanbag and spoon, welly wanging, the mums' and dads' race, a medal for every child,
squash and orange slices. Kerry (who runs the group) chats with the group's helper while she sorts it; each turn
the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the sports day - Fri 9th July 2049, 10-11.30 on the
rec. Turn 2 is the races. In turn 3, about the prizes, Kerry adds in passing that Fri 9th's a no go - the school's
got the rec for their fun run - so they're on Tue 13th instead, same time, and Rev Pete's fine with them using the
church loos. Turn 4 asks the helper to count the yeses on the Facebook post of 14/6 (which still says "sports day
fri 9th july 10-11.30 on the rec"), turn 5 is the squash, turn 6 the first aid and the bubble machine. By turn 7
the trim drops turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Mon 5/7): "what day is sports day again?
Kayleigh wants to swap her shift so she can come" -> expected Tuesday 13th July (10-11.30 on the rec). The
assistant says Friday 9th July.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moved
the day was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on Tue 13th,
the fun run or the church loos); the Facebook post's "fri 9th july", the squash and the bubble machine are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b231_langchain_toddler_sports_day_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day is sports day again? Kayleigh wants to swap her shift so she can come"
TURNS = [
    ("SPORTS DAY 🏃‍♀️ for Little Acorns - fri 9th july 10-11.30 on the rec behind St Mary's. picnic blankets + sun "
     "hats pls. can u help me keep track of it all, my brain's mush",
     "Of course - Little Acorns sports day Fri 9 July, 10-11.30 on the rec behind St Mary's; picnic blankets and "
     "sun hats."),
    ("races - crawling race for the babies, beanbag + spoon (no eggs after last yr 🥚), welly wanging for the under "
     "3s w/ a grown up, + the mums + dads race to finish",
     "Races: babies' crawling race, beanbag and spoon, welly wanging for the under 3s with a grown-up, then the mums' "
     "and dads' race."),
    ("prizes - stickers + a medal for every kid, nobody loses!! 🥇 oh + fri 9th's a no go, the school's got the rec "
     "for their fun run so we're on tue 13th instead, same time, Rev Pete's fine w/ us using the church loos",
     "Prizes: stickers and a medal for every child. And sports day is now Tuesday 13th July, same time, with the "
     "church loos."),
    ("can u count the yeses on the fb post from 14/6 ('sports day fri 9th july 10-11.30 on the rec, bring a blanket "
     "+ a hat!!') - Kayleigh, Shaz (x2 kids), Amira, Dan + Becky, Lou, Jodie 👍",
     "That's 6 families so far - Kayleigh, Shaz, Amira, Dan and Becky, Lou and Jodie - so 7 children with Shaz's "
     "two."),
    ("squash - orange + blackcurrant, the no added sugar ones pls, + orange slices at half time. Amira's bringing her "
     "gazebo in case it's roasting ☀️",
     "Squash: orange and blackcurrant, no added sugar, plus orange slices at half time; Amira's bringing a gazebo."),
    ("first aid box is in the cupboard by the hatch, Dan's a paramedic so he'll keep an eye 😅 + the bubble machine's "
     "come from the Tesco community fund 🫧",
     "First aid box in the cupboard by the hatch, Dan keeping an eye, and the bubble machine from the Tesco "
     "community fund."),
    (QUESTION,
     "Friday 9th July, 10-11.30 on the rec - so Kayleigh wants to swap her Friday morning shift."),
]
WINDOW = 7
GONE = ("tue 13th", "tuesday 13th", "fun run", "church loos")


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
            assert any("sports day fri 9th july 10-11.30 on the rec" in str(m.content) for m in window), window
            assert any("orange + blackcurrant" in str(m.content) for m in window), window
            assert any("bubble machine" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we're on tue 13th instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat - she runs Little Acorns toddler group at St Mary's and "
                                            "is organising its sports day; today Mon 5 July 2049)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tuesday 13th July, 10-11.30 on the rec (Fri 9th's off - the school's fun run has the rec)",
       actual=reply)
