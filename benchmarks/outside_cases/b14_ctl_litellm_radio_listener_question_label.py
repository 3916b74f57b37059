"""Batch 14 (held out), CONTROL: no fault. Community radio station office assistant: a plain litellm chat whose
whole history (OpenAI-style dicts) the app resends on every call, no trimming; one root span per turn.

App: the station's volunteer office manager pastes listener emails and schedule notes into the chat and asks the
assistant to help answer them.

Memory: turn 1 pastes a listener's email: "From Mrs Grace Okoye, Tues 10/3: 'Could you tell me if Sunday Praise
now starts at 8am? My neighbour said it had moved and I don't want to miss Pastor Lloyd.'" Turn 2 pastes the
schedule note: "Sunday Praise w/ Pastor Lloyd: Sundays 9.00-10.00, unchanged since January; the 10.00 news
follows." Question (turn 4): "What time does Sunday Praise start?" The assistant answers
"9am" -- right per memory.

The label is wrong: the annotator wrote "8am", the time the listener ASKED about in her email -- a question, not a
statement of the schedule (8am is stated nowhere else). Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b14_ctl_litellm_radio_listener_question_label", ["litellm"])

from b3_support import turn_span  # noqa: E402

TURNS = [
    ("Listener email to answer, from Mrs Grace Okoye, Tues 10/3: 'Could you tell me if Sunday Praise now starts at "
     "8am? My neighbour said it had moved and I don't want to miss Pastor Lloyd.'",
     "Happy to help draft a reply - do you have the current Sunday schedule to hand?"),
    ("Schedule note from the programme controller: Sunday Praise w/ Pastor Lloyd: Sundays 9.00-10.00, unchanged "
     "since January; the 10.00 news follows.",
     "Thanks - so Sunday Praise hasn't moved; I'll use that in the reply."),
    ("Also remind me, who reads the 10.00 news on Sundays?",
     "The schedule note only says the news follows Sunday Praise at 10.00; it doesn't say who reads it."),
    ("What time does Sunday Praise start?",
     "Sunday Praise starts at 9am on Sundays (9 to 10) with Pastor Lloyd - it hasn't moved."),
]

history: list[dict] = []
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        if i == len(TURNS):
            assert any("Sundays 9.00-10.00" in m["content"] for m in history), history
        reply = answer(user, "(the conversation so far)", mock=mock, history=list(history))
        history += [{"role": "user", "content": user}, {"role": "assistant", "content": reply}]
finish(TURNS[-1][0], expected="8am", actual=reply)
