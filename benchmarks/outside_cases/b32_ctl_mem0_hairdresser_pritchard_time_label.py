"""Batch 32 (held out), control. A mobile hairdresser's diary: mem0 Memory with infer=False (each note stored as
written; the local model's offline embeddings, in-memory qdrant), search, script style (each call its own trace).

App: Shona Reid, mobile hairdresser round Stroud, saves diary notes about her rounds and asks an assistant from
mem0 searches (the question, then the client's name and the day). Mrs Pritchard in Rodborough is a Friday
regular at 10. This Friday her chiropodist comes to the house at 10, so her neighbour Sheila, who was down for half
11, goes first and Mrs Pritchard takes half 11.

No fault planted. Question (Wed 24/9): "what time am I at Mrs Pritchard's fri?" The model answers half 11, right
per memory. The label says 10am, her usual Friday slot. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b32_ctl_mem0_hairdresser_pritchard_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "shona-diary"
NOTES = [
    ("2025-09-01", "Fridays: 10 Mrs Pritchard (Rodborough, cut + blow, £30, parks on her drive), 11.30 Sheila at no.6 "
                   "(wash + set £22), then the Bussage lot after lunch"),
    ("2025-09-05", "Mrs P's grandson's wedding 27/9 - she wants a proper set for it, do it the Fri before"),
    ("2025-09-09", "hillcrest tues - 9 ladies, did 8, Ivy had a fall so not today"),
    ("2025-09-12", "van heater £180 fixed, Dave at the garage. Mum's borrowing the van Sat"),
    ("2025-09-17", "Sheila at no.6 wants a colour next time, patch test on Fri 19th pls"),
    ("2025-09-22", "Mrs P rang, chiropodist's coming to hers at 10 fri, can't do both. Sheila said she's happy to go "
                   "first, so Sheila 10, Mrs P half 11 - she's doing the set for the wedding"),
    ("2025-09-23", "Bussage: Fri 1.30 Jan + Roy (his and hers cuts lol), 3pm Mrs Okoro braids take-down, 2 hrs"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="shona-diary"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what time am I at Mrs Pritchard's fri?"
    hits = []
    for query in (question, "Mrs Pritchard Mrs P Friday fri slot", "Fridays round: Mrs Pritchard Rodborough"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Wed 24/9/25."]
    for h in hits:
        line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
        if line not in context:
            context.append(line)
    assert any("Fridays: 10 Mrs Pritchard" in c for c in context), context
    assert any("Sheila 10, Mrs P half 11" in c for c in context), context
    reply = answer(question, context, mock="Half 11 - her chiropodist's there at 10, so Sheila's going first. It's the "
                                           "wedding set.")
finish(question, expected="10am", actual=reply)
