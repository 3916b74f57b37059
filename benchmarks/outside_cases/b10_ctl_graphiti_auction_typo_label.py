"""Batch 10 (held out), control: no fault. Auction house consignor assistant: graphiti-core on embedded Kuzu
(scripted LLM, offline embeddings), asyncio, script style.

App: the saleroom's results and the specialist's notes about a consignor's lots are added as Graphiti episodes in the
consignor's group; the consignor asks the assistant, which runs ``graphiti.search`` and answers with litellm.

Memory (right): "Lot 47, the George III walnut bureau, hammered at GBP 1,480 to a telephone bidder on 9 May"; lot 52
(a pair of brass candlesticks) sold for GBP 210 and lot 61 was unsold. Question: "What did the walnut bureau go for
in the end?" The assistant answers "GBP 1,480 (hammer price)". The annotator's label is "1,840 pounds": the digits
transposed -- GBP 1,840 appears nowhere in the memory. Nothing was lost: the label is wrong.

Expected verdict: AnnotationError (the label's value appears nowhere; the context answers the question otherwise).
"""
from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone

from common import answer, finish, setup

setup("b10_ctl_graphiti_auction_typo_label", ["graphiti", "litellm"])

from b3_support import GraphitiScript, graphiti_server, make_graphiti  # noqa: E402

FACTS = {
    "Lot 47": [("Lot 47", "HAMMERED_AT", "GBP 1,480",
                "Lot 47, the George III walnut bureau, hammered at GBP 1,480 to a telephone bidder on 9 May 2026")],
    "Lot 52": [("Lot 52", "SOLD_FOR", "GBP 210",
                "Lot 52, a pair of brass candlesticks, sold for GBP 210 on 9 May 2026")],
    "Lot 61": [("Lot 61", "UNSOLD", "9 May sale", "Lot 61, the oak blanket chest, was unsold on 9 May 2026; "
                                                 "re-offer in June at a GBP 300 reserve")],
}
GROUP = "consignor-harriet-lowe"
NOTES = [
    (datetime(2026, 5, 9, 16, 0, tzinfo=timezone.utc),
     "Sale results, 9 May 2026: Lot 47 (George III walnut bureau) hammered at GBP 1,480 to a telephone bidder."),
    (datetime(2026, 5, 9, 16, 5, tzinfo=timezone.utc),
     "Lot 52 (pair of brass candlesticks) sold for GBP 210 in the room."),
    (datetime(2026, 5, 9, 16, 10, tzinfo=timezone.utc),
     "Lot 61 (oak blanket chest) unsold; specialist suggests re-offering in June with the reserve lowered to "
     "GBP 300."),
]


async def main():
    with graphiti_server(GraphitiScript(FACTS, people=["Harriet Lowe"])) as server:
        g = await make_graphiti(server, tempfile.mkdtemp() + "/saleroom.kuzu")
        g.driver._database = None  # graphiti-core + Kuzu: add_episode(group_id=...) compares with this attribute
        try:
            for when, body in NOTES:
                await g.add_episode(name=f"saleroom {when:%H:%M}", episode_body=body, source_description="saleroom",
                                    reference_time=when, group_id=GROUP)
            question = "What did the walnut bureau go for in the end?"
            edges = await g.search("walnut bureau hammered price", group_ids=[GROUP], num_results=4)
            context = [e.fact for e in edges]
            assert any("GBP 1,480" in c for c in context) and not any("1,840" in c for c in context), context
            reply = answer(question, context, mock="The walnut bureau (lot 47) hammered at GBP 1,480.")
        finally:
            await g.close()
    finish(question, expected="1,840 pounds", actual=reply)


asyncio.run(main())
