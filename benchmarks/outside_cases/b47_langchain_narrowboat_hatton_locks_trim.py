"""Batch 47 (held out). A family's narrowboat holiday chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 14 messages, token_counter=len, start_on human), one root span per turn.

App: the Okafor-Browns (Tunde, Claire, two kids and the dog) hire "Kingfisher", a 57ft boat, from a yard at Warwick
for a week from Sat 8 Aug 2026, out along the Grand Union towards Birmingham. Tunde keeps one chat going with an
assistant about the trip; each turn the app trims the history to the last 14 messages and sends that window with
the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Tunde's note from the yard's handover: "handover
notes - Steve at the yard says allow 4 hrs for Hatton w us being new to it, not the 3 the guide says, 21 locks +
the paddles are stiff. get into the flight b4 9 or ur queuing behind the day boats. water point at the top". Later
turns are the guidebook's figures, moorings, fuel and shopping. By turn 8 the trim no longer keeps turn 1.
Question (turn 8, Sun 9/8): "how long do we need for hatton tomorrow?" -> expected about four hours. The assistant
goes by the guidebook: three.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the guidebook's 3 hours. Another reading: a
response fault is ruled out, as the yard's 4 hours are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b47_langchain_narrowboat_hatton_locks_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("handover notes - Steve at the yard says allow 4 hrs for Hatton w us being new to it, not the 3 the guide "
     "says, 21 locks + the paddles are stiff. get into the flight b4 9 or ur queuing behind the day boats. water "
     "point at the top",
     "Got it: Hatton flight - allow about 4 hours as first-timers (21 locks, stiff paddles), start before 9, water "
     "point at the top."),
    ("from the Nicholson guide: Hatton flight 21 locks in 2 miles, approx 3 hrs. Shrewley tunnel 433yds after, no "
     "towpath so the dog stays on board",
     "Guide: Hatton 21 locks in 2 miles, about 3 hours; Shrewley tunnel 433 yards, no towpath."),
    ("diesel - tank was full at the yard, they dip it when we get back, £1.19/l",
     "Noted: full tank at the start, dipped on return at £1.19 a litre."),
    ("mooring sun night: Cape of Good Hope pub by the bottom lock, booked table 7pm for 4",
     "Sunday night mooring by the Cape of Good Hope, table for 4 at 7."),
    ("life jackets - kids MUST wear them on the roof + at locks, Claire's rule, the dog's got one too lol",
     "Life jackets on for the kids on the roof and at locks (and the dog)."),
    ("shopping for tues - milk, bread, sausages, dog food, Tesco Express at Knowle nr the locks",
     "Tuesday shopping at the Tesco Express near Knowle locks."),
    ("kids want to see the Hatton cafe at the top, apparently does massive cakes",
     "The Hatton Locks cafe at the top - cake stop for the kids."),
    ("how long do we need for hatton tomorrow?",
     "About 3 hours - the guide gives 21 locks in 2 miles at approximately 3 hours."),
]
WINDOW = 14


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
            assert not any("4 hrs" in str(m.content) or "about 4 hours" in str(m.content) for m in window), window
            assert any("approx 3 hrs" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("allow 4 hrs for Hatton" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Tunde's boat-trip notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Four hours or so, since we're new to it", actual=reply)
