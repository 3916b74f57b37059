"""Batch 376 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Mama Akinyi owns KDA 552Q, a 33-seater with Kijiji Mpya Line Sacco; Juma drives it. Juma forwards the M-Pesa
confirmations of his daily remittance to the owner's helper, and Mama Akinyi adds her own notes, with
``memory.add(..., infer=False)``.

Memory: Mon 09/03/2026 - M-Pesa confirmation, Ksh3,200.00 to the Sacco for KDA552Q; Tue 10/03 - Juma, 2,900 today,
traffic was bad at Mto Safi; Wed 11th - confirmation, Ksh3,400.00; Thu 12/03/2026 - Juma, clutch plate imeenda, the
gari is at the garage the whole day, no trips, no remittance; Fri 13th - confirmation, Ksh3,500.00; Sat 14th - Mama
Akinyi, target ya wiki ni 17,500 (3,500 x 5 siku), Juma you're short, tuongee Monday. Question (Sun 15/03/2026,
Mama Akinyi): "Juma ametuma ngapi total wiki hii (Mon-Fri)?" The assistant says 13,000 (3,200 + 2,900 + 3,400 +
3,500; nothing Thursday, the gari was at the garage). The label says 17,500.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b376_ctl_mem0_matatu_week_remittance_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kda552q-owner-mama-akinyi"
NOTES = [
    ("09/03/2026", "Mon 09/03/2026 Juma fwd: RK9QT2MB7L Confirmed. Ksh3,200.00 paid to KIJIJI MPYA LINE SACCO for "
                   "account KDA552Q on 9/3/26 at 8:52 PM. New M-PESA balance is Ksh415.00."),
    ("10/03/2026", "Tue 10/03 Juma - leo 2,900 pekee, traffic ilikuwa mbaya sana Mto Safi 😩 nimetuma remittance"),
    ("11/03/2026", "Wed 11th Juma fwd: RKB4WS8N2C Confirmed. Ksh3,400.00 paid to KIJIJI MPYA LINE SACCO for account "
                   "KDA552Q on 11/3/26 at 9:03 PM. New M-PESA balance is Ksh120.00."),
    ("12/03/2026", "Thu 12/03/2026 Juma - clutch plate imeenda asubuhi, gari iko garage whole day, hakuna trips so "
                   "hakuna remittance leo. fundi anasema kesho asubuhi iko sawa"),
    ("13/03/2026", "Fri 13th Juma fwd: RKD7HP1V9Z Confirmed. Ksh3,500.00 paid to KIJIJI MPYA LINE SACCO for account "
                   "KDA552Q on 13/3/26 at 8:47 PM. New M-PESA balance is Ksh660.00."),
    ("14/03/2026", "Sat 14th - target ya wiki ni 17,500 (3,500 x 5 siku). Juma uko short, tuongee Monday. garage "
                   "bill ya clutch 6,800 nimelipa mimi"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kda552q-owner-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "Juma ametuma ngapi total wiki hii (Mon-Fri)?"
    with turn_span("question Sun 15/03/2026"):
        hits = []
        for query in ("remittance paid to the Sacco KDA552Q", "M-Pesa confirmed Ksh", "no remittance garage",
                      "target ya wiki"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 15 March 2026. You are talking to Mama Akinyi, owner of KDA 552Q (Kijiji Mpya Line "
                   "Sacco); Juma drives it."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        for needle in ("Ksh3,200.00", "leo 2,900 pekee", "Ksh3,400.00", "hakuna remittance leo", "Ksh3,500.00",
                       "target ya wiki ni 17,500"):
            assert any(needle in c for c in context), (needle, context)
        reply = answer(question, context, mock="13,000 - 3,200 Mon, 2,900 Tue, 3,400 Wed, hakuna Thu (gari ilikuwa "
                                               "garage) na 3,500 Fri. Ni 4,500 short ya target.")
finish(question, expected="17,500", actual=reply)
