"""Batch 8 (held out). Clinical-trial coordinator: graphiti-core on Kuzu (scripted LLM, offline embeddings), asyncio,
script style.

App: visit reports for each participant are added as Graphiti episodes (one per visit, with the visit date as the
reference time); Graphiti extracts facts (edges). The coordinator's assistant splits an "A or B" question into one
``graphiti.search`` per option and answers over the union of the facts with a litellm call.

Planted fault (ResponseError, "which came first"): P-031's baseline MRI was on 3 February 2026 and the first
infusion on 10 February 2026; both facts are extracted and both are returned by the searches and put into the prompt.
Question: "For P-031, which came first: the baseline MRI or the first infusion?" -> expected "The baseline MRI
(3 February 2026)". The model answers "The first infusion came first, a week before the MRI."

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: both dated facts are in
the context.
"""
from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone

from common import answer, fault, finish, setup

setup("b8_graphiti_trial_response", ["graphiti", "litellm"])

from b3_support import GraphitiScript, graphiti_server, make_graphiti  # noqa: E402

FACTS = {
    "baseline MRI": [("P-031", "HAD_MRI", "baseline MRI",
                      "P-031 had the baseline MRI of the knee on 3 February 2026")],
    "first infusion": [("P-031", "RECEIVED", "first infusion",
                        "P-031 received the first infusion of HT-204 on 10 February 2026")],
    "dosing diary": [("P-031", "RETURNED", "dosing diary", "P-031 returned the dosing diary complete on 24 February 2026")],
}
VISITS = [
    (datetime(2026, 2, 3, tzinfo=timezone.utc), "Visit report 3 Feb 2026: P-031 attended for the baseline MRI of the "
                                                "knee; no findings of concern."),
    (datetime(2026, 2, 10, tzinfo=timezone.utc), "Visit report 10 Feb 2026: P-031 received the first infusion of "
                                                 "HT-204, 45 minutes, tolerated well."),
    (datetime(2026, 2, 24, tzinfo=timezone.utc), "Visit report 24 Feb 2026: P-031 returned the dosing diary, complete."),
]


async def main():
    with graphiti_server(GraphitiScript(FACTS, people=["P-031"])) as server:
        g = await make_graphiti(server, tempfile.mkdtemp() + "/trial.kuzu")
        try:
            for when, body in VISITS:
                await g.add_episode(name=f"visit {when:%Y-%m-%d}", episode_body=body,
                                    source_description="visit report", reference_time=when)
            question = "For P-031, which came first: the baseline MRI or the first infusion?"
            # the app's comparison planner: one search per option of "A or B"
            context = []
            for option in ("baseline MRI", "first infusion"):
                for edge in await g.search(f"P-031 {option}", num_results=3):
                    if edge.fact not in context:
                        context.append(edge.fact)
            assert any("3 February" in c for c in context) and any("10 February" in c for c in context), context
            with fault():
                reply = answer(question, context, mock="The first infusion came first, a week before the MRI.")
        finally:
            await g.close()
    finish(question, expected="The baseline MRI (3 February 2026)", actual=reply)


asyncio.run(main())
