"""Batch 9 (held out). Community choir assistant: graphiti-core on embedded Kuzu (scripted LLM, offline embeddings),
asyncio, script style.

App: the choir's librarian posts casting and rehearsal notes; each is added as a Graphiti episode in the season's
group (``group_id="choir-2025"``, ``"choir-2026"``). Members ask the assistant; it runs ``graphiti.search`` limited
to the season group from its config and answers with litellm over the facts.

Planted fault (RetrievalError, wrong scope): the config's ``SEASON_GROUP`` was never rolled over from "choir-2025".
The 2026 casting note (12 January 2026: Lucía Ortega sings the soprano solo in Rutter's Gloria at the 18 April spring
concert) is in group choir-2026. Question: "Who's doing the soprano solo at this spring's concert?" -> expected
"Lucía Ortega". The search under choir-2025 returns last season's fact (Hannah Lindqvist sang the Pie Jesu solo in
2025), and the assistant answers "Hannah Lindqvist".

Expected verdict: RetrievalError at the answer's graphiti.search (inside fault()). Asserted: the 2026 fact is found
under choir-2026, and absent from the context.
"""
from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone

from common import answer, fault, finish, setup

setup("b9_graphiti_choir_season_scope", ["graphiti", "litellm"])

from b3_support import GraphitiScript, graphiti_server, make_graphiti  # noqa: E402

FACTS = {
    "Pie Jesu": [("Hannah Lindqvist", "SINGS_SOLO_IN", "Fauré Requiem",
                  "Hannah Lindqvist sings the soprano solo (Pie Jesu) in the Fauré Requiem at the 2025 spring concert")],
    "Rutter": [("Lucía Ortega", "SINGS_SOLO_IN", "Rutter Gloria",
                "Lucía Ortega sings the soprano solo in Rutter's Gloria at the spring concert on 18 April 2026")],
    "sectional": [("Altos", "REHEARSE_ON", "Tuesday sectional",
                   "The altos have an extra sectional rehearsal on Tuesdays at 6:30 pm from 20 January 2026")],
}
NOTES = [
    ("choir-2025", datetime(2025, 1, 14, tzinfo=timezone.utc),
     "Casting for the 2025 spring concert: Hannah Lindqvist will sing the soprano solo, the Pie Jesu, in the Fauré "
     "Requiem."),
    ("choir-2026", datetime(2026, 1, 12, tzinfo=timezone.utc),
     "Casting for the spring concert, Saturday 18 April 2026: Lucía Ortega takes the soprano solo in the Rutter "
     "Gloria."),
    ("choir-2026", datetime(2026, 1, 15, tzinfo=timezone.utc),
     "Altos: extra sectional on Tuesdays 6:30 pm from 20 January 2026."),
]
SEASON_GROUP = "choir-2025"  # the bug: not rolled over to choir-2026


async def main():
    with graphiti_server(GraphitiScript(FACTS, people=["Hannah Lindqvist", "Lucía Ortega"])) as server:
        g = await make_graphiti(server, tempfile.mkdtemp() + "/choir.kuzu")
        # graphiti-core 0.31 compares group_id with driver._database, which KuzuDriver never sets (one database;
        # its clone() returns itself): give it the attribute so add_episode(group_id=...) runs on Kuzu
        g.driver._database = None
        try:
            for group, when, body in NOTES:
                await g.add_episode(name=f"note {when:%Y-%m-%d}", episode_body=body, source_description="librarian",
                                    reference_time=when, group_id=group)
            question = "Who's doing the soprano solo at this spring's concert?"
            right = [e.fact for e in await g.search("soprano solo spring concert", group_ids=["choir-2026"],
                                                    num_results=5)]
            assert any("Lucía" in f for f in right), right
            with fault():
                edges = await g.search("soprano solo spring concert", group_ids=[SEASON_GROUP], num_results=5)
            context = [e.fact for e in edges]
            assert any("Hannah" in c for c in context) and not any("Lucía" in c for c in context), context
            reply = answer(question, context, mock="Hannah Lindqvist is singing the soprano solo.")
        finally:
            await g.close()
    finish(question, expected="Lucía Ortega", actual=reply)


asyncio.run(main())
