"""Batch 332 (held out). A holiday let cleaning team: LangChain InMemoryChatMessageHistory + trim_messages (last 9
messages), one root span per turn.

App: Tracy runs "Spick & Span Dales", a cleaning team doing the Friday changeovers at holiday lets round Hawes and
Askrigg. She chats with the team's helper through the week to keep the access details, linen and supplies straight;
each turn the chat is trimmed to its last 9 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Curlew Cottage's access - the key safe on the side
of the porch, code 4471, park on the lane not the verge. In turn 2 (Weds 18 Oct) Tracy says the owner's changed the
code after the last lot went home with the key - it's 8305 now, not 4471, she's told the owner's cleaner too. Turns
3 to 6 are the laminated arriving card in Curlew's welcome folder (still says 4471, the owner's doing new ones),
the laundry, Hill Top's dogs and the supplies. By turn 7 the trim drops turns 1 and 2; turns 3 to 6 stay.
Question (turn 7, Thu 26/10): "what's the key safe code at Curlew? Shannon's doing it on her own tmrw, I'll be up a
ladder at Thwaite Barn" -> expected 8305. The assistant says 4471.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that changed
the code was in the history and in every window from turn 2 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 2 is in every window from turn 2 to turn 6 and missing from turn 7's (nothing on 8305 or
the key going home with the last lot); the welcome card's 4471, the laundry and the dogs are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b332_langchain_holiday_let_key_code_what_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("what's the key safe code at Curlew? Shannon's doing it on her own tmrw, I'll be up a ladder at "
            "Thwaite Barn")
TURNS = [
    ("2051-10-16T19:40 new one for us from this wk 🏡 Curlew Cottage, Askrigg - key safe on the side of the porch, "
     "code 4471, park on the lane NOT the verge (farmer goes mad). sleeps 4, 1 bathroom",
     "Got it - Curlew Cottage in Askrigg: key safe on the side of the porch, code 4471; park on the lane, not the "
     "verge. Sleeps 4, one bathroom."),
    ("Weds 18 Oct - owner's changed the code at Curlew after the last lot went home with the key 🙄 it's 8305 now, "
     "not 4471. told her other cleaner too",
     "Noted - Curlew Cottage's key safe code is 8305 now (changed after the last guests took the key)."),
    ("the laminated 'arriving' card in the Curlew welcome folder still says 'key safe code 4471' - owner says leave "
     "it, she's getting new ones done",
     "OK - leave the arriving card in the welcome folder as it is; the owner is getting new ones printed."),
    ("laundry - Wensleydale Linen bags come tues now not mon, dirty to the unit in Hawes by 4 fri",
     "Laundry bags arrive Tuesdays now, and the dirty linen goes to the unit in Hawes by 4 on Friday."),
    ("Hill Top has 2 dogs in this wk 🐕 so hoover the stairs twice + check the sofa throws",
     "Hill Top has two dogs this week: hoover the stairs twice and check the sofa throws."),
    ("supplies - dishwasher tabs + bin bags low, I'll do a Booker run weds. Shannon's got the spare hoover",
     "Dishwasher tabs and bin bags are low - you're doing a Booker run on Wednesday; Shannon has the spare hoover."),
    (QUESTION,
     "It's 4471 - the key safe's on the side of the porch, and remind Shannon to park on the lane."),
]
WINDOW = 9
GONE = ("8305", "went home with the key")


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
            assert any("still says 'key safe code 4471'" in str(m.content) for m in window), window
            assert any("Wensleydale Linen" in str(m.content) for m in window), window
            assert any("2 dogs in this wk" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("it's 8305 now, not 4471" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Tracy's chat - she runs Spick & Span Dales, a holiday let cleaning "
                                            "team; today Thu 26 October 2051, changeover day is Friday)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="8305 - the owner changed it after the last guests went home with the key", actual=reply)
