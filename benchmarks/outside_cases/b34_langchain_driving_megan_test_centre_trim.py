"""Batch 34 (held out). A driving instructor's running chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Steve Kowalski is an independent driving instructor in Oldham (about 25 pupils, a dual-control Corsa). He keeps
one chat going with an assistant about pupils, lessons and tests. Each turn the app trims the history to the last 14
messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Megan's test booking: "Megan H got a
cancellation!! Tues 14/10 at 10.12, Chadderton centre not Bredbury this time, using my car, pick her up 8.45 from
her mum's for a warm up". Later turns are other pupils and the car, and turn 7 notes Megan's mock went well. By
turn 8 the trim no longer keeps turn 1. Question (turn 8, Fri 10/10): "which test centre is Megan at tues? need to
plan the warm up route" -> expected Chadderton. The window holds "most of mine test at Bredbury" from turn 4, and
the assistant says Bredbury.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is
in every window before turn 8 and missing from turn 8's, which holds Megan's mock and the Bredbury line. Another
reading: a response fault is ruled out, as Chadderton is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b34_langchain_driving_megan_test_centre_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Megan H got a cancellation!! Tues 14/10 at 10.12, Chadderton centre not Bredbury this time, using my car, pick "
     "her up 8.45 from her mum's for a warm up",
     "Megan's test: Tuesday 14 October, 10.12, Chadderton. Pick-up 8.45 at her mum's."),
    ("Corsa's in for its service Mon 13th at Oldham Vauxhall, 8am drop, courtesy car is NOT dual control so no "
     "lessons mon am", "No lessons Monday morning while the Corsa's serviced."),
    ("Jamal - 2hr lesson sat 9-11, motorway bit on the M60, his mum's paying cash £70",
     "Jamal Saturday 9-11, motorway, GBP 70 cash."),
    ("note to self - most of mine test at Bredbury, the roundabout by the Asda is where they all fail lol",
     "Noted: the Bredbury Asda roundabout."),
    ("Priya cancelled weds 4pm (exam) - offered it to Callum, he's taking it", "Callum has Wednesday 4pm."),
    ("price going up to £38/hr from 1 Nov, block of 10 still £350 till then, tell the new ones",
     "GBP 38 an hour from 1 November; blocks of 10 at GBP 350 until then."),
    ("Megan's mock went well this morning, 3 minors, one for the mirrors on the dual carriageway. she's nervous "
     "about the bay park", "Good mock for Megan - three minors; work on the bay park."),
    ("which test centre is Megan at tues? need to plan the warm up route",
     "Bredbury - that's where most of yours go. I'd take her round the Asda roundabout a couple of times in the "
     "warm up, and do a bay park at the end."),
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
            assert not any("Chadderton" in str(m.content) for m in window), window
            assert any("Megan's mock went well" in str(m.content) for m in window), window
            assert any("most of mine test at Bredbury" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Chadderton centre not Bredbury" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Steve's pupil notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Chadderton (she got a cancellation slot there)", actual=reply)
