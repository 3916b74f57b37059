"""Graphiti (graphiti-core, embedded Kuzu), an async project-staffing assistant with an "/undo" command that removes
the episode of the user's last message.

Fault: the app keeps `last_episode` in a variable it forgets to refresh when a message arrives through the bulk
"catch-up" path, so "/undo" (meant for the typo'd kickoff message) calls `remove_episode` on Marta's relocation
episode. Graphiti removes that episode and the facts only it supported ("Marta lives in Ghent"). The multi-hop
question "Which city does the lead of the Atlas migration live in?" needs two facts from two episodes: who leads
Atlas (still there) and where she lives (removed), so the answer cannot name the city.

Expected: DeletionError at `graphiti.remove_episode`: the fact was extracted and stored, and this call deleted it;
search and answer were right for what was left.
"""
import asyncio
import os
import tempfile
from datetime import datetime, timezone

import common
import b3_support as b3

common.setup("b3_graphiti_remove_multihop", ["graphiti", "litellm"])

EPISODES = [
    ("Marta: I'm leading the Atlas migration project from now on.", 1),
    ("Marta: I relocated to Ghent last month, so I work from the Ghent office now.", 4),
    ("Tomas: I lead the Borealis project and I live in Utrecht.", 5),
    ("Marta: The Atlas kickof is on Thursdya at 10.", 9),  # the typo'd message the user wants undone
]
FACTS = {
    "leading the Atlas": [("Marta", "LEADS", "Atlas migration project", "Marta leads the Atlas migration project")],
    "relocated to Ghent": [("Marta", "LIVES_IN", "Ghent", "Marta lives in Ghent"),
                           ("Marta", "WORKS_FROM", "Ghent office", "Marta works from the Ghent office")],
    "Borealis": [("Tomas", "LEADS", "Borealis project", "Tomas leads the Borealis project"),
                 ("Tomas", "LIVES_IN", "Utrecht", "Tomas lives in Utrecht")],
    "kickof": [("Atlas migration project", "HAS_EVENT", "Atlas kickoff", "The Atlas kickof is on Thursdya at 10")],
}
Q = "Which city does the lead of the Atlas migration live in?"


async def main():
    with b3.graphiti_server(b3.GraphitiScript(FACTS, ["Marta", "Tomas"])) as server:
        g = await b3.make_graphiti(server, os.path.join(tempfile.mkdtemp(), "staff.kuzu"))
        try:
            last_episode = None
            for i, (body, day) in enumerate(EPISODES):
                r = await g.add_episode(name=f"msg {i}", episode_body=body, source_description="chat",
                                        reference_time=datetime(2026, 3, day, tzinfo=timezone.utc))
                if i < 2:  # bug: the catch-up path (messages 3 and 4) never refreshes last_episode
                    last_episode = r.episode.uuid
            # "/undo": meant for the typo'd kickoff message
            with common.fault():
                await g.remove_episode(last_episode)
            found = await g.search(Q, num_results=6)
        finally:
            await g.close()
    return [e.fact for e in found if e.invalid_at is None]


facts = asyncio.run(main())
assert any("leads the Atlas" in f for f in facts) and not any("Ghent" in f for f in facts), facts
ans = common.answer(Q, facts, mock="Marta leads the Atlas migration, but I don't know which city she lives in.")
common.finish(Q, "Ghent", ans)
