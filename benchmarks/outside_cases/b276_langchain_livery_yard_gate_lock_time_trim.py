"""Batch 276 (held out). A horse livery yard: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Hollins Farm Livery above Sowerby - 20 stables, an outdoor school with lights, a tack room and a feed room,
the yard gate on a padlock at night. Karen (the yard owner) chats with the yard's helper while she sorts the winter
arrangements; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the winter yard hours - open 6.30am, the school
lights off at 8pm and the gate locked at 8pm. Turn 2 is the hay. In turn 3 Karen says that after the tack room
break-in at Holly Bank (three saddles gone) the insurance want the gate locked earlier, so it's 7pm from Monday, the
school lights off at 6.45, no exceptions. Turns 4 to 8 are the rugs, the yard rules sheet on the noticeboard (still
"GATE LOCKED 8PM", she'll reprint it), the muck heap, the farrier and the Christmas do. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Weds 16/11, from Jodie, an owner): "what time's the gate locked
now? I'm not out of work till half 6 + it's 25 mins up" -> expected 7pm (since the Holly Bank break-in). The
assistant says 8pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
lock-up 7pm was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 7pm,
Holly Bank or the insurance); the rules sheet, the muck heap and the farrier are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b276_langchain_livery_yard_gate_lock_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's the gate locked now? I'm not out of work till half 6 + it's 25 mins up"
TURNS = [
    ("winter hrs from the clocks going back 🐴 yard open 6.30am, school lights off 8pm + gate locked at 8pm, last one "
     "out checks the tack room. can u help me keep track of the yard stuff this winter",
     "Of course - winter hours: yard open from 6.30am, school lights off and the gate locked at 8pm, and the last "
     "one out checks the tack room."),
    ("hay - 60 small bales in the barn from Geoff, £5 each, write it in the book. haylage for the ones that need it",
     "60 small bales from Geoff in the barn at £5 each, written in the book; haylage for those who need it."),
    ("right. after the tack room break in at Holly Bank on sat (3 saddles gone 😡) the insurance want the gate locked "
     "earlier - so 7pm from mon, school lights off 6.45, NO exceptions, I'll be doing it myself",
     "Understood - from Monday the gate's locked at 7pm and the school lights go off at 6.45, no exceptions, after "
     "the Holly Bank break-in."),
    ("rugs - everyone's rugs need names on, there's 3 unnamed on the fence and one's been there since october",
     "Names on all rugs - there are three unnamed ones on the fence, one there since October."),
    ("the yard rules sheet on the noticeboard's old 🙄 it still says 'YARD OPEN 6.30AM - GATE LOCKED 8PM - NO DOGS "
     "LOOSE' - i'll reprint it, can u remind me what else is on it",
     "The sheet also covers poo-picking the school after use, skipping out by 10am, and no smoking near the barn."),
    ("muck heap's being emptied thurs 17th so move the barrows away from the trailer wed night",
     "The muck heap's emptied Thursday 17th - barrows moved away from the trailer on Wednesday night."),
    ("farrier's in fri 25th nov from 8, names on the board, £85 a full set",
     "Farrier on Friday 25 November from 8am, names on the board, £85 for a full set."),
    ("xmas do at the Hinchliffe sat 10th dec, £22 a head, 3 courses, pay me by the 1st",
     "Christmas do at the Hinchliffe on Sat 10 Dec, £22 a head for three courses, paid to you by the 1st."),
    (QUESTION,
     "8pm - so if you leave work at 6.30 you'll have about an hour at the yard."),
]
WINDOW = 11
GONE = ("7pm", "holly bank", "insurance", "6.45")


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
            assert any("GATE LOCKED 8PM" in str(m.content) for m in window), window
            assert any("muck heap's being emptied" in str(m.content) for m in window), window
            assert any("farrier's in fri 25th nov" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so 7pm from mon" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Karen's chat - she owns Hollins Farm Livery; today Weds 16 November "
                                            "2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="7pm - the insurance want it locked earlier since the Holly Bank break-in", actual=reply)
