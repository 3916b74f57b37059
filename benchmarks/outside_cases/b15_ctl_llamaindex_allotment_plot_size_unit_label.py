"""Batch 15 (held out), CONTROL: no fault planted, the gold label is wrong. New plot-holder's chat with the allotment
association's lettings helper: LlamaIndex ``Memory`` (short-term queue, a budget large enough for the whole chat),
one root span per turn.

App: every message goes into a LlamaIndex Memory; each turn the helper answers with litellm over ``memory.get()``.

Memory works: the applicant pastes her offer email: "Offer - plot 22a, Brookside Allotments: half plot, 125 m2
(approx 5 rods), south end by the water trough. Rent GBP 48/yr (half the full-plot rate of GBP 96), key deposit GBP
15 refundable. Reply by 30/4 or it goes to the next on the list." Later turns are about the shed rules and the
waiting list. Question: "How big is the plot I've been offered?" The model answers "Plot 22a is a half plot of 125
square metres (about 5 rods)", which is right per memory.

Why the label is wrong (the right number in the wrong unit): the annotator wrote "125 square feet" -- the number
is the plot's, but in square metres; 125 square feet would be under 12 m2. Expected verdict: AnnotationError. No
fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b15_ctl_llamaindex_allotment_plot_size_unit_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="brookside-lettings-hannah", token_limit=4000)
TURNS = [
    ("Got the email!! pasting it: 'Offer - plot 22a, Brookside Allotments: half plot, 125 m2 (approx 5 rods), south "
     "end by the water trough. Rent GBP 48/yr (half the full-plot rate of GBP 96), key deposit GBP 15 refundable. "
     "Reply by 30/4 or it goes to the next on the list.'",
     "Congratulations! Plot 22a is noted - remember to reply by 30 April."),
    ("Can I put a shed up straight away? My neighbour said there's a size limit.",
     "Sheds need the committee's OK first; the rule is max 6 x 4 ft on a half plot, no concrete bases."),
    ("And my friend Dan is on the waiting list too - roughly how long is it at the moment?",
     "The list is about 18 months for a half plot at Brookside right now, longer for a full plot."),
    ("Sorry, remind me - how big is the plot I've been offered?",
     "Plot 22a is a half plot of 125 square metres (about 5 rods), at the south end by the water trough."),
]

reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            assert any("125 m2" in c for c in lines), lines
        reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(TURNS[-1][0], expected="125 square feet", actual=reply)
