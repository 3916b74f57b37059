"""Batch 197 (held out). A village hall's quiz and chips night: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Kinlet village hall's autumn quiz and chips night - teams of up to 6, £6 a head with fish and chips, 8 rounds
and a picture round, a raffle, bring your own drinks. Lorraine (on the hall committee, doing the quiz this year)
chats with the hall's helper while she sorts it; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 (Tue 22nd Sept) Lorraine says the quiz can't be the
9th after all - the church have put the harvest supper in the hall that night, the vicar had it first but never
wrote it in the diary - so it's Fri 16th Oct, 7.30 for 8, and Ken (quizmaster) can still do it. Turn 2 is the teams
(max 6, £6 a head with chips, 9 teams last time), turn 3 the hall booking email from June she pastes in for the
deposit ("Friday 9th October 2043, 7-11pm, main hall + kitchen, £45 deposit received"), turn 4 the rounds, turn 5 the
chips order (the Happy Haddock, ring the order through by 6.30). By turn 6 the trim drops turn 1; turns 2 to 5 stay.
Question (turn 6): "what date do I put on the facebook post? want it up tonight" -> expected Fri 16th Oct, 7.30 for
8 (the harvest supper has the 9th). The assistant says Fri 9th Oct, from the booking email.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the 16th
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn
1 is in every earlier window and missing from turn 6's (nothing on the harvest supper, the vicar or the 16th); the
teams, booking email, rounds and chips turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b197_langchain_quiz_night_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what date do I put on the facebook post? want it up tonight"
TURNS = [
    ("quiz cant be the 9th after all 🙄 church have put the harvest supper in the hall that night, vicar had it first "
     "but never wrote it in the diary. so FRI 16TH OCT, 7.30 for 8. Ken says he can still do quizmaster",
     "Quiz night is now Fri 16 Oct, 7.30 for 8 - the harvest supper has the hall on the 9th. Ken is still "
     "quizmaster."),
    ("teams - max 6, £6 a head incl fish + chips, kids £3. had 9 teams last time, tables for 10",
     "Teams of up to 6, £6 a head including fish and chips (children £3); 9 teams last time, room for 10."),
    ("can you pull the bits out of the hall booking email from june - 'Booking confirmed: Friday 9th October 2043, "
     "7-11pm, main hall + kitchen. £45 deposit received, key from Mrs Pugh at no. 3'",
     "Booking: Friday 9 October 2043, 7-11pm, main hall and kitchen; £45 deposit received; key from Mrs Pugh "
     "at no. 3."),
    ("rounds - general knowledge, music intros, sport, geography, 70s + 80s telly, food, local, picture round on the "
     "tables. Ken's doing a bonus joker round too",
     "Eight rounds plus a picture round on the tables; Ken's adding a joker round."),
    ("chips from the Happy Haddock in Cleobury, ring the order thru by 6.30 the night, they deliver for 8.30ish. "
     "mostly cod, few sausage, 2 veggie",
     "Chips from the Happy Haddock - ring the order through by 6.30, delivered about 8.30."),
    (QUESTION,
     "Friday 9th October - 7 till 11 at the village hall."),
]
WINDOW = 10
GONE = ("harvest supper", "vicar", "16th", "16 oct")


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
            assert any("max 6, £6 a head" in str(m.content) for m in window), window
            assert any("Friday 9th October 2043, 7-11pm" in str(m.content) for m in window), window
            assert any("music intros" in str(m.content) for m in window), window
            assert any("Happy Haddock" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("FRI 16TH OCT, 7.30 for 8" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lorraine's chat - she's doing Kinlet village hall's autumn quiz and "
                                            "chips night; today Tue 22 Sept 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Fri 16th Oct, 7.30 for 8 - the harvest supper has the hall on the 9th", actual=reply)
