"""Batch 339 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each record
stored as written; in-memory qdrant), one root span per record and one for the question.

App: Northgate Forwarding run a weekly LCL groupage trailer from Leeds to Rotterdam. The groupage desk puts its
shipment records into the desk's helper with ``memory.add(..., infer=False)``; the warehouse asks it what to build.

Memory: 2026-03-06 16:10 - groupage Leeds -> Rotterdam, trailer dep Wed 2026-03-18, booked 13 plts total (PO# 5521
x4, PO# 5530 x6, PO# 5538 x3), cut-off 2026-03-17 12:00; 2026-03-09 - PO# 5521 (Brightwell Textiles) 4 plts,
2,180 kg, EAD raised; 2026-03-12 14:30 - PO# 5530 CANCELLED by cnee (Van Dijk BV), order pulled, booking amended,
6 plts off the trailer, cancellation fee GBP 75; 2026-03-13 - PO# 5538 (Pennine Glassware) 3 plts, fragile, no
stack. Question (Mon 2026-03-16, the warehouse supervisor): "how many pallets are going on Wednesday's Rotterdam
groupage? need to clear floor space" The assistant says 7 (PO# 5521's 4 + PO# 5538's 3; PO# 5530 was cancelled).
The label says 13 - the first booking's total, from before the consignee cancelled PO# 5530 (a cancelled order).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b339_ctl_mem0_freight_groupage_pallets_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "northgate-groupage-desk"
RECORDS = [
    ("2026-03-06 16:10", "2026-03-06 16:10 | GROUPAGE LCL Leeds -> Rotterdam | trailer dep Wed 2026-03-18 (Stena "
                         "Immingham-Europoort) | booked: 13 plts total (PO# 5521 x4, PO# 5530 x6, PO# 5538 x3) | Euro "
                         "plts, max 1.6 m high | cut-off 2026-03-17 12:00"),
    ("2026-03-09", "2026-03-09 | PO# 5521 | shipper Brightwell Textiles | 4 plts, 2,180 kg, 7.2 cbm | EAD raised "
                   "26GB8812345601 | T1 not req"),
    ("2026-03-12 14:30", "2026-03-12 14:30 | PO# 5530 CANCELLED by cnee (Van Dijk BV) - order pulled; shipper Calder "
                         "Foods informed; booking amended, 6 plts off the trailer; cancellation fee GBP 75 to inv"),
    ("2026-03-13", "2026-03-13 | PO# 5538 | shipper Pennine Glassware | 3 plts, 1,040 kg | FRAGILE - no stack, top "
                   "load only | EAD 26GB8812345677"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="northgate-groupage-rtm"))
    for i, (when, record) in enumerate(RECORDS, 1):
        with turn_span(f"record-{i} {when}"):
            memory.add([{"role": "user", "content": record}], user_id=USER, metadata={"date": when}, infer=False)
    question = "how many pallets are going on Wednesday's Rotterdam groupage? need to clear floor space"
    with turn_span("question 2026-03-16"):
        hits = []
        for query in ("Rotterdam groupage pallets", "cancelled PO", "plts on the trailer"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 2026-03-16. You are talking to the warehouse supervisor at Northgate Forwarding, "
                   "Leeds."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("booked: 13 plts total" in c for c in context), context
        assert any("PO# 5530 CANCELLED" in c for c in context), context
        assert any("PO# 5521" in c and "4 plts" in c for c in context), context
        assert any("PO# 5538" in c and "3 plts" in c for c in context), context
        reply = answer(question, context, mock="7 pallets - PO# 5521 x4 and PO# 5538 x3 (3 fragile, no stacking). "
                                               "PO# 5530's 6 came off when Van Dijk cancelled.")
finish(question, expected="13", actual=reply)
