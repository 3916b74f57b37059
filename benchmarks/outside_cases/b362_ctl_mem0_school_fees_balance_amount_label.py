"""Batch 362 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Aunty Ngozi keeps track of school fees for her relatives' children in January 2050; one of them is Chidi (SS2,
her cousin's son), whose fees she collects from the family and pays to the school. She puts her notes into her
helper with ``memory.add(..., infer=False)``; Mummy Chidi asks it what's left.

Memory: 2050-01-04T08:30 - Chidi's SS2 2nd term fees N180k, deadline 15th Jan, school's UBA account; Mon 10/1 -
paid N100k to the school for Chidi, balance N80k; Weds 12/1 - the bursar called, "e don change", the PTA levy and
the lesson fee join the fees this term, N15k, so the total is N195k and the balance now N95k; Fri 14/1 - Uncle Obi
sent N40k for Chidi's fees, transferred straight to the school. Question (Fri 14/1 night, Mummy Chidi): "how much
remain for Chidi school fees? make I know wetin to send before Monday" The assistant says N55k (N195k total, less
N100k and Uncle Obi's N40k). The label says N80k - the balance as written on the 10th, before the bursar added the
N15k and before Uncle Obi's N40k.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b362_ctl_mem0_school_fees_balance_amount_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "aunty-ngozi-school-fees"
NOTES = [
    ("2050-01-04T08:30", "2050-01-04T08:30 Chidi SS2 2nd term fees N180k 📚 deadline 15th Jan, school acct UBA "
                         "(Graceland College). Mummy Chidi say she go send half, I go find the rest"),
    ("Mon 10/1", "Mon 10/1 paid N100k to the school acct for Chidi ✅ balance N80k. teller dey my handbag"),
    ("Weds 12/1", "Weds 12/1 bursar call me - e don change o, PTA levy + lesson fee join the fees this term, N15k, "
                  "so total na N195k 😤 balance now N95k"),
    ("Fri 14/1", "Fri 14/1 Uncle Obi send N40k for Chidi fees 🙏🏾 God bless am. I transfer am straight to the "
                 "school, screenshot dey the family group"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="aunty-ngozi-fees-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much remain for Chidi school fees? make I know wetin to send before Monday"
    with turn_span("question Fri 14/1"):
        hits = []
        for query in ("Chidi school fees balance", "paid to the school", "fees total levy"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 January 2050. You are talking to Mummy Chidi, Chidi's mother (Aunty Ngozi is "
                   "paying the fees for the family)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("balance N80k" in c for c in context), context
        assert any("so total na N195k" in c for c in context), context
        assert any("Uncle Obi send N40k" in c for c in context), context
        reply = answer(question, context, mock="N55k remain - the fees na N195k now with the PTA levy and lesson "
                                               "fee, and N100k + Uncle Obi's N40k don enter.")
finish(question, expected="N80k", actual=reply)
