"""Batch 258 (held out). A driving instructor's pupil notes: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Dave Sutcliffe (Sutcliffe School of Motoring, Dewsbury) talks his week through with his helper in one running
chat - new pupils, pick-ups, the diary, the car. Each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is a new pupil, Tom B, 17, Tuesdays 4-6, picked up from
his house at 22 Oakwell Ave. Turn 2 is the car's service. In turn 3 Dave says Tom's mum rang - his college
timetable's changed, he's in till 4 on a Tuesday now, so from now on it's the Kirklees College gates on Halifax Rd
(by the bus shelter) at 4.10, dropped home after. Turns 4 to 8 are another pupil's test, the diary printout for
next week (which still says "Tues 4-6 Tom B (Oakwell Ave)" - the app prints the pupil's home address), a cancelled
lesson, the fuel receipts and an L-plate. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon
13/3): "where am I picking Tom up tmrw? sat nav's playing up again" -> expected the Kirklees College gates on Halifax
Rd, by the bus shelter, at 4.10. The assistant says 22 Oakwell Ave.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Tom's pick-up to the college was in the history and in every window from turn 3 to turn 8, and this trim cut it
from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the college, Halifax Rd or the bus shelter); the diary printout with Oakwell Ave is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b258_langchain_driving_pupil_pickup_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where am I picking Tom up tmrw? sat nav's playing up again"
TURNS = [
    ("new pupil 🚗 Tom B, 17, tues 4-6 every wk starting the 28th, pick up from his house 22 Oakwell Ave. v nervous "
     "so quiet roads first, his dad's been taking him round the Asda car park",
     "Got it - Tom B, 17, Tuesdays 4 till 6 from the 28th, picked up at 22 Oakwell Ave; quiet roads to start."),
    ("car's in for its service weds 8am at Hargreaves, courtesy car's a manual thank god",
     "Service Wednesday 8am at Hargreaves, with a manual courtesy car."),
    ("Tom's mum rang - his college timetable's changed, he's in till 4 on a tues now 🙄 so from now on get him from "
     "the Kirklees College gates on Halifax Rd (by the bus shelter) at 4.10, drop him home after. still 2 hrs",
     "Noted - Tom's Tuesday pick-up is now the Kirklees College gates on Halifax Rd by the bus shelter at 4.10, "
     "dropped home after, still two hours."),
    ("Priya's test went thru!! 🎉 2 minors, took the L plates off in the car park. she's left a box of Celebrations",
     "Brilliant - Priya passed with 2 minors. Enjoy the Celebrations."),
    ("diary printout for next wk: Mon 9-11 Jess, 1-2 Ahmed. Tues 4-6 Tom B (Oakwell Ave). Weds off (car). Thu "
     "2.13 Aisha test, 5-7 Liam. Fri 10-12 Jess",
     "Next week: Mon Jess 9-11, Ahmed 1-2; Tue Tom B 4-6; Wed off for the service; Thu Aisha's test and Liam 5-7; "
     "Fri Jess 10-12."),
    ("Ahmed cancelled mon, uni deadline + he's shattered, fair enough, moved to the wk after",
     "Ahmed's Monday lesson is moved to the following week."),
    ("fuel receipts - £62.40 shell fri, £48 tesco tues. remind me end of month for the accountant",
     "Fuel: £62.40 Shell Friday and £48 Tesco Tuesday; I'll remind you at the end of the month."),
    ("need a new L plate for the back, the magnet one's cracked. order 2",
     "Two new rear L plates to order - the magnetic one's cracked."),
    (QUESTION,
     "22 Oakwell Ave, Tom's house - Tuesday 4 till 6."),
]
WINDOW = 11
GONE = ("college", "halifax rd", "bus shelter")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("Tues 4-6 Tom B (Oakwell Ave)" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Kirklees College gates on Halifax Rd" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave's chat - he's a driving instructor, Sutcliffe School of Motoring; "
                                            "today Mon 13 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Kirklees College gates on Halifax Rd, by the bus shelter, at 4.10 - his timetable "
                          "changed", actual=reply)
