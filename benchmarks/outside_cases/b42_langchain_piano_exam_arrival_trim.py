"""Batch 42 (held out). A piano teacher's week: LangChain InMemoryChatMessageHistory + trim_messages (last 12
messages, token_counter=len, start_on human), one root span per turn.

App: Mrs Anwen Roberts teaches piano at home (22 pupils, half-hour and 45-minute lessons, ABRSM exams). She keeps
one chat going with an assistant about pupils, exams and fees. Each turn the app trims the history to the last 12
messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the exam entry confirmation: "Olivia P's gr 3
slot came thru - tues 11th nov 2.40pm, St Paul's Methodist hall on Albert Rd, they want candidates there 20 mins
before for the warm up room. her mum's taking her out of school after lunch". Later turns are fees, another
pupil, the tuner and Olivia's usual lesson. By turn 7 the trim no longer keeps turn 1. Question (turn 7, Sun
9/11): "what time's Olivia got to be at her exam on Tuesday?" -> expected 2.20pm (20 minutes before the 2.40
slot). The assistant goes by her usual Tuesday lesson (4.15).

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the usual-lesson turn. Another reading: a
response fault is ruled out, as the exam slot is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b42_langchain_piano_exam_arrival_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Olivia P's gr 3 slot came thru - tues 11th nov 2.40pm, St Paul's Methodist hall on Albert Rd, they want "
     "candidates there 20 mins before for the warm up room. her mum's taking her out of school after lunch",
     "Olivia P: Grade 3, Tue 11 Nov 2.40pm at St Paul's Methodist hall, 20 minutes early for the warm-up room."),
    ("autumn fees - 30 min £19, 45 min £27, 10 wk term, 3 families still haven't paid (Jacksons, Li, Morgan)",
     "Fees noted; Jacksons, Li and Morgan still owe."),
    ("Harry's scales are a mess again, need to go back to contrary motion w him b4 xmas",
     "Harry: back to contrary motion scales before Christmas."),
    ("tuner coming wed 12th 10am, £75, the middle C sticks in the damp",
     "Tuner Wed 12 Nov 10am, £75."),
    ("Olivia's lessons are tues 4.15 for 45 mins, she's been doing her aural w me on zoom sundays too",
     "Olivia: Tuesdays 4.15, 45 minutes, plus Sunday aural on Zoom."),
    ("sight reading book for the gr 3s - the Paul Harris one, ordered 4 from Forsyths",
     "Four Paul Harris sight-reading books on order."),
    ("what time's Olivia got to be at her exam on Tuesday?",
     "Her usual time - 4.15 on Tuesday. Worth being there 10 minutes early so she can settle."),
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
            assert not any("2.40" in str(m.content) or "Methodist" in str(m.content) for m in window), window
            assert any("tues 4.15" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("2.40pm" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Anwen's teaching notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Twenty past two - twenty minutes ahead of her 2.40 slot", actual=reply)
