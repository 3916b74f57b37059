"""Batch 360 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each ELN entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: Owen (a PhD student in the Kowalski lab) keeps his electronic notebook entries for a PCR MgCl2 titration in
the lab helper with ``memory.add(..., infer=False)``; he asks it back what he wrote.

Memory: 2050-06-02 10:12 - S-0415 MgCl2 working stock made from the 1 M stock (ELN p.44), 10 mL, aliquoted, -20 B
box 5; 2050-06-02 14:00 - S-0415 checked, 18 mM; 2050-06-03 09:05 - correction to yesterday: S-0415 read 1.8 mM not
18 mM, the 1:10 dilution factor was entered twice, ignore the 14:00 entry, titration series (0.5 to 4 mM final) still
planned off it; Fri 3/6 16:40 - S-0416 primer mix 10 µM each, box 5. Question (Mon 6/6, Owen): "what conc did I
put down for the MgCl2 in S-0415? setting up the titration" The assistant says 1.8 mM (the 18 mM reading was
corrected the next morning). The label says 18 mM.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b360_ctl_mem0_mgcl2_stock_conc_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kowalski-lab-eln-owen"
NOTES = [
    ("2050-06-02T10:12", "2050-06-02 10:12 S-0415 MgCl2 working stock made up from the 1 M stock (ELN p.44), 10 mL "
                         "in nuclease-free water, 0.22 µm filtered, aliquoted 1 mL, -20 B box 5"),
    ("2050-06-02T14:00", "2050-06-02 14:00 S-0415 MgCl2 checked on the conductivity std curve: 18 mM. ok for the "
                         "titration"),
    ("2050-06-03T09:05", "2050-06-03 09:05 correction to yesterday: S-0415 MgCl2 read 1.8 mM not 18 mM - the 1:10 "
                         "dilution factor went in twice. ignore the 14:00 entry. titration series 0.5-4 mM final "
                         "still planned off it"),
    ("2050-06-03T16:40", "Fri 3/6 16:40 S-0416 primer mix F+R 10 µM each, 200 µL, box 5 next to the MgCl2"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kowalski-eln-owen"))
    for i, (ts, note) in enumerate(NOTES, 1):
        with turn_span(f"eln-{i} {ts}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"ts": ts}, infer=False)
    question = "what conc did I put down for the MgCl2 in S-0415? setting up the titration"
    with turn_span("question 2050-06-06"):
        hits = []
        for query in ("S-0415 MgCl2 concentration", "correction MgCl2", "MgCl2 stock mM"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 6 June 2050. You are talking to Owen, a PhD student in the Kowalski lab."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("S-0415 MgCl2 checked" in c and "18 mM" in c for c in context), context
        assert any("read 1.8 mM not 18 mM" in c and "ignore the 14:00 entry" in c for c in context), context
        reply = answer(question, context, mock="1.8 mM - you corrected the 18 mM reading the next morning (the 1:10 "
                                               "dilution factor went in twice).")
finish(question, expected="18 mM", actual=reply)
