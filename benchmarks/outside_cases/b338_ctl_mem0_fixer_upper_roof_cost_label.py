"""Batch 338 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each chat
message stored as written; in-memory qdrant), one root span per message and one for the question.

App: Hannah and Kwame bought a run-down 1950s farmhouse outside Asheville in February 2023 and are fixing it up
room by room. They keep a shared chat with their assistant about the house; every message goes into mem0 as written
(``memory.add(..., infer=False, metadata={"speaker": ..., "date_time": ...})``) with its own timestamp at its head.

Memory: Kwame, 10:20 am on 6 March, 2023 - the roofer (Delgado Roofing) came out, the quote is $14,500 for a full
tear-off with architectural shingles, ouch, but the leak over the stairs won't fix itself; Hannah, 4:45 pm on 27
March, 2023 - the roof's done, except Delgado found the decking under the back half rotted through and replaced 20
sheets of plywood, so the final invoice came to $16,200, still worth it, no more buckets on the stairs; Kwame, 8:00
pm on 2 April, 2023 - a quote for the windows, $9,800 for 12 double-hungs, not till the fall; Hannah, 1:30 pm on 9
April, 2023 - the claw-foot tub is staying, she's re-glazing it herself. Question (7:15 pm on 20 April, 2023, Kwame,
doing their taxes): "how much did the new roof end up costing us? need it for the home improvement spreadsheet" The
assistant says $16,200 (the final invoice, after the rotted decking; the $14,500 was the quote). The label says
$14,500.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b338_ctl_mem0_fixer_upper_roof_cost_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hannah-kwame-farmhouse"
MESSAGES = [
    ("Kwame", "10:20 am on 6 March, 2023",
     "[10:20 am on 6 March, 2023] Kwame: Roofer came out this morning (Delgado Roofing, the one the Hendersons "
     "used). Quote is $14,500 for a full tear-off with architectural shingles. Ouch. But the leak over the stairs "
     "isn't going to fix itself and I'm tired of emptying buckets."),
    ("Hannah", "4:45 pm on 27 March, 2023",
     "[4:45 pm on 27 March, 2023] Hannah: ROOF IS DONE!! Except Delgado found the decking under the back half was "
     "rotted right through, so they replaced 20 sheets of plywood - final invoice came to $16,200. Still worth every "
     "penny, no more buckets on the stairs 🙌 I may have hugged the foreman."),
    ("Kwame", "8:00 pm on 2 April, 2023",
     "[8:00 pm on 2 April, 2023] Kwame: Got a quote for the windows too: $9,800 for 12 double-hungs. Not touching "
     "that till the fall, my heart can't take another big number this month."),
    ("Hannah", "1:30 pm on 9 April, 2023",
     "[1:30 pm on 9 April, 2023] Hannah: Decided the claw-foot tub is staying. I'm going to re-glaze it myself, "
     "watched about nine YouTube videos, how hard can it be (famous last words)."),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hannah-kwame-house-2023"))
    for i, (speaker, when, text) in enumerate(MESSAGES, 1):
        with turn_span(f"message-{i} {when}"):
            memory.add([{"role": "user", "content": text}], user_id=USER,
                       metadata={"speaker": speaker, "date_time": when}, infer=False)
    question = "how much did the new roof end up costing us? need it for the home improvement spreadsheet"
    with turn_span("question 7:15 pm on 20 April, 2023"):
        hits = []
        for query in ("roof cost", "roofer quote invoice", "Delgado Roofing"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Current time: 7:15 pm on 20 April, 2023. You are talking to Kwame, who is fixing up a farmhouse "
                   "with Hannah."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Quote is $14,500 for a full tear-off" in c for c in context), context
        assert any("final invoice came to $16,200" in c for c in context), context
        reply = answer(f"(Kwame) {question}", context,
                       mock="$16,200 - the final invoice from Delgado. The quote was $14,500, but they had to replace "
                            "20 sheets of rotted decking on the back half.")
finish(question, expected="$14,500", actual=reply)
