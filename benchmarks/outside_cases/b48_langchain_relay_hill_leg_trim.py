"""Batch 48 (held out). A running club captain's chat about a relay: LangChain InMemoryChatMessageHistory +
trim_messages (last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Nat captains the Severn Valley Striders' A team (Sam, Jo, Tom, Priya) for the Cotswold Way Relay on Sat 20
June 2026. She keeps one chat going with an assistant about legs, kit and lifts; each turn the app trims the
history to the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Nat's note after Sunday's long run: "tom's calf
still grumbling after sun so him + Priya are doing a straight swap - she's taking the Haresfield hill one, he gets
the flat one into Bath. she's fine, loves a hill the nutter". Turn 2 pastes the entry form as it was sent (leg 3
Tom, the Haresfield climb; leg 4 Priya). Later turns are kit, numbers, lifts and food. By turn 8 the trim no longer
keeps turn 1. Question (turn 8, Wed 17/6): "who's running the Haresfield hill leg on sat?" -> expected Priya. The
assistant goes by the entry form: Tom.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the entry form. Another reading: a response fault
is ruled out, as the swap is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b48_langchain_relay_hill_leg_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("tom's calf still grumbling after sun so him + Priya are doing a straight swap - she's taking the Haresfield "
     "hill one, he gets the flat one into Bath. she's fine, loves a hill the nutter",
     "Noted: Priya runs the Haresfield hill leg, Tom the flat last leg into Bath."),
    ("pasting the entry form as sent so it's all in one place: Striders A, ref CWR-0412. leg 1 Sam (Chipping Campden "
     "- Broadway Tower... 9.3mi), leg 2 Jo (to Stanway, 8.1mi), leg 3 Tom (Haresfield climb, 10.2mi), leg 4 Priya "
     "(flat finish to Bath, 6.4mi)",
     "Entry form: Sam leg 1, Jo leg 2, Tom leg 3 (Haresfield), Priya leg 4 (Bath finish); ref CWR-0412."),
    ("kit - club vests compulsory, race numbers front AND back, baton is a snap band, don't lose it lol",
     "Club vests, numbers front and back, snap-band baton."),
    ("start is 7am sharp for leg 1, Sam needs to be at Campden by 6.30 for the kit check",
     "Sam at Chipping Campden by 6.30 for a 7am start."),
    ("lifts: I'm driving Jo + Sam, Mo's taking the other two in his van, fuel £10 each to the drivers",
     "Nat drives Jo and Sam; Mo takes the others; £10 fuel each."),
    ("changeover 2 has no loos apparently. bring loo roll. seriously",
     "No toilets at changeover 2 - bring loo roll."),
    ("pasta at mine fri 6.30, Priya's bringing the garlic bread, Jo pudding",
     "Pasta night Friday 6.30 at Nat's; Priya garlic bread, Jo pudding."),
    ("who's running the Haresfield hill leg on sat?",
     "Tom - he's on leg 3, the Haresfield climb, 10.2 miles."),
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
            assert not any("straight swap" in str(m.content) or "Priya runs the Haresfield" in str(m.content)
                           for m in window), window
            assert any("leg 3 Tom (Haresfield climb" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("straight swap" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nat's relay captain notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Priya - she and Tom swapped because of his calf", actual=reply)
