"""Batch 12 (held out). Vintage-clothing shop's consignment ledger: graphiti-core on embedded Kuzu (scripted LLM,
offline embeddings), asyncio, script style.

App: the shop takes clothes on consignment. Each intake, price change and sale is written up by the shop owner and
added as a Graphiti episode in the consignor's group; the counter assistant answers consignors with
``graphiti.search`` over their group and litellm.

Planted fault (ExtractionError, a list item dropped at extraction): the 12 May intake note reads "Maeve Keane left
three pieces on consignment: a 1970s tan suede jacket (ask GBP 85), a Harris tweed cape (ask GBP 60) and a pair of
Frye engineer boots (ask GBP 70). 60/40 split in her favour." The model's extraction of that episode yields the
jacket and the boots but no edge for the cape. Question: "Which pieces did I leave with you on consignment?" ->
expected "Three: the 1970s suede jacket, the Harris tweed cape and the Frye boots". The assistant lists the jacket
and the boots.

Expected verdict: ExtractionError at graphiti.add_episode of the 12 May note (inside fault()). Asserted: the note
names the cape; no fact in the graph and none in the answer's context does.
"""
from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone

from common import answer, fault, finish, setup

setup("b12_graphiti_consignment_items_extract", ["graphiti", "litellm"])

from b3_support import GraphitiScript, graphiti_server, make_graphiti  # noqa: E402

FACTS = {
    # the planted fault: no edge for the Harris tweed cape
    "left three pieces": [
        ("Maeve Keane", "CONSIGNED", "1970s tan suede jacket",
         "Maeve Keane consigned a 1970s tan suede jacket on 12 May, asking GBP 85"),
        ("Maeve Keane", "CONSIGNED", "Frye engineer boots",
         "Maeve Keane consigned a pair of Frye engineer boots on 12 May, asking GBP 70"),
        ("Maeve Keane", "HAS_SPLIT", "consignment agreement",
         "Maeve Keane's consignment split is 60/40 in her favour"),
    ],
    "marked down": [("1970s tan suede jacket", "PRICE_CHANGED", "GBP 72",
                     "The 1970s tan suede jacket consigned by Maeve Keane was marked down to GBP 72 on 26 May")],
    "bank details": [("Maeve Keane", "PAID_BY", "bank transfer",
                      "Maeve Keane wants consignment payouts by bank transfer")],
}
GROUP = "consignor-maeve-keane"
NOTES = [
    (datetime(2026, 5, 12, 11, 0, tzinfo=timezone.utc),
     "Intake 12 May: Maeve Keane left three pieces on consignment: a 1970s tan suede jacket (ask GBP 85), a Harris "
     "tweed cape (ask GBP 60) and a pair of Frye engineer boots (ask GBP 70). 60/40 split in her favour."),
    (datetime(2026, 5, 20, 15, 30, tzinfo=timezone.utc),
     "Maeve Keane phoned with her bank details; she wants payouts by bank transfer, not store credit."),
    (datetime(2026, 5, 26, 10, 0, tzinfo=timezone.utc),
     "Price review 26 May: Maeve Keane's suede jacket marked down to GBP 72 after two weeks on the rail."),
]


async def main():
    with graphiti_server(GraphitiScript(FACTS, people=["Maeve Keane"])) as server:
        g = await make_graphiti(server, tempfile.mkdtemp() + "/consign.kuzu")
        g.driver._database = None  # graphiti-core + Kuzu: add_episode(group_id=...) compares with this attribute
        try:
            for when, body in NOTES:
                kwargs = dict(name=f"ledger {when:%d %b %H:%M}", episode_body=body,
                              source_description="consignment ledger", reference_time=when, group_id=GROUP)
                if "Harris tweed cape" in body:
                    with fault():
                        await g.add_episode(**kwargs)
                else:
                    await g.add_episode(**kwargs)
            question = "Which pieces did I leave with you on consignment?"
            edges = await g.search("pieces Maeve Keane consigned", group_ids=[GROUP], num_results=6)
            context = [e.fact for e in edges]
            everything = [e.fact for e in await g.search("Maeve Keane consigned cape jacket boots tweed",
                                                         group_ids=[GROUP], num_results=20)]
            assert any("jacket" in c for c in context) and any("boots" in c for c in context), context
            assert not any("cape" in c or "tweed" in c for c in context + everything), everything
            reply = answer(question, context, mock="You left two pieces with us: the 1970s tan suede jacket (now "
                                                   "GBP 72) and the Frye engineer boots.")
        finally:
            await g.close()
    finish(question, expected="Three: the 1970s suede jacket, the Harris tweed cape and the Frye boots", actual=reply)


asyncio.run(main())
