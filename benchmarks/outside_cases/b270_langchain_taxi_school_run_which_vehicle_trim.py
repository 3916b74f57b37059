"""Batch 270 (held out). A taxi firm's school contracts: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Calder Cabs (Sowerby Bridge) run home-to-school contracts for the council alongside the ordinary taxi work.
Donna (the office manager) chats with the firm's helper while she sorts the spring term's school runs; each turn
the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Ryburn Valley High run - 4 kids from Rishworth
and Soyland, Shabir driving the Berlingo, first pick-up 8.05. Turn 2 is the Calder High minibus. In turn 3 Donna
says the council rang - from after half term (Mon 20th Feb) there's a new lad on the Ryburn Valley run, Kyle, in a
wheelchair, so it has to be the WAV (the Transit with the ramp), the Berlingo's no good; Shabir's done the clamp
training. Turns 4 to 8 are the Calder High seatbelt, the printed driver sheets for the office wall (still "RYBURN
VALLEY HS - Shabir - Berlingo", she'll redo that one), the 8-seater's MOT at half term, January's invoice and the
badge renewals. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sun 19/2): "which
motor's going on the Ryburn Valley run in the morning? putting the keys out for Shabir" -> expected the WAV (the
Transit with the ramp, for Kyle's wheelchair). The assistant says the Berlingo.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
WAV on the Ryburn Valley run was in the history and in every window from turn 3 to turn 8, and this trim cut it
from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the WAV, Kyle, the wheelchair or the ramp); the driver sheet, the MOT and the invoice are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b270_langchain_taxi_school_run_which_vehicle_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which motor's going on the Ryburn Valley run in the morning? putting the keys out for Shabir"
TURNS = [
    ("right spring term school runs 🚕 Ryburn Valley High - 4 kids, Rishworth + Soyland, Shabir in the Berlingo, 1st "
     "pick up 8.05 top of Parrock Lane. can u help me keep track of it all",
     "Of course - Ryburn Valley High: four children from Rishworth and Soyland, Shabir driving the Berlingo, first "
     "pick-up 8.05 at the top of Parrock Lane."),
    ("Calder High - the 16 seater, Gary driving, 11 kids from Mytholmroyd, leaves the yard 7.50",
     "Calder High: the 16-seater, Gary driving, 11 children from Mytholmroyd, leaving the yard at 7.50."),
    ("council rang 😬 from after half term (mon 20th feb) there's a new lad on the Ryburn Valley run, Kyle, he's in "
     "a wheelchair so it has to be the WAV - the Transit w/ the ramp - the Berlingo's no good for him. Shabir's done "
     "the clamp training already thank god",
     "Noted - from Mon 20 Feb the Ryburn Valley run goes in the WAV (the Transit with the ramp) for Kyle's "
     "wheelchair; Shabir has done the clamp training."),
    ("Gary says a seatbelt's sticking on the 16 seater, back row middle. Dave's looking at it weds",
     "A back-row middle seatbelt is sticking on the 16-seater; Dave is looking at it on Wednesday."),
    ("printed the new driver sheets for the office wall 🙄 'RYBURN VALLEY HS - Shabir - Berlingo - 8.05 Parrock "
     "Ln, Soyland x2, Rishworth x1...' - I'll redo that one, can u check the postcodes on the rest",
     "The postcodes on the other sheets look right; only the one you mentioned needs redoing."),
    ("8 seater's MOT booked for tues 14th, half term so no sch run, Gary'll drop it at Kwik Fit",
     "The 8-seater's MOT is Tue 14 Feb (half term, no school runs); Gary is dropping it at Kwik Fit."),
    ("jan invoice went to the council fri, 21 days, £5,217 all 3 contracts. they pay 30 days 🙄",
     "January's invoice went to the council on Friday: 21 days, £5,217 for all three contracts, paid at 30 days."),
    ("Shabir's badge is up in march, he's booked the medical. Gary's is fine till 2053",
     "Shabir's badge renewal is due in March and his medical is booked; Gary's badge runs until 2053."),
    (QUESTION,
     "The Berlingo - Shabir's first pick-up is 8.05 at the top of Parrock Lane."),
]
WINDOW = 11
GONE = ("wav", "kyle", "wheelchair", "ramp")


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
            assert any("RYBURN VALLEY HS - Shabir - Berlingo" in str(m.content) for m in window), window
            assert any("MOT booked for tues 14th" in str(m.content) for m in window), window
            assert any("jan invoice went to the council" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it has to be the WAV" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Donna's chat - she runs the office at Calder Cabs; today Sun 19 Feb "
                                            "2051, schools back Mon 20 Feb after half term)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the WAV - the Transit with the ramp, for Kyle's wheelchair", actual=reply)
