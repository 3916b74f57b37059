"""Batch 227 (held out). A WI's quiz night: LangChain InMemoryChatMessageHistory + trim_messages (last 7 messages),
one root span per turn.

App: Hopton WI hold a quiz night in the village hall in October 2050, 7.30 - teams of 6, eight rounds, a hot
supper half way, a raffle, £6 a head. Brenda (the WI secretary, who's running it) chats with the WI's helper while
she sorts it; each turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the night - Fri 14th Oct in the hall, 7.30, teams
of 6, £6 a head with supper. In turn 2, about the rounds, Brenda adds in passing (Weds 21 Sep) that the hall's
having the new floor laid that week, so they've had to go to Thurs 20th Oct, same time, and Margaret's told the
vicar. Turn 3 is the ticket wording she did in August for the helper to tidy (it still says "fri 14 oct"), turn 4
the supper, turn 5 the prizes. By turn 6 the trim drops turns 1 and 2; turns 3 to 5 stay. Question (turn 6, Tue
11/10): "what date do I put on the answer sheets? printing them off tonight" -> expected Thursday 20th October
(the hall's floor is being laid the week of the 14th). The assistant says Friday 14th October.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that moved the
quiz was in the history and in every window from turn 2 to turn 5, and this trim cut it from the window the model
saw. Asserted: turn 2 is in every window from turn 2 to turn 5 and missing from turn 6's (nothing on the 20th, the
new floor or the vicar); the ticket wording, the supper and the prizes are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b227_langchain_wi_quiz_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what date do I put on the answer sheets? printing them off tonight"
TURNS = [
    ("QUIZ NIGHT 🧠 fri 14th oct in the hall, 7.30 start, teams of 6 max, £6 a head inc supper. can u help me keep "
     "track of it all",
     "Happy to - quiz night Fri 14 October in the hall, 7.30 start, teams of up to 6, £6 a head including supper."),
    ("rounds - general knowledge, music (Pam), local history, picture round, food + drink, sport, the news + a "
     "jackpot round. oh + Weds 21 Sep - hall's having the new floor laid that wk so we've had to go to thurs 20th "
     "oct, same time, Margaret's told the vicar 🙄",
     "Eight rounds noted, with Pam on music. And the quiz has moved to Thursday 20 October, same time, because of "
     "the new floor."),
    ("can u tidy the ticket wording I did in aug - 'WI QUIZ NIGHT fri 14 oct 7.30, Hopton village hall, teams of 6, "
     "£6 inc supper, tickets from Brenda or the shop'",
     "'WI Quiz Night - Friday 14 October, 7.30pm, Hopton Village Hall. Teams of up to 6, £6 a head including "
     "supper. Tickets from Brenda or the shop.'"),
    ("supper - Jean's doing cottage pie + a veggie one, apple crumble + custard, between rounds 4 + 5 ~9ish",
     "Supper: Jean's cottage pie (and a veggie one), apple crumble and custard, between rounds 4 and 5 at about 9."),
    ("prizes - a bottle of fizz each for the winners, wooden spoon for last, raffle £1 a strip, the butcher's given "
     "a meat hamper 🥩",
     "Prizes: fizz for each of the winners, a wooden spoon for last place; raffle £1 a strip with the butcher's meat "
     "hamper."),
    (QUESTION,
     "Friday 14th October - the quiz starts at 7.30 in Hopton village hall."),
]
WINDOW = 7
GONE = ("20th oct", "new floor", "vicar", "thursday 20")


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
            assert any("WI QUIZ NIGHT fri 14 oct 7.30" in str(m.content) for m in window), window
            assert any("Jean's doing cottage pie" in str(m.content) for m in window), window
            assert any("wooden spoon for last" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("we've had to go to thurs 20th oct" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Brenda's chat - she's the secretary of Hopton WI and is running the "
                                            "WI quiz night; today Tue 11 October 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday 20th October - it moved from Fri 14th because the hall's new floor is being laid "
                          "that week", actual=reply)
