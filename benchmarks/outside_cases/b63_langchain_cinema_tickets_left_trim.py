"""Batch 63 (held out). A pop-up cinema's organiser chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Reel Nights runs a film a month in St Ann's village hall (Bishopston). Fiona, who does the tickets, keeps one
chat with an assistant about the next screening (Jaws, Fri 11 Feb 2028). Each turn the app trims the history to the
last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the fire officer's visit: "fire officer came round
tues - w the side aisles kept clear + the projector table where it is, max 48 seated for us, he's put it in
writing. Rob's taping the aisles". Turn 2 pastes the hall's hire sheet (capacity 60 seated, 100 standing). Later
turns are the film licence, the raffle, the ice creams and the Ticketsource count (31 sold). By turn 7 the trim no
longer keeps turn 1. Question (turn 7): "how many more tickets can we sell for Friday?" -> expected 17 (48 - 31).
The assistant goes by the hire sheet: 29.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the hire sheet and the 31 sold. Another reading:
a response fault is ruled out, as the 48 is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b63_langchain_cinema_tickets_left_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("fire officer came round tues - w the side aisles kept clear + the projector table where it is, max 48 seated "
     "for us, he's put it in writing. Rob's taping the aisles",
     "Noted: the fire officer's limit for our screenings is 48 seated, with the side aisles kept clear."),
    ("pasting the hall hire sheet for ref: 'St Ann's Hall - capacity 60 seated / 100 standing. Kitchen incl. Hirer "
     "to leave by 11pm. Key from Mrs Doyle, 14 Brynland Ave'",
     "Hall hire sheet: 60 seated or 100 standing, kitchen included, out by 11pm, key from Mrs Doyle."),
    ("film licence for Jaws came thru from Filmbankmedia, £95 + vat, paid on the card 27/1",
     "Film licence for Jaws paid on 27 January: £95 plus VAT."),
    ("raffle - Costa voucher, a bottle of fizz + a Jaws poster Rob found on ebay (£4!!). tickets £1 or 6 for a fiver",
     "Raffle prizes: a Costa voucher, fizz and a Jaws poster; tickets £1 or six for £5."),
    ("ice creams from Cadbury's cash + carry, 40 tubs, Pam's freezer till fri. selling at £2",
     "Forty ice-cream tubs from the cash and carry, kept in Pam's freezer, selling at £2 each."),
    ("ticketsource says 31 sold for fri as of this morning (Wed), plus we always get a few walk-ins",
     "31 tickets sold for Friday as of Wednesday morning; usually a few walk-ins too."),
    ("how many more tickets can we sell for Friday?",
     "29 more - the hall seats 60 and we've sold 31."),
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
            assert not any("48" in str(m.content) or "fire officer" in str(m.content) for m in window), window
            assert any("capacity 60 seated" in str(m.content) for m in window), window
            assert any("31 sold" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("fire officer came round" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Fiona's Reel Nights chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how many more tickets can we sell for Friday?",
       expected="17 - the fire officer's limit is 48 and 31 have gone", actual=reply)
