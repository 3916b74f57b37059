"""Batch 284 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Birchcliffe Community Garden (30 plots, full and half, a tool shed, a compost corner) has Sandra as treasurer;
she puts her notes into the garden's helper with ``memory.add(..., infer=False)`` and plot holders ask it what they
owe.

Memory: 2051-02-10T20:00 - rents for 2051, full plot £45, half £25, due by 1st May, cash in the tin in the shed or
transfer; Sat 4 Mar (AGM) - Ahmed's the new chair, rents stay the same this year, and it was voted through that
anyone with a bus pass pays half from this year; 18.3. - Jean's swapped plot 11 (a full one) for half of plot 6,
her knees, and she's got her bus pass so it's half of the half for her; Weds 5th Apr - 14 paid so far. Question (Mon
17/4, Jean): "how much do I owe for my plot this year? I'll drop it in the tin on sat" The assistant says £12.50 (a
half plot, £25, at half price with her bus pass). The label says £25.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b284_ctl_mem0_garden_plot_rent_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "birchcliffe-garden-treasurer-sandra"
NOTES = [
    ("2051-02-10T20:00", "2051-02-10T20:00 RENTS 2051 💷 full plot £45, half £25, due by 1st May. cash in the tin in "
                         "the shed (it's locked!!) or transfer to the garden acct, ref = ur plot no."),
    ("Sat 4 Mar", "Sat 4 Mar AGM - Ahmed's the new chair 👏 skip hire's gone up but rents stay the same this yr, "
                  "review next yr. AND it was voted thru - anyone with a bus pass pays half from this yr"),
    ("18.3.", "18.3. Jean's swapped plot 11 (full) for half of 6, her knees won't do a full one any more. she's got "
              "her bus pass so half of the half for her lol. Raj is taking 11"),
    ("Weds 5th Apr", "Weds 5th Apr - 14 paid so far, chase the rest after easter. someone's put a button in the "
                     "tin again 🙄"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="birchcliffe-garden-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I owe for my plot this year? I'll drop it in the tin on sat"
    with turn_span("question Mon 17/4"):
        hits = []
        for query in ("plot rent this year", "Jean's plot", "bus pass half price rent"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 17 April 2051. You are talking to Jean, a plot holder at Birchcliffe Community "
                   "Garden."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("full plot £45, half £25" in c for c in context), context
        assert any("anyone with a bus pass pays half" in c for c in context), context
        assert any("half of the half for her" in c for c in context), context
        reply = answer(question, context, mock="£12.50 - you're on half of plot 6 now (£25), and with your bus pass "
                                               "it's half price.")
finish(question, expected="£25", actual=reply)
