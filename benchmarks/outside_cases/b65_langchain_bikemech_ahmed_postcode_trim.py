"""Batch 65 (held out). A mobile bike mechanic's diary chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Dan runs "Spokes to You", a one-man mobile bike repair van around Bristol. He keeps one running chat with an
assistant about his jobs; each turn the app trims the history to the last 14 messages and sends that window with
the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Mrs Ahmed's text: "Mrs Ahmed txt - sorry the
postcode on the booking is her work one (BS1 6QA), she wants it done at home, 14 Cranbrook Rd BS6 7BS, side gate,
bike's in the shed". Turn 2 pastes Thursday's bookings from the website, with Mrs Ahmed's brakes at BS1 6QA.
Later turns are about parts, money and other jobs. By turn 8 the trim no longer keeps turn 1. Question (turn 8, Thu
morning in the van): "what postcode am I putting in the satnav for Mrs Ahmed's brakes?" -> expected her home, BS6
7BS on Cranbrook Rd. The assistant goes by the booking: BS1 6QA.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is
in every window before turn 8 and missing from turn 8's, which holds the booking with BS1 6QA. Another reading: a
response fault is ruled out, as Mrs Ahmed's text is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b65_langchain_bikemech_ahmed_postcode_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Mrs Ahmed txt - sorry the postcode on the booking is her work one (BS1 6QA), she wants it done at home, 14 "
     "Cranbrook Rd BS6 7BS, side gate, bike's in the shed",
     "Got it: Mrs Ahmed's job is at home, 14 Cranbrook Road, BS6 7BS - side gate, bike in the shed."),
    ("thurs bookings off the website: 9.00 Mr Okafor BS3 1QE puncture + gears. 11.00 Mrs Ahmed BS1 6QA brakes "
     "(hydraulic, needs bleed). 2.30 Tilly Marsh BS5 6JG full service. 4.30 Clifton Uni bike pool BS8 1TH x3",
     "Thursday: 9.00 Okafor BS3 1QE, 11.00 Ahmed BS1 6QA brakes with a bleed, 2.30 Tilly Marsh BS5 6JG service, "
     "4.30 Clifton bike pool BS8 1TH, three bikes."),
    ("parts in from Madison - 2x Shimano mineral oil, 6 pairs resin pads (B01S), 10 inner tubes 700x28, £84.20 "
     "on the card",
     "Madison order: mineral oil x2, six pairs of B01S pads, ten 700x28 tubes, £84.20."),
    ("Okafor's gears are a bent hanger I reckon from the photo, bring the hanger alignment tool + a spare "
     "universal one",
     "For Okafor: hanger alignment tool and a spare universal hanger."),
    ("weds done: 3 jobs, £145 in, £30 of that cash. van's making that noise again on the M32",
     "Wednesday: three jobs, £145 taken, £30 cash. Van noise noted."),
    ("Tilly's service - she says the chain squeaks + she's 'heard a click'. prob the bottom bracket, take the BB "
     "tools",
     "Tilly: squeaky chain and a click, likely the bottom bracket - BB tools in the van."),
    ("Uni bike pool invoice goes to the estates office not the person there, ref PO-5521",
     "Uni bike pool: invoice estates, ref PO-5521."),
    ("thurs morning in the van - what postcode am I putting in the satnav for Mrs Ahmed's brakes?",
     "BS1 6QA - 11.00, hydraulic brakes that need a bleed."),
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
            assert not any("BS6 7BS" in str(m.content) or "Cranbrook" in str(m.content)
                           or "work one" in str(m.content) for m in window), window
            assert any("11.00 Mrs Ahmed BS1 6QA" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Mrs Ahmed txt" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dan's job diary chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what postcode am I putting in the satnav for Mrs Ahmed's brakes?",
       expected="her home one, BS6 7BS (Cranbrook Road) - the booking had her office", actual=reply)
