"""Batch 137 (held out). A dementia cafe's transport: the coordinator's chat, LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Jo coordinates the Forget-me-not cafe, a Thursday morning cafe for people living with dementia and their
carers at St Luke's hall (sessions 10-12, volunteers, a singing group, Dial-a-Ride pick-ups); she keeps a running
chat with the helper, and each turn the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jo says three more need picking up from this
Thursday - Mrs Hale (Elm Rd) and Mr and Mrs Dunn (Ivy comes with Ron, both at Brook Court) - Dial-a-Ride said fine;
and, in passing, that the singing lady's back on the 22nd. In turn 2 she pastes the January pick-up list so it can
go to the drivers: 8 people with their times (Mr Patel 9.20, Mrs O'Brien 9.25, ... Mrs Gill 9.50). By turn 7 the trim
drops turn 1; the pasted list stays. Question (turn 7, Tue 13/10): "how many are we picking up thurs? dial a ride
want a number for the bus" -> expected 11 (the 8 on the list + Mrs Hale and Mr and Mrs Dunn). The assistant says 8.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that adds
the three was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted list is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b137_langchain_dementiacafe_pickups_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many are we picking up thurs? dial a ride want a number for the bus"
TURNS = [
    ("3 more for pick ups from this thurs!! Mrs Hale (Elm Rd, no 14, knock loud) + Mr & Mrs Dunn - Ivy comes w Ron, "
     "theyre both at Brook Court now. rang dial a ride, they said fine. oh + the singing lady's back on the 22nd",
     "Noted: from this Thursday three more pick-ups - Mrs Hale (14 Elm Rd, knock loudly) and Ron and Ivy Dunn (Brook "
     "Court); Dial-a-Ride have agreed. The singing group is back on the 22nd."),
    ("can u tidy this up for the drivers, its the pick up list from jan: Mr Patel 9.20 (Station Rd), Mrs O'Brien "
     "9.25, Bill + Sheila Cox 9.30 (the bungalows), Mrs Kowalski 9.35, Mr Ahmed 9.40 (wheelchair, ramp), Dot "
     "Fenwick 9.45, Mrs Gill 9.50. back from st lukes at 12.15",
     "Pick-ups (from January): 9.20 Mr Patel (Station Rd); 9.25 Mrs O'Brien; 9.30 Bill and Sheila Cox (the "
     "bungalows); 9.35 Mrs Kowalski; 9.40 Mr Ahmed (wheelchair, needs the ramp); 9.45 Dot Fenwick; 9.50 Mrs Gill. "
     "Return from St Luke's at 12.15."),
    ("new volunteer Priya starts thurs, she's a nurse on nights so some weeks only",
     "Priya (a nurse on nights) joins as a volunteer from Thursday, some weeks only."),
    ("the urn at st lukes has gone again, I'll bring the big flask + the travel kettle",
     "St Luke's urn is broken again; Jo will bring the big flask and the travel kettle."),
    ("memory box theme for thurs - seaside. Sheila's bringing her shells + the old Clacton postcards",
     "Thursday's memory box theme is the seaside; Sheila is bringing shells and old Clacton postcards."),
    ("raffle made £43 last wk, put it towards the xmas lunch",
     "Last week's raffle made £43, which goes towards the Christmas lunch."),
    (QUESTION,
     "8 - Mr Patel, Mrs O'Brien, Bill and Sheila Cox, Mrs Kowalski, Mr Ahmed, Dot Fenwick and Mrs Gill."),
]
WINDOW = 12


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
            assert not any("Hale" in str(m.content) or "Dunn" in str(m.content) or "Brook Court" in str(m.content)
                           for m in window), window
            assert any("Mr Patel 9.20 (Station Rd)" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("3 more for pick ups from this thurs" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat as coordinator of the Forget-me-not cafe, a Thursday cafe "
                                            "for people living with dementia and their carers; October 2037, today "
                                            "Tue 13 Oct)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="11 - the 8 on the list plus Mrs Hale and Ron and Ivy Dunn (from this Thursday)",
       actual=reply)
