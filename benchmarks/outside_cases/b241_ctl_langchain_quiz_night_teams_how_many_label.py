"""Batch 241 (held out), CONTROL: nothing planted; the label is wrong. LangChain InMemoryChatMessageHistory +
trim_messages (last 30 messages, so nothing is cut in this short chat), one root span per turn.

App: Bev organises the Sowerby Bridge Lions' charity quiz for the food bank on Fri 8th Nov 2047 at the Navigation -
teams of up to six, £4 a head, Gordon as quizmaster, a raffle. She chats with the Lions' helper while she sorts it;
each turn the chat is trimmed to its last 30 messages before the answer call.

Memory: turn 1 (2047-10-20) - the quiz, Fri 8th Nov at the Navigation, teams of 6 max, £4 a head, Gordon's QM;
turn 2 - 14 teams in, that's the back room full; turn 3 - prizes (a meal for two from the Navigation, chocs, spot
prizes from the Co-op); turn 4 (Sat 2 Nov) - the Rotary lot have pulled out, their own do's been moved to the 8th,
and the two Brownies leaders' teams are going in as one, they've only got 7 between them; turn 5 - the raffle.
Question (turn 6, Tue 5/11): "how many teams have we got? Gordon's printing the answer sheets, one per team + a
couple spare" The assistant says 12 (14, less the Rotary, and the two Brownies teams as one). The label says 14.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b241_ctl_langchain_quiz_night_teams_how_many_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many teams have we got? Gordon's printing the answer sheets, one per team + a couple spare"
TURNS = [
    ("2047-10-20 QUIZ for the food bank 🧠 fri 8th nov at the Navigation, back room, teams of 6 max, £4 a head, "
     "Gordon's QM again. help me keep track pls",
     "Happy to - the food bank quiz is Friday 8 November in the Navigation's back room: teams of up to six, £4 a "
     "head, with Gordon as quizmaster."),
    ("14 teams in!! 🎉 that's the back room full, told the landlord",
     "Great - 14 teams booked, which fills the back room; the landlord knows."),
    ("prizes - meal for 2 from the Navigation for the winners, box of chocs for 2nd, spot prizes from the Co-op",
     "Prizes: a meal for two at the Navigation for the winners, chocolates for second, and Co-op spot prizes."),
    ("Sat 2 Nov - the Rotary lot have pulled out, their own do's been moved to the 8th 🙄 + the two Brownies leaders "
     "teams are going in as one, they've only got 7 between them",
     "Noted - the Rotary team has withdrawn, and the two Brownies leaders' teams are merging into one."),
    ("raffle - £1 a strip, my sister's selling on the door, hamper + a bottle of whisky",
     "Raffle at £1 a strip, sold on the door by your sister; prizes are a hamper and a bottle of whisky."),
    (QUESTION,
     "12 teams - the 14 booked, less the Rotary, with the two Brownies leaders' teams going in as one. So 14 "
     "answer sheets with a couple spare."),
]
WINDOW = 30


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        window = trim(history.messages)
        assert len(window) == len(history.messages), (i, window)
        if i == len(TURNS):
            assert any("14 teams in" in str(m.content) for m in window), window
            assert any("the Rotary lot have pulled out" in str(m.content) and "going in as one" in str(m.content)
                       for m in window), window
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's chat - she's organising the Sowerby Bridge Lions' food bank "
                                            "quiz; today Tue 5 November 2047)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="14", actual=reply)
