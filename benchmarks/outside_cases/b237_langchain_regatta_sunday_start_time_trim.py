"""Batch 237 (held out). A sailing club's regatta: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Blyth Estuary Sailing Club run their regatta on Sat 13th and Sun 14th Aug 2050 - Lasers, Toppers, GP14s,
Mirrors and a couple of Fireballs, three races on the Saturday, two and a pursuit on the Sunday, safety boats, a
prizegiving in the bar. Pete (the race officer) chats with the club's helper while he sorts it; each turn the chat
is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 has the first warning both days at 10.55 for an 11.00
start. Turns 2 and 3 are the entries and the committee boat. In turn 4 Pete has checked the tide tables - low water
on the Sunday is about 11.20 and there's no water over the bar at the mouth till gone 12, so Sunday's first warning
is 12.25 for 12.30, Saturday as it was. Turns 5 to 9 are the safety boats, the briefing ("30 mins b4 the first
warning each day"), the galley, the prizegiving and the signals. By turn 10 the trim drops turns 1 to 4; turns 5 to
9 stay. Question (turn 10, Thu 11/8): "what time's the first start on sunday? the laser lot want to know when to
rig + launch" -> expected 12.30 (warning 12.25), put back for the tide. The assistant says 11.00 (warning 10.55).

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved
Sunday's start was in the history and in every window from turn 4 to turn 9, and this trim cut it from the window the
model saw. Asserted: turn 4 is in every window from turn 4 to turn 9 and missing from turn 10's (nothing on 12.30,
12.25, the tide or the bar); the safety boats, the briefing and the signals are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b237_langchain_regatta_sunday_start_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's the first start on sunday? the laser lot want to know when to rig + launch"
TIDE = ("checked the tide tables 🙄 LW sun's about 11.20 + there's no water over the bar at the mouth till gone 12, so "
        "sunday's first warning is 12.25 for 12.30. sat's fine as it is")
TURNS = [
    ("REGATTA ⛵ sat 13th + sun 14th aug. first gun both days 10.55 warning for an 11.00 start, 3 races sat, 2 + "
     "the pursuit sun. can u keep track of it all for me",
     "Will do - regatta Sat 13 and Sun 14 August; first warning 10.55 for an 11.00 start both days; three races on "
     "Saturday, two and the pursuit on Sunday."),
    ("entries so far 27 - 9 lasers, 7 toppers, 5 GP14s, 4 mirrors + 2 fireballs. £12 a boat, £6 juniors",
     "27 entries: 9 Lasers, 7 Toppers, 5 GP14s, 4 Mirrors and 2 Fireballs; £12 a boat, £6 for juniors."),
    ("committee boat's Osprey again, me + Sandra + Jim on the flags. course boards from the bosun's hut",
     "Osprey is the committee boat with you, Sandra and Jim on the flags; course boards from the bosun's hut."),
    (TIDE,
     "Got it - Sunday's first warning is now 12.25 for a 12.30 start, because of the low tide over the bar; "
     "Saturday stays 10.55 for 11.00."),
    ("safety boats - RIB 1 (Phil + Kev), RIB 2 (Andy + Sue), + the club launch. radios on ch 72",
     "Safety cover: RIB 1 (Phil and Kev), RIB 2 (Andy and Sue) and the club launch, radios on channel 72."),
    ("briefing in the clubhouse 30 mins b4 the first warning each day, skippers only pls",
     "Skippers' briefing in the clubhouse 30 minutes before the first warning each day."),
    ("galley - bacon rolls from 8.30, Sal's doing a chilli sat nite after the racing £8",
     "Galley: bacon rolls from 8.30, and Sal's chilli on Saturday night for £8."),
    ("prizegiving sun 5ish in the bar, trophies are at the engravers, Commodore's presenting",
     "Prizegiving about 5 on Sunday in the bar, with the Commodore presenting."),
    ("signals - flag P for the prep + the horn, no guns this yr, the neighbours complained 😂",
     "Signals: flag P for the preparatory and the horn - no guns this year."),
    (QUESTION,
     "11.00 - the warning signal's at 10.55, so they'll want to be rigged and on the water by about 10.30."),
]
WINDOW = 11
GONE = ("12.30", "12.25", "tide", "over the bar")


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
            assert any("RIB 1 (Phil + Kev)" in str(m.content) for m in window), window
            assert any("30 mins b4 the first warning" in str(m.content) for m in window), window
            assert any("flag P for the prep" in str(m.content) for m in window), window
        elif i >= 4:
            window = trim(messages)
            assert any(TIDE in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pete's chat - he's race officer at Blyth Estuary Sailing Club; today "
                                            "Thu 11 August 2050, the regatta is Sat 13 and Sun 14 August)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="12.30 - warning at 12.25, put back for the tide (no water over the bar till gone 12)",
       actual=reply)
