"""Batch 14 (held out), CONTROL: no fault. Community orchard smallholding's assistant: graphiti-core on embedded Kuzu
(scripted LLM, offline embeddings), asyncio, script style.

App: the orchard group's secretary adds her notes (planning emails, the pressing-day tally, donations) as Graphiti
episodes in the group's graph; members ask the assistant, which runs ``graphiti.search`` and answers with litellm.

Memory: the plan of 2 Oct 2025: "Pressing day Sat 11/10 at the barn, 10am start. Aim: 400 L of juice this year
(last yr 310 L) - need 2 presses going + 30 volunteers"; the tally of 11 Oct: "Pressing day done: 352 litres pressed
from approx 0.9 t of apples. 64 x 75cl bottles pasteurised, 60 x 5 L bag-in-box, rest drunk on the day!"; and a
note on apple donations. Question: "How much juice did we press this year?" The assistant answers "352 litres" --
right per memory.

The label is wrong: the annotator wrote "400 litres", the group's AIM in the planning note -- a target set before
the day, not what was pressed. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone

from common import answer, finish, setup

setup("b14_ctl_graphiti_orchard_juice_target_label", ["graphiti", "litellm"])

from b3_support import GraphitiScript, graphiti_server, make_graphiti  # noqa: E402

FACTS = {
    "Aim: 400 L": [("Orchard group", "AIMS_FOR", "400 L of juice",
                    "The orchard group aimed for 400 L of juice at the 11 Oct 2025 pressing day (last year 310 L)"),
                   ("Pressing day", "HELD_AT", "the barn",
                    "Pressing day is Sat 11 Oct 2025 at the barn, 10am start, with 2 presses and 30 volunteers")],
    "Pressing day done": [("Orchard group", "PRESSED", "352 litres of juice",
                           "On 11 Oct 2025 the orchard group pressed 352 litres of juice from about 0.9 t of apples"),
                          ("Orchard group", "PACKED", "64 bottles and 60 bag-in-box",
                           "The 2025 juice was packed as 64 x 75cl pasteurised bottles and 60 x 5 L bag-in-box")],
    "Bramleys": [("Mrs Ellis", "DONATED", "Bramley apples",
                  "Mrs Ellis donated about 150 kg of Bramleys for the 2025 pressing")],
}
GROUP = "hillside-community-orchard"
NOTES = [
    (datetime(2025, 10, 2, 19, 0, tzinfo=timezone.utc),
     "Planning email 2/10: Pressing day Sat 11/10 at the barn, 10am start. Aim: 400 L of juice this year (last yr "
     "310 L) - need 2 presses going + 30 volunteers. Bring buckets & clean bottles."),
    (datetime(2025, 10, 6, 8, 30, tzinfo=timezone.utc),
     "Mrs Ellis at no. 4 giving us her Bramleys again, approx 150 kg, pick up Thurs eve."),
    (datetime(2025, 10, 11, 18, 15, tzinfo=timezone.utc),
     "Pressing day done: 352 litres pressed from approx 0.9 t of apples. 64 x 75cl bottles pasteurised, 60 x 5 L "
     "bag-in-box, rest drunk on the day! Thanks all."),
]


async def main():
    with graphiti_server(GraphitiScript(FACTS, people=["Mrs Ellis"])) as server:
        g = await make_graphiti(server, tempfile.mkdtemp() + "/orchard.kuzu")
        g.driver._database = None  # graphiti-core + Kuzu: add_episode(group_id=...) compares with this attribute
        try:
            for when, body in NOTES:
                await g.add_episode(name=f"orchard note {when:%d %b}", episode_body=body,
                                    source_description="secretary's notes", reference_time=when, group_id=GROUP)
            question = "How much juice did we press this year?"
            edges = await g.search("juice pressed litres this year", group_ids=[GROUP], num_results=5)
            context = [e.fact for e in edges]
            assert any("pressed 352 litres" in c for c in context), context
            assert any("400 L" in c for c in context), context
            reply = answer(question, context, mock="We pressed 352 litres of juice on the 11 October pressing day, "
                                                   "from about 0.9 tonnes of apples.")
        finally:
            await g.close()
    finish(question, expected="400 litres", actual=reply)


asyncio.run(main())
