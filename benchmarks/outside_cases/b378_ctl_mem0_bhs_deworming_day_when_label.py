"""Batch 378 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Bagong Tanglaw Barangay Health Station does the deworming and Vitamin A for the Day Care Center kids (Purok
2). Ate Baby (the BHW president) puts her notes into the station's helper with ``memory.add(..., infer=False)``; the
nanays ask it when to bring the kids.

Memory: 02/25/2026 - deworming + Vit A at the Day Care Center, Tue 3/10, 9am, 38 kids aged 1-5, feed them first;
3/3 - the albendazole (1 box, 100 tabs) and the Vit A capsules came from the RHU, the Vit A is in the ref; Fri 3/6 -
Teacher Gina called, the day care has a field trip on Tue 3/10 (the planetarium in the bayan), so move the deworming
to Thursday next week, same 9am, Ma'am Cora told; 3/7 - house visits Purok 2, two nanays asked if there's a fee,
libre po. Question (Mon 3/9, Ate Liza, a nanay): "Ate, kailan po yung deworming ng anak ko sa day care? para hindi
ako pumasok sa palengke" The assistant says Thursday, 03/12, 9am (moved for the field trip). The label says Tue 03/10,
9am.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b378_ctl_mem0_bhs_deworming_day_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bhs-bagong-tanglaw-bhw-baby"
NOTES = [
    ("02/25/2026", "02/25/2026 DEWORMING + Vit A sa Day Care Center (Purok 2) - Tue 3/10, 9am 💊 38 kids, 1-5 y/o. "
                   "paki-remind mga nanay na pakainin muna ang bata bago pumunta"),
    ("3/3", "3/3 dumating na albendazole 400mg (1 box, 100 tabs) + Vit A capsules galing RHU. nasa ref ang Vit A, "
            "wag galawin"),
    ("Fri 3/6", "Fri 3/6 - tumawag si Teacher Gina, may field trip pala ang day care sa Tue 3/10 (planetarium sa "
                "bayan) 🚌 so ilipat na lang daw ang deworming sa Thursday next week, same 9am. sige, nasabihan ko "
                "na si Ma'am Cora"),
    ("3/7", "3/7 house visits Purok 2 - 2 nanay nagtanong kung may bayad ang deworming, sabi ko libre po. si baby "
            "Kiko may ubo, pinapunta ko sa Wed"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bhs-bagong-tanglaw-dw"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "Ate, kailan po yung deworming ng anak ko sa day care? para hindi ako pumasok sa palengke"
    with turn_span("question Mon 3/9"):
        hits = []
        for query in ("deworming day care schedule", "kailan ang deworming", "ilipat ang deworming"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon, March 9, 2026. You are talking to Ate Liza, a nanay whose son is in the Purok 2 "
                   "Day Care Center (Bagong Tanglaw Barangay Health Station)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Tue 3/10, 9am" in c for c in context), context
        assert any("ilipat na lang daw ang deworming sa Thursday next week" in c for c in context), context
        reply = answer(question, context, mock="Thursday po, 03/12, 9am sa Day Care Center - nilipat kasi may field "
                                               "trip ang day care sa Tue. Pakainin nyo po muna si baby bago pumunta.")
finish(question, expected="Tue 03/10, 9am", actual=reply)
