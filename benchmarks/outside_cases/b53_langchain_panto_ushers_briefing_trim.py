"""Batch 53 (held out). A village panto's front-of-house chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Pauline is front-of-house manager for the Ashby Players' panto (Aladdin, 21 - 24 January 2027, the village
hall). She keeps one chat going with an assistant about tickets, ushers, the raffle and the bar; each turn the app
trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Pauline's note: "ushers' briefing is in the Scout
hut next door this yr, 6.45 sharp - the green room's the cast's now, with all the quick changes Widow Twankey has
there's no room. Bring a torch if u have one". Turn 2 pastes last year's front-of-house sheet (ushers arrive 6.45,
briefing in the green room, collect lanyards + torches from the box by the kitchen). Later turns are the raffle, the
interval ice creams, the float and the Brownies' block booking. By turn 7 the trim no longer keeps turn 1. Question
(turn 7, Thu 21/1, opening night): "where do the ushers go for the briefing tonight?" -> expected the Scout hut next
door. The assistant goes by the pasted sheet: the green room.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the pasted sheet. Another reading: a response
fault is ruled out, as the Scout hut is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b53_langchain_panto_ushers_briefing_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("ushers' briefing is in the Scout hut next door this yr, 6.45 sharp - the green room's the cast's now, with all "
     "the quick changes Widow Twankey has there's no room. Bring a torch if u have one",
     "Noted: ushers' briefing 6.45 in the Scout hut next door; the green room is for the cast."),
    ("pasting last yr's FOH sheet so we've got it: DOORS 7pm (mats 2pm). USHERS arrive 6.45 (1.45 mats), briefing in "
     "the green room w Pauline, collect lanyards + torches from the box by the kitchen. 4 ushers a show, 2 on the "
     "door, 1 on raffle, 1 roving. NO photos during the show - remind people",
     "FOH sheet: doors 7 (2 for matinees), ushers at 6.45 (1.45), lanyards and torches from the kitchen box, 4 "
     "ushers a show, no photos."),
    ("raffle - prizes so far: hamper from the Spar, bottle of whisky (Geoff), voucher for the Plough £25, a knitted "
     "Aladdin (Mrs Birch, it's v good). tickets £1 a strip, draw in the interval",
     "Raffle: Spar hamper, whisky, £25 Plough voucher, knitted Aladdin; £1 a strip, drawn at the interval."),
    ("ice creams - 3 boxes of tubs from Booker, £2 each, sell from the trays in the interval, freezer in the kitchen",
     "Interval ice creams £2 a tub, from the kitchen freezer."),
    ("float for the door + raffle, £80 in the tin, Brian's got the key. card reader charged",
     "£80 float in the tin (Brian has the key); card reader charged."),
    ("Brownies block booking sat mat 23rd, 22 girls + 4 leaders, front 2 rows left side, they pay on the door",
     "Brownies: 26 at the Saturday matinee, front two rows on the left, paying on the door."),
    ("where do the ushers go for the briefing tonight?",
     "The green room, with Pauline - 6.45, and pick up your lanyards and torches from the box by the kitchen."),
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
            assert not any("Scout hut" in str(m.content) for m in window), window
            assert any("briefing in the green room w Pauline" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Scout hut next door" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pauline's front-of-house notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="next door in the Scout hut - the cast need the green room", actual=reply)
