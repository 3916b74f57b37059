"""Batch 13 (held out), CONTROL: no fault. School exchange trip parents' chat: plain litellm chat, the app keeps the
whole conversation (a dict history) and sends it with every call; one root span per turn.

App: the trip leader posts updates for the Year 10 Canada exchange and parents ask the school's trip assistant,
which answers with ``litellm.completion`` over the history so far.

Memory (the history): the leader's post "Group landed safely!! AC849 touched down at Toronto Pearson 14:20 local
time (19:20 UK) - through immigration, on the coach to Hamilton now, host families meeting us at school ~17:00
local." Question from a parent: "What time UK time did the group land?" The assistant answers "19:20 UK time (14:20
in Toronto)" -- right per the history.

The label is wrong: the annotator wrote "14:20", the Toronto local time of the same landing -- a clock time in
another time zone than the one asked. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b13_ctl_litellm_exchange_landing_timezone_label", ["litellm"])

from b3_support import turn_span  # noqa: E402

TURNS = [
    ("assistant", "Trip leader (Mr Hughes), Sat 11 Apr: All 24 students checked in at Heathrow T2, bags dropped, "
                  "boarding AC849 at 10:25 UK time. Phones off now, next update on landing!"),
    ("user", "Parent (Mrs Adebayo): Thank you! Did Tobi's inhaler go in his hand luggage?"),
    ("assistant", "Trip assistant: Yes - Mr Hughes confirmed all medication is in hand luggage with the students."),
    ("assistant", "Trip leader (Mr Hughes): Group landed safely!! AC849 touched down at Toronto Pearson 14:20 local "
                  "time (19:20 UK) - through immigration, on the coach to Hamilton now, host families meeting us at "
                  "school ~17:00 local."),
]

history: list[dict] = []
for i, (role, text) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        if text.startswith("Trip assistant: "):  # the assistant's own earlier reply, made by a model call
            text = answer(history[-1]["content"], "(the trip chat so far)", mock=text, history=history[:-1])
        history.append({"role": role, "content": text})

question = "What time UK time did the group land?"
with turn_span("turn-5 parent question"):
    assert any("19:20 UK" in m["content"] for m in history)
    reply = answer(question, "(the trip chat so far)", mock="They landed at 19:20 UK time (14:20 local time in "
                                                             "Toronto).", history=history)
finish(question, expected="14:20", actual=reply)
