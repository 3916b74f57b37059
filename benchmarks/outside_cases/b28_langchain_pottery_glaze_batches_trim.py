"""Batch 28 (held out). A pottery studio owner's running chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 20 messages, token_counter=len, start_on human), one root span per turn.

App: Ros runs Kiln & Co., a pottery studio with evening classes, a kids' Saturday club and members who rent shelf
space and firings. She keeps one running chat with an assistant about classes, kiln loads and glaze stocks. Each
turn the app trims the history to the last 20 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is about the Tuesday class: "Tues eve lot bisque
out, all good exc Pete's jug (cracked at the handle, again). They glaze next Tues + every single one wants
celadon, bucket's down to the dregs so that needs mixing". Two more glazes to make up come later (the kids' blue
gone lumpy, Mei's satin white for her tiles). By turn 11 the window no longer starts there, and the trim of turn 11
drops it. Question (turn 11): "right which glazes do I need to make up fresh this wknd?" -> expected celadon, the
blue and the satin white. The assistant lists only the blue and the satin white.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the
turn-1 message is in every window before turn 11 and missing from turn 11's, which holds the blue and the satin
white. Another reading: a response fault is ruled out as celadon is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b28_langchain_pottery_glaze_batches_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Tues eve lot bisque out, all good exc Pete's jug (cracked at the handle, again). They glaze next Tues + every "
     "single one wants celadon, bucket's down to the dregs so that needs mixing",
     "Noted: Tuesday class glaze next week, all in celadon; the celadon bucket needs mixing. Pete's jug cracked."),
    ("Kiln 2 element went during the bisque Sun nt, Dave from Potterycrafts coming Weds 9ish, £180 + parts",
     "Kiln 2 element engineer booked Wednesday morning."),
    ("Members' shelf rent up to £22/mth from April, put a sign up", "Shelf rent GBP 22 a month from April."),
    ("Sat kids club did pinch pots + a dragon each, v cute. Bisque them w the Thurs load",
     "Kids' pinch pots and dragons go in Thursday's bisque."),
    ("the Amaco blue's gone lumpy + skinned over, kids want it for the dragons, so a new batch of that too pls",
     "A fresh batch of the Amaco blue is needed for the kids' dragons."),
    ("tenmoku's fine btw, loads left, shino half a bucket - enough for the members", "Tenmoku and shino are fine."),
    ("Cone 6 glaze firing Fri 21st, whole of kiln 1, Tues class + members + kids",
     "Glaze firing Friday 21st in kiln 1."),
    ("Mei (member) is doing 40 tiles for a cafe commission, all satin white. We've about 2kg, she'll need 5 - mix "
     "some more", "Mei's tiles need satin white; about 3kg more to mix."),
    ("Dave fixed kiln 2, new element + thermocouple, £236 all in", "Kiln 2 fixed for GBP 236."),
    ("Ordered 25kg Potclays buff + 10kg porcelain, Thurs delivery", "Clay order due Thursday."),
    ("right which glazes do I need to make up fresh this wknd? want to get them all done Sat am",
     "Two to make up: a new batch of the Amaco blue for the kids' dragons, and more satin white for Mei's 40 tiles "
     "(about 3kg). Tenmoku and shino are fine."),
]
WINDOW = 20


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
            assert not any("celadon" in str(m.content).lower() for m in window), window
            assert any("Amaco blue's gone lumpy" in str(m.content) for m in window), window
            assert any("all satin white" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("every single one wants celadon" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ros's studio notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="3: celadon (Tues class), the Amaco blue, satin white for Mei", actual=reply)
