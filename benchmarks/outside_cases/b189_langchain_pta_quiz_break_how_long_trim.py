"""Batch 189 (held out). A school PTA's quiz night: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Castlefields Primary PTA's quiz night is Fri 4th March 2044 in the school hall, 7 for 7.30 - tables of 6, 8
rounds, a picture round, fish and chips from the chippy at the break, a raffle. Nat, the PTA chair, chats with the
PTA's helper while she gets it ready; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Nat says it's Fri 4th March in the hall, 7 for 7.30,
8 rounds of 10, and the fish and chip break is after round 4 - half an hour, Mr Evans says no longer or they'll be
there till midnight like last time. Turn 2 is the tables (12 tables of 6, £5 a head), turn 3 the picture round (on
the tables from the start, handed in by the end of round 4), turn 4 the chippy (delivering at 8.45, pre-orders by
Weds), turn 5 the quizmaster (Mr Evans again, 2 mins to hand in each round's sheet). By turn 6 the trim drops turn
1; turns 2 to 5 stay. Question (turn 6, Thu 3/3): "how long do we get for the fish + chip break? doing the timings
on Mr Evans's slides" -> expected half an hour (after round 4). The assistant says there's no set length and
suggests 15 minutes.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
break's length was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on half an hour, 30 mins or midnight);
the tables, picture round, chippy and quizmaster turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b189_langchain_pta_quiz_break_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long do we get for the fish + chip break? doing the timings on Mr Evans's slides"
TURNS = [
    ("quiz night fri 4th march in the hall 🧠 7 for 7.30, 8 rounds of 10. fish + chip break after round 4 - half an "
     "hour, Mr Evans says no longer or we'll be there till midnight like last time 🙈",
     "Fri 4 March in the school hall, 7 for 7.30: 8 rounds of 10 questions, with a half-hour fish and chip break "
     "after round 4."),
    ("tables - 12 tables of 6, £5 a head, 8 sold already, the Yr 6 mums have got 2 lol",
     "12 tables of 6 at £5 a head; 8 tables sold so far."),
    ("picture round's on the tables from the start (famous teachers off the telly), hand it in by the end of round 4",
     "Picture round on the tables from the start, handed in by the end of round 4."),
    ("chippy's delivering at 8.45 🍟 pre-orders by weds, cod + chips £8.50, sausage + chips £6, kids' portions £4",
     "The chippy delivers at 8.45; pre-orders by Wednesday (cod and chips £8.50, sausage and chips £6, kids £4)."),
    ("Mr Evans doing quizmaster again 🎤 2 mins to hand in the answer sheet after each round, runners are the Yr 5s",
     "Mr Evans is quizmaster; 2 minutes to hand in each round's sheet, Year 5s running."),
    (QUESTION,
     "There's no set length for the break that I can see - 15 minutes is usual, then straight into round 5."),
]
WINDOW = 10
GONE = ("half an hour", "30 min", "midnight", "8 rounds of 10")


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
            assert any("12 tables of 6, £5 a head" in str(m.content) for m in window), window
            assert any("picture round's on the tables" in str(m.content) for m in window), window
            assert any("chippy's delivering at 8.45" in str(m.content) for m in window), window
            assert any("Mr Evans doing quizmaster" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("fish + chip break after round 4 - half an hour" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nat's chat - she chairs Castlefields Primary PTA and is running its "
                                            "quiz night; today Thu 3 March 2044)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half an hour, after round 4 (Mr Evans says no longer)", actual=reply)
