"""Batch 10 (held out). Cycle shop workshop assistant: graphiti-core on embedded Kuzu (scripted LLM, offline
embeddings), asyncio, script style.

App: the mechanics' job notes are added as Graphiti episodes (one group per customer); the shop's assistant answers
customers with ``graphiti.search`` over their group and litellm. A mechanic can "discard a draft note" on a job card:
the app's handler removes the job's most recent episode with ``graphiti.remove_episode``, assuming a draft is always
the last thing written on a job.

Planted fault (DeletionError): job 3318, Sofia Brandt's Trek Domane. 2 June: booked in for a full service, quoted
GBP 95. 4 June 10:15: draft note "maybe swap the chain too (worn 0.6), waiting for the customer". 4 June 16:40: job
finished: "bent rear derailleur hanger replaced, GBP 22 fitted; total GBP 117; ready to collect". At 17:00 Sofia
declines the chain and the mechanic discards the draft -- the handler removes the latest episode, the 16:40
completion note. Question: "What's the final bill for my Domane?" -> expected "117 pounds (the 95 service plus 22
for the hanger)". The assistant answers GBP 95.

Expected verdict: DeletionError at graphiti.remove_episode (inside fault()). Asserted: the GBP 117 fact was found
before the removal and is absent from the answer's context. Another reading: none -- the draft note itself is still
there, which is the visible symptom of the wrong removal.
"""
from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone

from common import answer, fault, finish, setup

setup("b10_graphiti_cycleshop_remove_episode", ["graphiti", "litellm"])

from b3_support import GraphitiScript, graphiti_server, make_graphiti  # noqa: E402

FACTS = {
    "booked in": [("Sofia Brandt", "BOOKED_SERVICE", "Trek Domane",
                   "Sofia Brandt's Trek Domane is booked in for a full service (job 3318), quoted GBP 95")],
    "swap the chain": [("Trek Domane", "MAY_NEED", "new chain",
                        "The Trek Domane's chain is worn to 0.6 and may be swapped if Sofia agrees (draft)")],
    "job finished": [("Trek Domane", "SERVICE_TOTAL", "job 3318 bill",
                      "Job 3318 finished: Trek Domane's bent rear derailleur hanger replaced for GBP 22, total bill "
                      "GBP 117, ready to collect")],
}
GROUP = "cust-sofia-brandt"
NOTES = [
    (datetime(2026, 6, 2, 9, 30, tzinfo=timezone.utc),
     "Job 3318 booked in: Sofia Brandt's Trek Domane, full service, quoted GBP 95, due Thursday."),
    (datetime(2026, 6, 4, 10, 15, tzinfo=timezone.utc),
     "Job 3318 draft: maybe swap the chain too, it's worn to 0.6; waiting for Sofia to say yes (GBP 34 fitted)."),
    (datetime(2026, 6, 4, 16, 40, tzinfo=timezone.utc),
     "Job 3318 job finished: rear derailleur hanger was bent, replaced for GBP 22 fitted. Total bill GBP 117. "
     "Ready to collect."),
]


async def main():
    with graphiti_server(GraphitiScript(FACTS, people=["Sofia Brandt"])) as server:
        g = await make_graphiti(server, tempfile.mkdtemp() + "/workshop.kuzu")
        g.driver._database = None  # graphiti-core + Kuzu: add_episode(group_id=...) compares with this attribute
        try:
            job_episodes: list[str] = []
            for when, body in NOTES:
                added = await g.add_episode(name=f"job-3318 {when:%d %b %H:%M}", episode_body=body,
                                            source_description="workshop job card", reference_time=when,
                                            group_id=GROUP)
                job_episodes.append(added.episode.uuid)
            question = "What's the final bill for my Domane?"
            before = [e.fact for e in await g.search("final bill Trek Domane total", group_ids=[GROUP],
                                                     num_results=5)]
            assert any("GBP 117" in f for f in before), before
            # 17:00, Sofia declines the chain; "discard draft" removes the job's latest episode (the bug)
            with fault():
                await g.remove_episode(job_episodes[-1])
            edges = await g.search("final bill Trek Domane total", group_ids=[GROUP], num_results=5)
            context = [e.fact for e in edges]
            assert any("GBP 95" in c for c in context) and not any("117" in c for c in context), context
            reply = answer(question, context, mock="Your Domane's full service was quoted at GBP 95, so that's the "
                                                   "bill.")
        finally:
            await g.close()
    finish(question, expected="117 pounds (the 95 service plus 22 for the hanger)", actual=reply)


asyncio.run(main())
