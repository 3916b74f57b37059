"""Batch 264 (held out). An independent MOT and repair garage: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Dave owns Bramley Road Garage - MOTs, servicing, repairs, two ramps and the MOT bay. He chats with the garage's
helper through the week to keep on top of the jobs; each turn the chat is trimmed to its last 11 messages before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 6/3) is Mr Pearce's Astra - clutch and flywheel,
£420, booked in Thu 9th, ready Fri 10th. Turn 2 is the Transit's cambelt. In turn 3 Dave says GSF rang - the
clutch kit's on back order, it won't be here till Monday, so the Astra'll be Tues 14th now, he's told Mr Pearce and
sorted him a courtesy car. Turns 4 to 8 are the MOT bay's lift service, the diagnostic machine's update, a
recovery job, the week's job board (which still has "Astra clutch - ready Fri") and the tyre order. By turn 9 the
trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Fri 10/3, Jan on reception): "Mr Pearce's on the phone
asking when he can have his Astra back, what do I tell him?" -> expected Tuesday 14th (the clutch kit's on back
order). The assistant says today, Friday.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the Astra to Tues 14th was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
back order, Tues 14th or the courtesy car); the job board with "ready Fri" is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b264_langchain_mot_garage_astra_ready_which_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Jan here - Mr Pearce's on the phone asking when he can have his Astra back, what do I tell him?"
TURNS = [
    ("mon 6/3 - Mr Pearce's Astra, clutch + flywheel £420, he's ok'd it. booked in thurs 9th first thing, should be "
     "ready fri 10th. can u keep track of the wk for me",
     "Will do - Mr Pearce's Astra: clutch and flywheel, £420 agreed, in Thursday 9th, ready Friday 10th."),
    ("Transit (Booth's) cambelt + water pump, kit's coming weds, Liam's doing it weds pm",
     "Booth's Transit: cambelt and water pump, kit due Wednesday, Liam on it Wednesday afternoon."),
    ("ugh GSF rang 😤 the Astra clutch kit's on back order, won't be here till monday now. so Astra's tues 14th - "
     "I've rung Mr Pearce + sorted him the courtesy car (the old Yaris) till then",
     "Noted - the Astra's clutch kit is on back order till Monday, so it's Tuesday 14th now; Mr Pearce knows and has "
     "the courtesy Yaris."),
    ("MOT bay lift's getting its service weds 8-10, so no MOTs booked before 10 weds",
     "MOT bay lift service Wednesday 8 till 10 - no MOTs before 10 that day."),
    ("diag machine wants its annual update again 🙄 £395, it's going on the card",
     "The diagnostic machine's annual update is £395, on the card."),
    ("recovery job tues eve - Mrs Lund's Clio broke down on the ring road, towed it in, alternator by the look of it",
     "Mrs Lund's Clio was recovered from the ring road on Tuesday evening - likely the alternator."),
    ("job board for the wk (copied off the whiteboard): Tues - 3 MOTs, Lund Clio diag. Weds - Transit cambelt (Liam). "
     "Thurs - Astra clutch - ready Fri, 2 services. Fri - 4 MOTs, Clio alternator",
     "Week's board: Tue 3 MOTs and the Clio diagnosis; Wed the Transit cambelt; Thu the Astra clutch (ready Fri) and "
     "2 services; Fri 4 MOTs and the Clio's alternator."),
    ("tyre order for fri - 4x 205/55/16 budget, 2x 195/65/15 mid, from Bond's",
     "Friday tyre order from Bond's: 4 budget 205/55/16 and 2 mid-range 195/65/15."),
    (QUESTION,
     "Tell him today - it's on the board for Friday, so he can have it back this afternoon."),
]
WINDOW = 11
GONE = ("back order", "tues 14th", "tuesday 14th", "courtesy")


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
            assert any("Thurs - Astra clutch - ready Fri" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so Astra's tues 14th" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave's chat - he owns Bramley Road Garage; today Fri 10 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tuesday 14th - the clutch kit's on back order till Monday", actual=reply)
