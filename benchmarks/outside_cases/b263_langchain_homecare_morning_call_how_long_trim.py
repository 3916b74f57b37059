"""Batch 263 (held out). A home-care agency's visit schedule: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Brighouse Community Care (a home-care agency) - Nadia, the care coordinator, chats with the office helper while
she builds next week's runs; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Mrs Kaur's package - four calls a day, the morning
one 45 mins (wash, dress, breakfast, tablets), lunch, tea and bed 30 each, one carer. Turn 2 is her key safe and
her son's number. In turn 3, after the OT's review (Tue 7th), Nadia says Mrs Kaur's on the stand aid now, so
mornings need 2 carers and the council have agreed to put the morning call up to an hour from next week, rest as
was. Turns 4 to 8 are the rota printout (still "Kaur AM 45m x1", she'll fix it), mileage, Mr Fielding's hospital
discharge, the new starter's shadow shifts and the bank holiday. By turn 9 the trim drops turns 1 to 3; turns 4 to
8 stay. Question (turn 9, Fri 10/3, from Dawn, a carer): "how long have I got for Mrs Kaur's morning call on mon?
trying to fit Mr Fielding in after" -> expected an hour, with 2 carers. The assistant says 45 minutes.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
morning call an hour was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on an hour, the stand aid or the OT); the rota printout, the discharge and the bank holiday are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b263_langchain_homecare_morning_call_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long have I got for Mrs Kaur's morning call on mon? trying to fit Mr Fielding in after"
TURNS = [
    ("new client from the 1st - Mrs Kaur, 22 Thornhill Rd Rastrick. 4 calls: am 45 mins (wash, dress, brekkie, "
     "tabs), lunch, tea + bed 30 mins each. 1 carer. she's lovely, speaks a bit of English, son does the rest",
     "Noted - Mrs Kaur, 22 Thornhill Rd, Rastrick, from the 1st: a 45-minute morning call (wash, dress, breakfast, "
     "tablets) and 30-minute lunch, tea and bed calls, one carer."),
    ("key safe by the back door, code's in the office book not here. son Jas 07700 900418, he's at work till 6",
     "Key safe by the back door (code in the office book); her son Jas is on 07700 900418, at work until 6."),
    ("Tue 7th - OT's been out to Mrs K, she's on the stand aid now 🙄 so mornings need 2 carers, and the council "
     "have agreed to put the am call up to an hour from next wk. rest as was",
     "Understood - from next week Mrs Kaur's morning call is an hour with two carers (she's on the stand aid after "
     "the OT review); lunch, tea and bed unchanged."),
    ("rota printout for w/c 13th has come off the system - 'Kaur AM 45m x1 ... Fielding AM 30m x1 ...' - i'll sort "
     "it, can u check nobody's on more than 10 calls a day",
     "Nobody on the w/c 13th printout has more than 10 calls in a day."),
    ("mileage - 30p a mile still, forms to me by the 20th, Google maps screenshot is fine",
     "Mileage is still 30p a mile; forms to you by the 20th, a Google Maps screenshot is fine."),
    ("Mr Fielding's home from the Royal mon 13th 💪 hip op. am + pm calls, 30 mins each, frame, no bending. "
     "district nurse doing his dressings",
     "Mr Fielding is discharged from the Royal on Mon 13th after his hip op: morning and evening calls, 30 minutes "
     "each, with his frame; the district nurse does the dressings."),
    ("new starter Chloe's shadowing Dawn mon + tues, then Jo weds. she's done her moving + handling",
     "Chloe shadows Dawn on Monday and Tuesday, then Jo on Wednesday; her moving and handling is done."),
    ("bank hol easter mon - double time, pls put ur names down if u can do it, the list's on the office door",
     "Easter Monday is double time; names on the list on the office door."),
    (QUESTION,
     "45 minutes for Mrs Kaur's morning call, so you'd be done in time to get to Mr Fielding after."),
]
WINDOW = 11
GONE = ("an hour", "stand aid", "ot's", "2 carers")


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
            assert any("'Kaur AM 45m x1" in str(m.content) for m in window), window
            assert any("home from the Royal mon 13th" in str(m.content) for m in window), window
            assert any("bank hol easter mon" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("put the am call up to an hour" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's chat - she's the care coordinator at Brighouse Community Care; "
                                            "today Fri 10 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="an hour, with 2 carers - she's on the stand aid since the OT review", actual=reply)
