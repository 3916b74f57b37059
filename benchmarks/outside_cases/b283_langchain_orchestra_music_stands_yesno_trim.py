"""Batch 283 (held out). A community orchestra's spring concert: LangChain InMemoryChatMessageHistory +
trim_messages (last 9 messages), one root span per turn.

App: the Luddenden Foot Community Orchestra give their spring concert on Sat 26th March 2050 at St Mary's church -
Dvorak 8, the Hebrides, a Mozart horn concerto. Anne (the secretary) chats with the orchestra's helper while she
organises it and passes on players' questions; each turn the chat is trimmed to its last 9 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the concert - Sat 26th, 7.30, and the church has its
own music stands, about 30, so players needn't bring theirs. Turns 2 and 3 are the programme and the tickets. In
turn 4 (Tues 8/3) Anne takes that back - the vicar says the church's stands went to the primary school for the
nativity and never came back, so everyone brings their own stand, and clothes pegs, it's drafty by the font. Turns 5
to 8 are the players' info sheet that went out in January (pasted in: "Music stands provided by the church"), the
interval teas, the hired Dvorak parts and the raffle. By turn 9 the trim drops turns 1 to 4; turns 5 to 8 stay.
Question (turn 9, Thu 24/3, Anne passing on Bob's question): "Bob's asking - does he need to bring his stand on sat
or are there ones there? it's a faff on the bus" -> expected yes, bring your own stand (and pegs). The assistant
says no, the church provides the stands.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that said to
bring stands was in the history and in every window from turn 4 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 4 is in every window from turn 4 to turn 8 and missing from turn 9's (nothing on
bringing their own stand, the pegs or the nativity); the info sheet's "Music stands provided by the church", the
teas and the raffle are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b283_langchain_orchestra_music_stands_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Bob's asking - does he need to bring his stand on sat or are there ones there? it's a faff on the bus "
            "w/ the cello")
TURNS = [
    ("2050-01-13 spring concert 🎻 sat 26th march St Mary's, 7.30. church has its own music stands (30ish) so "
     "players don't need to bring theirs this time. can u help me keep track",
     "Happy to - spring concert Sat 26 March at St Mary's, 7.30; the church has about 30 music stands, so players "
     "needn't bring their own."),
    ("programme - Dvorak 8 second half, first half Hebrides then the Mozart horn 4 w/ Phil as soloist",
     "Programme: the Hebrides and Mozart's 4th horn concerto (Phil soloing) in the first half, Dvorak 8 after the "
     "interval."),
    ("tickets £10, £5 students, kids free. from the music shop in town or on the door",
     "Tickets £10, £5 for students, children free - from the music shop or on the door."),
    ("Tues 8/3 - ugh, forget what I said about stands ✋ vicar says theirs went to the primary school for the "
     "nativity + never came back 🙄 so everyone brings their own stand + clothes pegs, it's drafty by the font",
     "Noted - the church's stands are gone, so every player brings their own stand, plus clothes pegs for the "
     "draught."),
    ("pasting the players' info sheet that went out in Jan so u have it: 'SPRING CONCERT Sat 26 March, St Mary's. "
     "Blacks. Arrive 6.45 for tuning, 7.30 start. Music stands provided by the church. Park in the school yard.'",
     "Got the January info sheet: blacks, arrive 6.45 to tune for a 7.30 start, park in the school yard."),
    ("interval - the Mothers' Union are doing tea, coffee + cakes, £1 a cup, money to the roof fund",
     "Interval teas from the Mothers' Union, £1 a cup, for the church roof fund."),
    ("Graham says the Dvorak parts are hired - back in the library box straight after, the hire co want them by "
     "10th april or we pay again",
     "The Dvorak parts are hired - back in the library box after the concert; they're due back by 10 April."),
    ("raffle - hamper from the deli, a meal for 2 at the Shoulder, signed cd from the Black Dyke band 😍",
     "Raffle prizes: a deli hamper, a meal for two at the Shoulder and a signed Black Dyke CD."),
    (QUESTION,
     "No need - the church provides the music stands, so Bob can just bring his music and his blacks."),
]
WINDOW = 9
GONE = ("their own stand", "clothes pegs", "nativity", "stands are gone")


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
            assert any("Music stands provided by the church" in str(m.content) for m in window), window
            assert any("Mothers' Union" in str(m.content) for m in window), window
            assert any("Black Dyke" in str(m.content) for m in window), window
        elif i >= 4:
            window = trim(messages)
            assert any("everyone brings their own stand" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Anne's chat - she's secretary of the Luddenden Foot Community "
                                            "Orchestra; today Thu 24 March 2050, the spring concert is Sat 26 March)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - bring his own stand (and pegs); the church's stands never came back from the school",
       actual=reply)
