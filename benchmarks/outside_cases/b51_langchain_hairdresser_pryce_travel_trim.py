"""Batch 51 (held out). A mobile hairdresser's chat with her assistant: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Kerry Bishop does hair in people's homes round Tenbury and Bromyard from her Fiesta (cut + blow dry, sets,
colours, a care home every other Wednesday). She keeps one chat going with an assistant about bookings and prices;
each turn the app trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Kerry's note: "Mrs Pryce is at her daughter's in
Tenbury over the winter (hip op), so she's 9 miles out from me not 3 - travel £8 for her till march. still cut +
set, still thursdays". Turn 2 pastes her regulars list as she typed it in the summer (Mrs Pryce, Bromyard, cut +
set £22, travel £4). Later turns are other bookings, a colour, the care home and the car. By turn 7 the trim no
longer keeps turn 1. Question (turn 7, Wed 11/11): "what do I charge Mrs Pryce tomorrow all in?" -> expected £30
(£22 + £8 travel). The assistant says £26.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the pasted list. Another reading: a response fault
is ruled out, as the £8 travel is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b51_langchain_hairdresser_pryce_travel_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Mrs Pryce is at her daughter's in Tenbury over the winter (hip op), so she's 9 miles out from me not 3 - "
     "travel £8 for her till march. still cut + set, still thursdays",
     "Noted: Mrs Pryce is in Tenbury till March, travel £8; still a cut and set on Thursdays."),
    ("my regulars from the summer list so you've got them: Mrs Pryce, Bromyard - cut + set £22, travel £4, thurs "
     "10ish. Jean Lowe - cut + blow dry £26, travel £4, every 5 wks. the Cotterills (him + her) £15 + £24, travel "
     "£6. Bev at the post office colour £48 + cut £20, no travel she comes to me",
     "Got the list: Mrs Pryce cut and set £22 + £4, Jean Lowe £26 + £4, the Cotterills £15 + £24 + £6, Bev colour "
     "£48 + cut £20."),
    ("Bev wants to go darker for xmas, 5.0 instead of the 6.3?? patch test fri, do her the 28th",
     "Patch test for Bev on Friday, colour booked for the 28th."),
    ("Oakfield care home wed 18th - 7 ladies, £14 each, they pay monthly by bacs, bring the long cable",
     "Oakfield Wednesday 18th: 7 ladies at £14, paid monthly; long cable."),
    ("Fiesta's making a noise on the left, booked into Teme Motors mon 16th 8am, need a lift back off Dan",
     "Car booked into Teme Motors Monday 16th at 8; Dan to give you a lift."),
    ("Jean Lowe moved to fri 20th 2pm, her grandson's christening is the sat",
     "Jean Lowe now Friday 20th at 2pm."),
    ("what do I charge Mrs Pryce tomorrow all in?",
     "£26 - that's her cut and set at £22 plus £4 travel."),
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
            assert not any("£8" in str(m.content) or "hip op" in str(m.content) for m in window), window
            assert any("Mrs Pryce, Bromyard - cut + set £22, travel £4" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("hip op" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's bookings chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="£30, she's further out this winter so the travel's £8", actual=reply)
