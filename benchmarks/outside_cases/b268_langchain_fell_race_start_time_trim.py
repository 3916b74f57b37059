"""Batch 268 (held out). A fell-running club's races and kit: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Todmorden Moor Runners put on their own race, the Crow Hill Reverse, on Sun 15th May 2050 - an AM race from the
Sportsman's Arms on the Long Causeway, over Crow Hill and back, with the club's members marshalling. Mags (the race
organiser) chats with the club's helper while she sorts it; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the race - registration at the Sportsman's 9 till
10.30, start 11am. Turn 2 is the marshals. In turn 3 Mags says Calder Valley Search and Rescue can't have a team on
the tops till 11.15 (they've a training day first), and no MRT no race, so she's putting the start back to 11.30 and
keeping registration open till 11, the FRA are fine with it. Turns 4 to 8 are the poster proof (still "START 11AM",
she'll get it redone), the parking on the farmer's field, the prizes, the soup and the permit. By turn 9 the trim
drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 12/5, from Dom, a marshal): "what time's the start?
marshals have to be at the checkpoints half an hour before, trying to work out when to leave" -> expected 11.30.
The assistant says 11am.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
start back to 11.30 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 11.30, the MRT or the search and rescue); the poster proof, the parking and the prizes are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b268_langchain_fell_race_start_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("what time's the start? marshals have to be at the checkpoints half an hour before, trying to work out "
            "when to leave")
TURNS = [
    ("CROW HILL REVERSE sun 15th may 🏔️ from the Sportsman's on the Long Causeway, AM, 7.5mi. reg 9-10.30 in the "
     "back room, start 11am. can u help me keep track, I've never organised one b4 😬",
     "Happy to - Crow Hill Reverse, Sun 15 May from the Sportsman's Arms: registration 9 to 10.30 in the back room, "
     "start 11am."),
    ("marshals - need 8, Dom + Jill at the trig, Kev at the wall stile, the rest at the crossings. Sue's doing the "
     "dibbers",
     "Eight marshals: Dom and Jill at the trig point, Kev at the wall stile, the rest at the crossings; Sue has the "
     "dibbers."),
    ("ugh - CVSRT can't have a team on the tops till 11.15, they've got a training day first, and no MRT no race. so "
     "start's going back to 11.30, reg open till 11. FRA are fine with it",
     "Understood - the start is 11.30 now, with registration open until 11, so the search and rescue team can be in "
     "place; the FRA have agreed."),
    ("poster proof's back from Jill 🙄 'CROW HILL REVERSE - Sun 15 May - Sportsman's Arms - REG 9-10.30 - START "
     "11AM - £6 EOD - full FRA kit' - I'll get her to redo it, can u check the rest",
     "The rest of the proof reads fine - the date, the venue, £6 on the day and full FRA kit."),
    ("parking - farmer at Higher Hill's letting us use his top field, £2 a car to the air ambulance, NOT on the "
     "causeway verges",
     "Parking in the top field at Higher Hill, £2 a car for the air ambulance, and not on the causeway verges."),
    ("prizes - 1st 3 M + F, V40/50/60 cats, bottles from the Sportsman + Helen's doing her flapjack for everyone "
     "back",
     "Prizes for the first three men and women and the V40, V50 and V60 categories - bottles from the Sportsman, "
     "and Helen's flapjack for all finishers."),
    ("soup after in the back room, leek + potato, Sue's sister's doing it, £2 a bowl",
     "Soup afterwards in the back room - leek and potato, £2 a bowl."),
    ("FRA permit's come thru 👍 insurance doc's in the race box w/ the first aid kit + the tape",
     "The FRA permit has come through; the insurance document is in the race box with the first aid kit and the "
     "tape."),
    (QUESTION,
     "The start's 11am, so marshals need to be at their checkpoints by 10.30 - leave in time to walk out from the "
     "Sportsman's."),
]
WINDOW = 11
GONE = ("11.30", "cvsrt", "mrt", "search and rescue")


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
            assert any("START 11AM" in str(m.content) for m in window), window
            assert any("top field" in str(m.content) for m in window), window
            assert any("V40/50/60" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("start's going back to 11.30" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mags's chat - she's organising Todmorden Moor Runners' Crow Hill "
                                            "Reverse fell race; today Thu 12 May 2050, the race is Sun 15 May)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="11.30 - put back from 11 so the search and rescue team can be on the tops", actual=reply)
