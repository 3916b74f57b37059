"""Graphiti (graphiti-core on its embedded Kuzu driver), an async team-directory bot: each chat message from a new
hire is an episode; questions are answered from `graphiti.search` facts.

Fault: the first episode says "My manager is Daniel Okafor, and I sit next to Wen", but the extraction inside
`add_episode` (the LLM's ExtractedEdges reply, scripted here) yields the team and the desk neighbour and drops the
reporting line. Later "Who is Priya's manager?" is answered from what the graph holds: the only person fact about
managing is Wen's on-call rota, so the model says "Wen".

Expected: ExtractionError at `graphiti.add_episode` (the first one): the fact was in the message the episode took in
and never reached any edge; search and answer were correct for what the graph held. Question kind: "who", answered
by a name.
"""
import asyncio
import os
import tempfile
from datetime import datetime, timezone

import common
import b3_support as b3

common.setup("b3_graphiti_extract_who", ["graphiti", "litellm"])

MSG1 = "Priya: I joined the payments team this week. My manager is Daniel Okafor, and I sit next to Wen on floor 4."
MSG2 = "Priya: Wen runs the on-call rota for payments, so I asked Wen to add me from March."
MSG3 = "Priya: The payments team standup is at 9:15 every weekday."
FACTS = {
    # the planted omission: no (Priya, REPORTS_TO, Daniel Okafor) edge
    "I joined the payments team": [("Priya", "MEMBER_OF", "payments team", "Priya is on the payments team"),
                                   ("Priya", "SITS_NEXT_TO", "Wen", "Priya sits next to Wen on floor 4")],
    "on-call rota": [("Wen", "MANAGES", "payments on-call rota", "Wen manages the payments on-call rota"),
                     ("Priya", "JOINS", "payments on-call rota", "Priya joins the payments on-call rota from March")],
    "standup": [("payments team", "HOLDS", "standup", "The payments team standup is at 9:15 every weekday")],
}
Q = "Who is Priya's manager?"


async def main():
    with b3.graphiti_server(b3.GraphitiScript(FACTS, ["Priya", "Wen", "Daniel Okafor"])) as server:
        g = await b3.make_graphiti(server, os.path.join(tempfile.mkdtemp(), "team.kuzu"))
        try:
            with common.fault():
                first = await g.add_episode(name="onboarding 1", episode_body=MSG1, source_description="chat",
                                            reference_time=datetime(2026, 2, 2, tzinfo=timezone.utc))
            await g.add_episode(name="onboarding 2", episode_body=MSG2, source_description="chat",
                                reference_time=datetime(2026, 2, 5, tzinfo=timezone.utc))
            await g.add_episode(name="onboarding 3", episode_body=MSG3, source_description="chat",
                                reference_time=datetime(2026, 2, 6, tzinfo=timezone.utc))
            found = await g.search(Q, num_results=5)
        finally:
            await g.close()
    assert not any("Okafor" in e.fact for e in first.edges)
    return [e.fact for e in found]


facts = asyncio.run(main())
assert facts and not any("Okafor" in f for f in facts)
ans = common.answer(Q, facts, mock="Wen — Wen manages the payments on-call rota.")
common.finish(Q, "Daniel Okafor", ans)
