"""Batch 55 (held out). A mobile hairdresser's planning chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Dee (Dee's Mobile Hair, a round of about forty regulars in villages near Malton, mostly older ladies done at
home) plans her week in one chat with an assistant. Each turn the app trims the history to the last 12 messages
and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is her note after Mrs Ellery's call: "Mrs Ellery rang,
her daughter said the plum makes her look like she's been 'tangoed in a beetroot field' lol - so it's back to her
old copper, the 7.4 + a drop of 7.3, for tues. she's been fretting about it all week bless her". Turn 2 pastes Mrs
Ellery's colour card (root tint, plum 5.62 + 20 vol, every 5 wks). Later turns are the round, stock, the van and
prices. By turn 7 the trim no longer keeps turn 1. Question (turn 7, Mon 1/6): "is Mrs Ellery still having the plum
tomorrow?" -> expected no, she's going back to her copper. The assistant goes by the card: yes, the plum.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the colour card. Another reading: a response
fault is ruled out, as the copper is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b55_langchain_hair_ellery_colour_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Mrs Ellery rang, her daughter said the plum makes her look like she's been 'tangoed in a beetroot field' lol - "
     "so it's back to her old copper, the 7.4 + a drop of 7.3, for tues. she's been fretting about it all week bless "
     "her",
     "Noted: Mrs Ellery on Tuesday wants her old copper back (7.4 with a drop of 7.3), not the plum."),
    ("pasting Mrs Ellery's card so it's in here: 'Mrs J Ellery, 3 Church View, Amotherby. Root tint plum 5.62 + 20 "
     "vol, 35 mins. Cut + blow dry. Every 5 wks, tues am. Patch test done 2/3/26. Likes a cuppa, 2 sugars.'",
     "Card: root tint plum 5.62 with 20 vol, 35 minutes, cut and blow-dry, every 5 weeks on Tuesday mornings."),
    ("tues round: Mrs Ellery 9.30, then the Hodgsons (both, he's just a trim), then Swinton - Mrs Kaur set + perm "
     "check 1pm",
     "Tuesday: Mrs Ellery 9.30, the Hodgsons, then Mrs Kaur at 1pm in Swinton."),
    ("stock - low on 20 vol + the foils, order from Sally's. gloves fine",
     "Order 20 vol developer and foils from Sally's."),
    ("van's MOT is 12th June at Pickering, so no round that morning",
     "No round on the morning of 12 June (van MOT in Pickering)."),
    ("prices going up 1 July - cut + blow £28, colour from £45, tell ppl gently",
     "From 1 July: cut and blow-dry £28, colour from £45."),
    ("is Mrs Ellery still having the plum tomorrow?",
     "Yes - her card says root tint in plum 5.62 with 20 vol, about 35 minutes."),
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
            assert not any("copper" in str(m.content) or "7.4" in str(m.content) for m in window), window
            assert any("Root tint plum 5.62" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Mrs Ellery rang" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dee's round notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="no - she wants to go back to her old copper colour", actual=reply)
