"""Batch 385 (held out). A Newfoundland parish hall's weekly bingo: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: St. Kevin's parish hall in Gannet Arm runs bingo every Thursday night from September 2051 to the end of May -
doors at 6:30, $20 a book, a jackpot, the 50/50, the canteen. Marg Budden (the bingo convenor on the hall committee)
chats with the committee's helper while she keeps track of it; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the bingo - every Thurs. 7:30 p.m. from Sept. 7 till
the end of May. Turn 2 is the jackpot and the 50/50. In turn 3 Marg says heads up, no bingo Thurs. Oct. 12 - the
Snooks have the hall for their 50th anniversary time, Fr. Kinsella says it was booked since May and she forgot -
back on the 19th. Turns 4 to 8 are the callers' rota, the printer's poster ("BINGO - EVERY THURSDAY 7:30 PM"), the
canteen, the new dabbers and the parking. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn
9, Tues. Oct. 10): "is there bingo Thurs.? Mom's asking does she need a drive down" -> expected no - the Snooks have
the hall for their 50th Thurs. the 12th, back on the 19th. The assistant says yes, 7:30, doors 6:30.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that called off
the Oct. 12 bingo was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
Snooks, the 50th or Oct. 12); the poster, the canteen and the parking are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b385_langchain_bingo_on_thursday_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "is there bingo Thurs.? Mom's asking does she need a drive down"
TURNS = [
    ("BINGO's back 🎉 every Thurs. 7:30 p.m. in St. Kevin's hall from Sept. 7 till the end of May, doors open 6:30, "
     "$20 a book. can u help me keep track of it all b'y, my head's gone",
     "Sure thing - bingo every Thursday at 7:30 in St. Kevin's hall from Sept. 7 to the end of May; doors at 6:30, "
     "$20 a book."),
    ("jackpot $1,000 in 55 numbers, goes up a number every wk nobody gets it. 50/50 every nite too, half to the "
     "roof fund",
     "Jackpot $1,000 in 55 numbers, one more number each week it's not won, and a 50/50 every night with half to "
     "the roof fund."),
    ("heads up - NO bingo Thurs. Oct. 12, the Snooks got the hall for their 50th anniversary time 🥂 Fr. Kinsella "
     "says it was booked since May + I forgot 🙈 back on the 19th as usual",
     "Noted - no bingo on Thursday Oct. 12, the hall's booked for the Snooks' 50th anniversary; back on the 19th."),
    ("callers - me + Ern on the 1st + 3rd Thurs., Doris + Lorraine the 2nd + 4th, Gerald fills in if someone's sick",
     "Callers: you and Ern on the 1st and 3rd Thursdays, Doris and Lorraine on the 2nd and 4th, Gerald as the "
     "fill-in."),
    ("poster came back from the printer 🙄 'BINGO - EVERY THURSDAY 7:30 PM - St. Kevin's Parish Hall, Gannet Arm - "
     "Doors 6:30 - Jackpot $1,000!!' - can u check the spelling",
     "The spelling on the poster is fine."),
    ("canteen - Patsy's doing toutons + tea, $2 a cup, the Guides are selling chips + bars for their trip",
     "Canteen: Patsy's toutons and tea at $2 a cup; the Guides are selling chips and bars for their trip."),
    ("new dabbers came, $3 at the door, the old ones are all dried up",
     "New dabbers are $3 at the door."),
    ("parking - NOT in front of the hall doors, the fire chief was on about it again, use the school lot",
     "Parking in the school lot, not in front of the hall doors."),
    (QUESTION,
     "Yes b'y, bingo Thurs. at 7:30 - doors open 6:30, so tell your mom to be down for half past 6 to get her "
     "seat."),
]
WINDOW = 11
GONE = ("no bingo", "snooks", "50th", "oct. 12")


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
            assert any("BINGO - EVERY THURSDAY 7:30 PM" in str(m.content) for m in window), window
            assert any("Patsy's doing toutons" in str(m.content) for m in window), window
            assert any("use the school lot" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("NO bingo Thurs. Oct. 12" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Marg Budden's chat - she runs the bingo for St. Kevin's parish hall, "
                                            "Gannet Arm; today is Tues. Oct. 10, 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - the Snooks have the hall for their 50th Thurs. the 12th, bingo's back on the 19th",
       actual=reply)
