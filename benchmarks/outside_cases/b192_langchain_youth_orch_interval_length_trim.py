"""Batch 192 (held out). A youth orchestra's summer concert: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Telford Youth Orchestra's summer concert is Fri 27th June 2043, 7pm in Abraham Darby school hall - 48 players,
Finlandia, a film music half, a PTA raffle and ice creams in the interval. Claire (the orchestra's parent rep) chats
with the orchestra's helper while she sorts it; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Claire says the concert's Fri 27th at 7, and the
interval's 25 mins this time not the usual 15 - the PTA are doing the raffle draw and the ice creams in it and there's
only the one serving hatch, so it takes forever. Turn 2 is the chairs (180 in rows, 48 on stage, year 9s setting up
from 4), turn 3 the tickets (£6 / £3, 142 sold), turn 4 last year's programme wording to tidy ("Interval (15 minutes)
- refreshments in the foyer"), turn 5 the ice creams (60p tubs, Mrs Khan on the hatch). By turn 6 the trim drops
turn 1; turns 2 to 5 stay. Question (turn 6, Mon 23/6): "how long's the interval? doing the ice cream rota for the
PTA lot" -> expected 25 mins (the raffle draw + one hatch). The assistant says 15 minutes, from the programme.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the 25
minute interval was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 25 mins or the one hatch); the
chairs, tickets, programme and ice cream turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b192_langchain_youth_orch_interval_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's the interval? doing the ice cream rota for the PTA lot"
TURNS = [
    ("summer concert fri 27th june 7pm 🎻 school hall. interval's 25 mins this time not the usual 15 - PTA are "
     "doing the raffle draw + the ice creams in it and there's only the one serving hatch so it takes forever",
     "Fri 27 June, 7pm in the school hall; the interval's 25 minutes this year for the raffle draw and ice creams."),
    ("chairs - 180 out in rows for the audience, 48 on stage for the orchestra + all the music stands from the music "
     "room. year 9s helping set up from 4",
     "180 audience chairs in rows, 48 on stage plus the stands; year 9s setting up from 4."),
    ("tix £6 adults £3 kids, 142 sold so far, rest on the door. Mr Hale wants the front row kept for the grans lol",
     "Tickets £6 adults, £3 children; 142 sold, the rest on the door; front row reserved."),
    ("can you tidy last yr's programme wording - 'Part 1: Finlandia, Pirates of the Caribbean... Interval (15 "
     "minutes) - refreshments in the foyer. Part 2: film music + the Radetzky March to finish'",
     "Tidied: Part 1 - Finlandia, Pirates of the Caribbean; Interval (15 minutes), refreshments in the foyer; Part 2 - "
     "film music, ending with the Radetzky March."),
    ("ice creams - PTA getting tubs from the cash + carry, 60p, Mrs Khan on the hatch, need 3 more helpers",
     "Ice cream tubs at 60p from the cash and carry; Mrs Khan on the hatch; 3 more helpers needed."),
    (QUESTION,
     "15 minutes - the programme has the interval at 15 minutes with refreshments in the foyer."),
]
WINDOW = 10
GONE = ("25", "one serving hatch", "raffle draw", "takes forever")


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
            assert any("180 out in rows" in str(m.content) for m in window), window
            assert any("142 sold so far" in str(m.content) for m in window), window
            assert any("Interval (15 minutes)" in str(m.content) for m in window), window
            assert any("Mrs Khan on the hatch" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("interval's 25 mins this time" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's chat - she's the parent rep for Telford Youth Orchestra; "
                                            "today Mon 23 June 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="25 mins - longer this time for the PTA raffle draw + ice creams (one hatch)",
       actual=reply)
