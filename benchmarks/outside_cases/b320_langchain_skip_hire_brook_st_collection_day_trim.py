"""Batch 320 (held out). A skip hire firm: LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages),
one root span per turn.

App: Pennine Skip Hire (Sowerby Bridge) - 4, 6 and 8 yard skips, two wagons. Donna runs the office and chats with
the firm's helper through the week to keep on top of drops, swaps and collections; each turn the chat is trimmed to
its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Brook St job - Pickles Builders, an 8 yarder on
the road outside no. 14, permit sorted, drop Mon 27th 7am, collect Fri 31st first thing. Turn 2 is Mrs Hirst's 6
yarder. In turn 3 Donna says Pickles have rung - the plasterer's let them down, they're nowhere near done - so Brook
St isn't Friday now, it's Tues 4th April, 8-10, swap for an empty 8 yarder, and she's extended the permit (£15).
Turns 4 to 8 are the Co-op's overdue skip, the booking text she pastes in for checking (the one that went to Pickles
on 24/3, still "collection Fri 31/3"), the wagon's MOT, the tip's new price and Lee's holiday. By turn 9 the trim
drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 30/3): "what day are we picking up the Brook St skip?
Pickles' lad's asking, they want to fill it right up" -> expected Tues 4th April, 8-10, swapped for an empty one.
The assistant says Friday 31st, first thing.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the collection to Tues 4th was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the 4th, the plasterer or the extension); the booking text, the MOT and the tip price are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b320_langchain_skip_hire_brook_st_collection_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day are we picking up the Brook St skip? Pickles' lad's asking, they want to fill it right up"
TURNS = [
    ("new job 🚛 Pickles Builders, 8yd on the road outside 14 Brook St, permit's sorted. drop mon 27th 7am, collect "
     "fri 31st first thing. they're gutting the kitchen",
     "Booked: an 8 yard skip for Pickles Builders on the road outside 14 Brook St (permit sorted) - drop Mon 27th at "
     "7am, collect Fri 31st first thing."),
    ("Mrs Hirst 6yd thurs 30th, on her drive so no permit, she's paid on the card £260",
     "Mrs Hirst: 6 yard skip on her drive Thu 30th, no permit needed, £260 paid by card."),
    ("Pickles rang 🙄 plasterer's let them down, they're nowhere near done. so Brook St's NOT fri now - collect tues "
     "4th april, 8-10, swap it for an empty 8yd. I've extended the permit, £15 on their bill",
     "Changed: the Brook St collection is Tue 4 April, 8-10am, swapping for an empty 8 yarder; permit extended, £15 "
     "added to Pickles' bill."),
    ("the Co-op's 6yd is overdue AGAIN, 3 wks now. Lee can grab it mon on his way back",
     "The Co-op's 6 yarder is three weeks overdue; Lee will collect it on Monday on his way back."),
    ("can u check this booking text reads ok, it's the one that went to Pickles on 24/3: 'Pennine Skip Hire - your "
     "8yd skip, 14 Brook St. Delivery Mon 27/3 7am, collection Fri 31/3. Pls keep 1m clear round it. Reply STOP to "
     "opt out'",
     "The wording reads fine - maybe say 'please' in full and add the office number for changes."),
    ("wagon 2 passed its MOT 👍 just an advisory on the rear tyres",
     "Good - wagon 2 passed its MOT, with an advisory on the rear tyres."),
    ("tip at Elland's £120 a tonne from the 1st, need to look at our prices",
     "Elland tip goes up to £120 a tonne from 1 April - worth reviewing the skip prices."),
    ("Lee's off w/c 10th, Mick'll do both rounds, no swaps after 2pm that wk",
     "Lee is off the week of the 10th; Mick is doing both rounds, so no swaps after 2pm that week."),
    (QUESTION,
     "Friday 31st, first thing - so they've got till Thursday night to fill it."),
]
WINDOW = 11
GONE = ("4th", "plasterer", "extended the permit", "tue 4 april")


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
            assert any("collection Fri 31/3" in str(m.content) for m in window), window
            assert any("passed its MOT" in str(m.content) for m in window), window
            assert any("£120 a tonne" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("collect tues 4th april, 8-10" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Donna's chat - she runs the office at Pennine Skip Hire; today Thu 30 "
                                            "March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tues 4th April, 8-10am, swapped for an empty 8 yarder - Pickles put it back a few days",
       actual=reply)
