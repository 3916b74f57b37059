"""Batch 15 (held out), CONTROL: no fault planted, the gold label is wrong. Freelance copywriter's client ledger:
graphiti-core on embedded Kuzu (scripted LLM, offline embeddings), asyncio, script style.

App: Ruth, a freelance copywriter, writes up each client call and invoice as a Graphiti episode in her ledger group;
her assistant answers with ``graphiti.search`` over the group and litellm.

Memory works: the 8 Jan kick-off note reads "Kick-off w/ Larchmont Press (Rhona, ops): brochure copy, 6 x 800 words,
GBP 2.4k fixed. I asked for 14-day terms - Rhona: definitely not 14 days, their AP only pays 45 days from month end,
non-negotiable. Agreed 45 EOM." The facts extracted: Larchmont Press does not accept 14-day payment terms; Larchmont
Press pays 45 days from the end of the month. Question: "What payment terms did Larchmont Press agree to?" The model
answers "45 days from the end of the month -- they turned down 14 days", which is right per memory.

Why the label is wrong (a negated value): the annotator wrote "14 days", the terms the client explicitly refused.
Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

import asyncio
import tempfile
from datetime import datetime, timezone

from common import answer, finish, setup

setup("b15_ctl_graphiti_copywriter_terms_negation_label", ["graphiti", "litellm"])

from b3_support import GraphitiScript, graphiti_server, make_graphiti  # noqa: E402

FACTS = {
    "Kick-off w/ Larchmont": [
        ("Larchmont Press", "COMMISSIONED", "brochure copy",
         "Larchmont Press commissioned brochure copy, 6 pieces of 800 words, for a fixed GBP 2,400"),
        ("Larchmont Press", "REFUSED_TERMS", "14-day payment terms",
         "Larchmont Press does not accept 14-day payment terms"),
        ("Larchmont Press", "HAS_PAYMENT_TERMS", "45 days end of month",
         "Larchmont Press pays invoices 45 days from the end of the month (agreed 8 January)"),
    ],
    "INV-0107": [("INV-0107", "BILLED_TO", "Larchmont Press",
                  "Invoice INV-0107 for GBP 2,400 was sent to Larchmont Press on 27 February")],
    "Oakridge Vets": [("Oakridge Vets", "HAS_PAYMENT_TERMS", "30 days",
                       "Oakridge Vets pays blog posts at GBP 180 each on 30-day terms")],
}
GROUP = "ledger-ruth-copy"
NOTES = [
    (datetime(2026, 1, 8, 16, 0, tzinfo=timezone.utc),
     "Kick-off w/ Larchmont Press (Rhona, ops): brochure copy, 6 x 800 words, GBP 2.4k fixed. I asked for 14-day "
     "terms - Rhona: definitely not 14 days, their AP only pays 45 days from month end, non-negotiable. Agreed 45 "
     "EOM."),
    (datetime(2026, 2, 27, 10, 30, tzinfo=timezone.utc),
     "INV-0107 to Larchmont Press, GBP 2,400, sent 27/2 to ap@larchmontpress.co.uk, PO LP-7781."),
    (datetime(2026, 3, 3, 9, 0, tzinfo=timezone.utc),
     "Oakridge Vets (Sam): 4 blog posts a month @ GBP 180, 30 days, invoice monthly. Start April."),
]


async def main():
    with graphiti_server(GraphitiScript(FACTS, people=["Rhona"])) as server:
        g = await make_graphiti(server, tempfile.mkdtemp() + "/ledger.kuzu")
        g.driver._database = None  # graphiti-core + Kuzu: add_episode(group_id=...) compares with this attribute
        try:
            for when, body in NOTES:
                await g.add_episode(name=f"ledger {when:%d %b}", episode_body=body, source_description="client ledger",
                                    reference_time=when, group_id=GROUP)
            question = "What payment terms did Larchmont Press agree to?"
            edges = await g.search("Larchmont Press payment terms agreed", group_ids=[GROUP], num_results=6)
            context = [e.fact for e in edges]
            assert any("45 days from the end of the month" in c for c in context), context
            assert any("does not accept 14-day" in c for c in context), context
            reply = answer(question, context, mock="45 days from the end of the month - Larchmont turned down 14-day "
                                                   "terms.")
        finally:
            await g.close()
    finish(question, expected="14 days", actual=reply)


asyncio.run(main())
