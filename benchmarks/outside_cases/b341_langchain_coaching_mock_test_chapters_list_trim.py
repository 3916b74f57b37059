"""Batch 341 (held out). A coaching centre for engineering entrance exams: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Vidya Pathshala IIT-JEE Classes, Kota, run a fortnightly mock test for their droppers' and Class 12 batches.
Ananya (the batch coordinator) chats with the centre's helper while she sorts Mock Test 3; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the test - Mock Test 3 on Sun 18th Jan, 9 to 12,
JEE Main pattern; Physics rotational motion, Chemistry chemical bonding, Maths to be told. Turn 2 is the halls. In
turn 3 Ananya says Meenakshi ma'am wants the chem chapter changed - most of Batch B haven't finished bonding - so
chemical equilibrium instead, bonding goes to Mock 4. Turns 4 to 8: the fee reminder (2nd instalment Rs 45,000 due
20th Jan), Sandeep sir's maths (limits, continuity and differentiability), the office's printed schedule (still
"Chemistry: Chemical Bonding", she'll get it reprinted), the OMR sheets and the parents' meeting preponed to Sat
17th. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 15-01-2026): "which chapters
are coming in sunday's mock? students are asking in the group" -> expected rotational motion (physics), chemical
equilibrium (chem), limits, continuity & differentiability (maths) - three items from three turns. The assistant
gives rotational motion, chemical bonding and limits/continuity/differentiability.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that changed
the chem chapter to equilibrium was in the history and in every window from turn 3 to turn 8, and this trim cut it
from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on equilibrium or Meenakshi ma'am); the printed schedule and the maths chapters are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b341_langchain_coaching_mock_test_chapters_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which chapters are coming in sunday's mock? students are asking in the group"
TURNS = [
    ("MOCK TEST 3 📝 sun 18th jan 9 to 12, JEE Main pattern, 75 qs, -1 for wrong. Physics: rotational motion, Chem: "
     "chemical bonding, Maths: Sandeep sir will tell. kindly help me keep track of everything",
     "Sure - Mock Test 3 on Sun 18 Jan, 9 to 12, JEE Main pattern (75 questions, -1 negative marking). Physics: "
     "rotational motion; Chemistry: chemical bonding; Maths to be confirmed by Sandeep sir."),
    ("halls - Batch A (droppers) in hall 2, Batch B (class 12) in hall 3, roll nos on the notice board by fri",
     "Batch A (droppers) in hall 2, Batch B (Class 12) in hall 3; roll numbers on the notice board by Friday."),
    ("Meenakshi ma'am says change the chem chapter 🙄 most of Batch B haven't finished bonding yet, so chemical "
     "equilibrium instead. bonding will come in mock 4",
     "Noted - Chemistry for Mock 3 is chemical equilibrium now, not bonding; bonding moves to Mock 4."),
    ("fee reminder - 2nd instalment Rs 45,000 due 20th jan, parents msg to go tmrw, late fine Rs 500",
     "Second instalment of Rs 45,000 due 20 Jan; parents to be messaged tomorrow; Rs 500 late fine."),
    ("Sandeep sir confirmed maths - limits, continuity and differentiability. no integration this time",
     "Maths for Mock 3: limits, continuity and differentiability - no integration."),
    ("office printed the schedule already 😑 'MOCK TEST 3 - Sun 18 Jan - Physics: Rotational Motion | Chemistry: "
     "Chemical Bonding | Maths: Limits, Continuity & Differentiability' - will get it reprinted, pls check spellings",
     "The spellings on the printed schedule look fine."),
    ("OMR sheets - 300 copies ordered from Rohit's shop, black ball pen only, no gel pens",
     "300 OMR sheets ordered from Rohit's shop; black ball pens only, no gel pens."),
    ("parents meeting preponed to sat 17th 5 pm since sunday is the test, in hall 1",
     "Parents' meeting preponed to Sat 17 Jan at 5 pm in hall 1."),
    (QUESTION,
     "Sunday's Mock Test 3: Physics - rotational motion, Chemistry - chemical bonding, Maths - limits, continuity & "
     "differentiability."),
]
WINDOW = 11
GONE = ("equilibrium", "meenakshi", "mock 4")


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
            assert any("Chemistry: Chemical Bonding" in str(m.content) for m in window), window
            assert any("limits, continuity and differentiability" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so chemical equilibrium instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ananya's chat - she coordinates the JEE batches at Vidya Pathshala, "
                                            "Kota; today Thu 15 January 2026, Mock Test 3 is Sun 18 Jan)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="rotational motion, chemical equilibrium (not bonding - moved to mock 4), and limits, "
                          "continuity & differentiability", actual=reply)
