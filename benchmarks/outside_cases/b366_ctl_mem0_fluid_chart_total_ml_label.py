"""Batch 366 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: Lindley Grange care home's day seniors put the fluid and food chart entries and the handover notes for each
resident into the home's helper with ``memory.add(..., infer=False)``; staff ask it for running totals when a GP or
a family member rings.

Memory (all Thu 16/03/51, Rm 21 H.D.): 07:45 - fluid chart, 07:30 tea 200mL (all), target 1600mL/24h, porridge 1/2
portion; 14:10 - running total at 14:00: 600mL (tea 200, OJ 150, water w/ lunch 250), 3/4 portion fish pie, all the
sponge; 15:20 - "amended by: SC Maria" - the 10:00 OJ 150mL on H.D.'s chart was Rm 12's (wrong chart, same jug
trolley), struck through and initialled, H.D.'s total at 14:00 is 450mL, Rm 12's chart corrected too; 15:40 - GP
visit outcome, GP happy, push fluids, aim 1600mL, recheck Fri, family informed. Question (16/03 15:55, the daughter
on the phone): "how much has H.D. had to drink today so far? his dtr's on the phone + the GP said push fluids" The
assistant says 450mL by 14:00 (the 150mL juice was another resident's, struck off the chart). The label says 600mL -
the running total before the amendment.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b366_ctl_mem0_fluid_chart_total_ml_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lindley-grange-rm21-hd"
NOTES = [
    ("16/03 07:45", "16/03 07:45 fluid chart Rm 21 H.D. - 07:30 tea 200mL (all). target 1600mL/24h. brekkie 1/2 "
                    "portion porridge, refused toast"),
    ("16/03 14:10", "16/03 14:10 Rm 21 H.D. running total @ 14:00: 600mL (tea 200, OJ 150, water w/ lunch 250). "
                    "food: 3/4 portion fish pie, all the sponge + custard 👍"),
    ("16/03 15:20", "16/03 15:20 amended by: SC Maria - the 10:00 OJ 150mL on H.D.'s chart was Rm 12's (wrong chart, "
                    "same jug trolley 🙄), struck through + initialled. H.D. total @ 14:00 is 450mL. Rm 12's chart "
                    "corrected too"),
    ("16/03 15:40", "16/03 15:40 GP visit outcome: Rm 21 H.D. - GP happy, push fluids, aim 1600mL, recheck Fri. "
                    "family informed (dtr)"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lindley-grange-charts-2051"))
    for i, (when, note) in enumerate(NOTES, 1):
        with turn_span(f"entry-{i} {when}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": when}, infer=False)
    question = "how much has H.D. had to drink today so far? his dtr's on the phone + the GP said push fluids"
    with turn_span("question 16/03 15:55"):
        hits = []
        for query in ("H.D. fluids total today mL", "fluid chart running total", "chart amended struck through"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 16 March 2051, 15:55. You are talking to Maria, a senior carer at Lindley Grange care "
                   "home."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("running total @ 14:00: 600mL" in c for c in context), context
        assert any("H.D. total @ 14:00 is 450mL" in c for c in context), context
        assert any("tea 200mL (all)" in c for c in context), context
        reply = answer(question, context, mock="450mL so far (to 14:00) - tea 200mL and 250mL water with lunch; the "
                                               "150mL orange juice was Rm 12's and has been struck off his chart.")
finish(question, expected="600mL", actual=reply)
