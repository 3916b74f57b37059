"""Batch 33 (held out), control. A second-hand bookshop's day book: mem0 Memory with infer=False (each note stored as
written; the local model's offline embeddings, in-memory qdrant), search, script style (each call its own trace).

App: Mags at Fox Lane Books, Ludlow saves notes about stock, buyers and fairs and asks an assistant from mem0
searches (the question, then the book and the people). Mr Patel, a retired GP, collects Ardizzone and has first
refusal on anything by him. He came in to look at the Ardizzone Great Expectations, thought the foxing was worse
than he'd hoped at the price and left it; Mrs Greaves, a retired teacher from Malvern, bought it at the Ludlow fair.

No fault planted. Question (Mon 24/3): "who ended up with the Ardizzone Great Expectations?" The model answers Mrs
Greaves from Malvern, right per memory. The label says Mr Patel, who had first refusal. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b33_ctl_mem0_bookshop_ardizzone_buyer_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "foxlane-mags"
NOTES = [
    ("2025-03-03", "Ardizzone illus Dickens x3 (Heritage Press) in from the Church Stretton lot - Great Expectations, "
                   "Bleak House, Pickwick. £85 each. Put GE aside for Mr Patel, he gets first refusal on Ardizzone"),
    ("2025-03-05", "Mr Patel (retired GP, Corve St) - rang him re the GE, he'll pop in Fri after his golf"),
    ("2025-03-07", "Mr P in, had a good long look at the GE, said the foxing's worse than he'd hoped for 85 + "
                   "he's got a better one already really. Bought the Pickwick tho! £85 card"),
    ("2025-03-10", "boiler playing up again, man coming Weds"),
    ("2025-03-16", "Ludlow fair (Assembly Rooms) - £212. Mrs Greaves from Malvern (retired teacher, always goes for "
                   "the illustrated ones) took the Ardizzone GE £85 cash + 2 Puffins. Bleak House still here"),
    ("2025-03-18", "Tom listed Bleak House on Abe at £95, says we undersell"),
    ("2025-03-21", "Mr Patel asked if any more Ardizzone coming - told him about the Bleak House, he's thinking"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="foxlane-mags"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "who ended up with the Ardizzone Great Expectations?"
    hits = []
    for query in (question, "Ardizzone GE Great Expectations sold bought took", "Mr Patel first refusal Ardizzone"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 24/3/25."]
    for h in hits:
        line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
        if line not in context:
            context.append(line)
    assert any("Put GE aside for Mr Patel" in c for c in context), context
    assert any("foxing's worse than he'd hoped" in c for c in context), context
    assert any("Mrs Greaves from Malvern" in c and "took the Ardizzone GE" in c for c in context), context
    reply = answer(question, context, mock="Mrs Greaves from Malvern - she bought it at the Ludlow fair on the 16th, "
                                           "£85 cash. Mr Patel had a look but passed on it (he took the Pickwick).")
finish(question, expected="Mr Patel - he had first refusal on it", actual=reply)
