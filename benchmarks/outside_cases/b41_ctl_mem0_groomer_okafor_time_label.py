"""Batch 41 (held out), control. A mobile dog groomer's van: mem0 Memory with infer=False (each note stored as
written; the local model's offline embeddings, in-memory qdrant), search, one root span per note.

App: Kerry ("Suds on Wheels", one van) keeps notes on her round and asks an assistant from mem0 searches (the
question, then the client and the day's running order). Mrs Okafor's Pippin (a bichon) is on the Tuesday round at
10.30. Mrs Okafor then texts: she is taking her mum to hospital appointments on Tuesday mornings for a few weeks,
could Kerry come after lunch; they settle on 1.15, key under the frog by the back door.

No fault planted. Question (Mon 13/10): "what time am I at Mrs Okafor's tomorrow?" The model answers 1.15, right
per memory. The label says 10.30, her usual slot. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b41_ctl_mem0_groomer_okafor_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "suds-on-wheels"
NOTES = [
    ("2025-09-29", "tues round from Oct: Hendersons 9 (Dex + Milo), Mrs Okafor 10.30 (Pippin, bichon, full groom "
                   "£45), then over to Barrowden for Arlo 2.30"),
    ("2025-10-01", "Pippin's a biter if you touch his back feet, muzzle for nails, Mrs O knows"),
    ("2025-10-03", "van MOT 3/11 at Dunn's, move that Fri's lot to the Weds"),
    ("2025-10-08", "Mrs O text - taking her mum for the hospital appts tues mornings for the next few wks, can I "
                   "come after lunch? said 1.15 is fine, key under the frog by the back door"),
    ("2025-10-09", "oatmeal shampoo arrived, 5L, £28.40"),
    ("2025-10-10", "Hendersons want Dex's ears plucked next time, +£5"),
    ("2025-10-11", "generator making a funny noise on idle, ask Dunn's at the MOT"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="suds-on-wheels"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what time am I at Mrs Okafor's tomorrow?"
    with turn_span("question Mon 13/10"):
        hits = []
        for query in (question, "tues round Okafor Pippin", "Mrs O text tues mornings hospital after lunch"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13/10/25."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("Mrs Okafor 10.30 (Pippin" in c for c in context), context
        assert any("said 1.15 is fine" in c for c in context), context
        reply = answer(question, context, mock="1.15 - she's at the hospital with her mum in the mornings, key's "
                                               "under the frog by the back door. Muzzle for Pippin's nails.")
finish(question, expected="10.30am, her usual slot", actual=reply)
