"""Batch 315 (held out). A gutter cleaning round: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Shaun Greenwood (Greenwood Gutter Clearing, one van, a 40ft vac pole and his brother-in-law on Fridays) does
his autumn round in Siddal and Southowram in October 2050. He chats with his helper from the van while he sorts the
week out; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Mrs Haigh at 3 Croft Close - gutters and the
valley, Weds 18th, she's out till 2 so not before, 2.30 is fine. Turn 2 is the Tuesday jobs. In turn 3 Shaun says
Mrs Haigh rang back - her daughter's taking her for her cataract op Weds afternoon, so can he come first thing
instead, 8.15, she'll leave the side gate open and the money's in the meter cupboard. Turns 4 to 8 are the
ladder hire, the text confirmations the booking app sent out on Saturday (still "Weds 18th at 2.30pm" for Mrs
Haigh, sent before she rang), Mr Barker next door who wants his doing straight after hers, the tip run and the
weather. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 17/10): "what time am I
at Mrs Haigh's tmrw? trying to fit the Barkers in round it" -> expected 8.15 (first thing, she's at the hospital
in the afternoon). The assistant says 2.30pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Mrs Haigh to 8.15 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on 8.15, the cataract op or the meter cupboard); the app's confirmation text, Mr Barker and the tip run
are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b315_langchain_gutter_round_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time am I at Mrs Haigh's tmrw? trying to fit the Barkers in round it"
TURNS = [
    ("mrs haigh 3 croft close - gutters + the valley between the 2 roofs, weds 18th. she's out till 2 so not before, "
     "2.30 fine. £50 as per quote",
     "Got it - Mrs Haigh, 3 Croft Close, gutters and the valley, Weds 18th at 2.30 (she's out till 2), £50."),
    ("tues 17th - 4 on Siddal Lane, all terraces, £35 each, start 9ish. nos 12, 14, 20 + 26",
     "Tuesday 17th: Siddal Lane nos. 12, 14, 20 and 26, terraces at £35 each, starting about 9."),
    ("mrs haigh rang back - her daughter's taking her for her cataract op weds afternoon 👁️ so can I come first "
     "thing instead, 8.15. she'll leave the side gate open + the money's in an envelope in the meter cupboard",
     "Changed - Mrs Haigh is 8.15 first thing Weds now (cataract op in the afternoon); side gate open, money in the "
     "meter cupboard."),
    ("ladder hire - the 3 part from HSS for the Southowram semis thurs, £28 a day, pick up weds 5pm",
     "Ladder: the three-part from HSS for Thursday's Southowram semis, £28 a day, collect Weds at 5pm."),
    ("booking app sent the reminders out sat - 'Hi Mrs Haigh, Greenwood Gutters confirming Weds 18th Oct at 2.30pm, "
     "£50. Reply STOP to cancel' - and the same for the Siddal lot. does that read ok",
     "The reminder wording reads fine - short, with the day, the time and the price."),
    ("Mr Barker at no. 5 croft close saw the van last time + wants his doing straight after Mrs Haigh's while I'm "
     "there, semi, £45",
     "Mr Barker, 5 Croft Close, semi at £45 - to be done straight after Mrs Haigh's."),
    ("tip run - 3 bags of moss + muck from Siddal, Elland tip shuts 4 weds",
     "Tip run: three bags from Siddal; Elland tip closes at 4 on Wednesday."),
    ("weather says dry till thurs then rain fri, might move Kev's day",
     "Dry until Thursday, rain Friday - you may move Kev's day."),
    (QUESTION,
     "2.30pm at Mrs Haigh's - so the Barkers could go first in the morning or straight after, about 3.30."),
]
WINDOW = 11
GONE = ("8.15", "cataract", "meter cupboard", "first thing")


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
            assert any("confirming Weds 18th Oct at 2.30pm" in str(m.content) for m in window), window
            assert any("straight after Mrs Haigh's" in str(m.content) for m in window), window
            assert any("Elland tip shuts 4 weds" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so can I come first thing instead, 8.15" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Shaun's chat - he runs Greenwood Gutter Clearing; today Tue 17 October "
                                            "2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="8.15 first thing - she's having her cataract op in the afternoon", actual=reply)
