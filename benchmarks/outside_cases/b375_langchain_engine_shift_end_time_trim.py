"""Batch 375 (held out). A Type 6 engine on a wildland fire: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Sage Flat FPD's Engine 612 (a Type 6, three on) is on the Kettle Ridge Fire. The engine boss, Travis Oyelaran,
keeps the helper up to date from camp each night; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the check-in - 08/09/26, 16s, 0600-2200, briefing
0600 at the ICP. Turn 2 is the assignment, DIV F. In turn 3 (08/10) Oyelaran says scrub the 16s - the IC's putting
everybody on 12s from tmrw (08/11), 0700-1900, briefing at 0700 now, heat's backed off and they want folks rested for
the long haul. Turns 4 to 8 are a spot fire, the printed IAP (the cover still says "Ops Period: 0600-2200", planning
will fix it), fuel, water from the tender and the hose lay. By turn 9 the trim drops turns 1 to 3; turns 4 to 8
stay. Question (turn 9, Thu 08/13 2040): "what time are we off the line tmrw? wife wants to call after shift" ->
expected 1900 (12s, 0700-1900). The assistant says 2200.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
crews on 12s was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 12s, 1900
or the 0700 briefing); the IAP cover, the fuel and the hose lay are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b375_langchain_engine_shift_end_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time are we off the line tmrw? wife wants to call after shift"
TURNS = [
    ("08/09/26 2130 E-612 checked in @ Kettle Ridge Fire ICP 1815. we're on 16s - 0600-2200, briefing 0600 at the "
     "ICP. 3 on: me, Alvarez, Begay. help me keep the log straight",
     "Got it - E-612 checked in at the Kettle Ridge ICP at 1815 on 08/09, three on; 16-hour shifts, 0600-2200, "
     "briefing at 0600 at the ICP."),
    ("assigned DIV F, mop-up + patrol along the dozer line from DP 9 to the saddle. DIVS is Kowalczyk",
     "DIV F under DIVS Kowalczyk: mop-up and patrol along the dozer line from DP 9 to the saddle."),
    ("08/10 2110 scrub the 16s - IC's putting everybody on 12s from tmrw (08/11), 0700-1900, briefing's at 0700 now. "
     "heat's backed off + they want folks rested for the long haul",
     "Noted - from 08/11 it's 12-hour shifts, 0700-1900, with the briefing at 0700; the 16s are done."),
    ("08/11 spot fire 0.1 ac outside the line near DP 9, Begay saw the smoke, picked it up in 20 min w/ the pump + "
     "hand tools",
     "Logged: a 0.1 acre spot outside the line near DP 9 on 08/11, picked up in about 20 minutes."),
    ("printed IAP still has 'Ops Period: 0600-2200' on the cover 🙄 planning says they'll fix the template, ignore it",
     "Understood - the cover of the printed IAP is out of date; planning is fixing it."),
    ("fuel @ ground support, 38 gal diesel, ticket to Finance w/ the CTR",
     "38 gallons of diesel at ground support, with the ticket going to Finance with the CTR."),
    ("water - topped off 2x from the tender at DP 9, ~300 gal each, hot spots along the dozer line",
     "Two top-offs from the tender at DP 9, about 300 gallons each, for hot spots along the dozer line."),
    ("hose lay tmrw: 1.5\" progressive from DP 9 up the draw, ~9 lengths, 1\" laterals every 100'",
     "Tomorrow's hose lay: 1.5-inch progressive from DP 9 up the draw, about 9 lengths, 1-inch laterals every 100 ft."),
    (QUESTION,
     "2200 - you're on 0600-2200, so she can call after 2200."),
]
WINDOW = 11
GONE = ("12s", "1900", "briefing's at 0700", "long haul")


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
            assert any("'Ops Period: 0600-2200' on the cover" in str(m.content) for m in window), window
            assert any("38 gal diesel" in str(m.content) for m in window), window
            assert any("1.5\" progressive from DP 9" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("IC's putting everybody on 12s from tmrw" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Travis Oyelaran's chat - engine boss on Sage Flat FPD's E-612, out on "
                                            "the Kettle Ridge Fire; today Thu 08/13/26)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="1900 - they've been on 12s (0700-1900) since 08/11", actual=reply)
