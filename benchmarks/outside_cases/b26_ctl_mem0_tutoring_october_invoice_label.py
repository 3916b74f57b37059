"""Batch 26 (held out), control. A tutoring agency's student notes: mem0 Memory with ``infer=False`` (each note
stored as written; local model server for embeddings, in-memory qdrant), search, script style.

App: Priya at Brightside Tutors stores her notes on students, sessions and invoices in mem0 under her user id and
asks the assistant from a search. Amara Okoye has maths with Tom on Tuesdays at GBP 40 a session, invoiced monthly
to her mum, Grace. October had four Tuesdays booked, "4 x £40 = £160 if they all go ahead". On 21/10 Amara was
poorly; Grace messaged on the Sunday evening, well inside the 24 hours' notice in the terms, so that one isn't
charged.

No fault planted. Question (Fri 31/10): "What's Amara's October invoice come to?" The model answers GBP 120, right
per memory. The label says GBP 160, the figure for all four Tuesdays. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b26_ctl_mem0_tutoring_october_invoice_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brightside-priya"
NOTES = [
    ("2025-09-02", "Amara Okoye yr 10, maths w Tom Tues 4.30, £40/session, invoice monthly to mum (Grace) - she pays "
                   "by BACS, ref AMARA"),
    ("2025-09-05", "T&Cs reminder for new families - cancel w 24hrs notice + no charge, less than that we charge in "
                   "full"),
    ("2025-09-30", "Sept invoices out. Amara 5 sessions £200 (5 Tuesdays in Sept!)"),
    ("2025-10-01", "Oct sessions for Amara: 7th, 14th, 21st, 28th - 4 x £40 = £160 if they all go ahead"),
    ("2025-10-03", "Josh F - 2 hrs chem w Tom Sat 11/10, £84, his mum's paying cash"),
    ("2025-10-12", "Grace asked if Amara can move to 5pm from Nov, netball. Tom ok"),
    ("2025-10-19", "Grace msgd Sun eve - Amara's poorly, tummy bug, won't make Tues 21st. Plenty of notice so no "
                   "charge for that one, told Tom"),
    ("2025-10-28", "Tom says Amara's algebra's come on loads, did simultaneous eqs 28/10 no probs"),
    ("2025-10-29", "Ellie Marsh Oct: 4 chem w Tom (£168) + 3 maths w Aisha (£114)"),
    ("2025-10-30", "Okoyes - Grace asked for the invoice by email not paper this time"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brightside"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "What's Amara's October invoice come to?"
    hits = memory.search("Amara October sessions invoice charge Grace notice poorly", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Fri 31/10/25."] + [h["memory"] for h in hits]
    assert any("4 x £40 = £160" in c for c in context), context
    assert any("no charge for that one" in c for c in context), context
    reply = answer(question, context, mock="£120 - three sessions at £40 (7th, 14th and 28th). The 21st isn't charged "
                                           "as Grace let you know on the Sunday. Email it to her this time.")
finish(question, expected="£160", actual=reply)
