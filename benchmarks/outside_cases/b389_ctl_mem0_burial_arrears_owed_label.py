"""Batch 389 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: Batanai Burial Society (Nyashanu Heights, Harare) - $5 a month subs, cover lost at three months behind, a
payout and the bus to kumusha. Baba Mhofu (the treasurer) puts his ledger entries into the society's helper with
``memory.add(..., infer=False)``; members ask it what they owe.

Memory: 2026-03-06T19:00 - arrears as at end Feb, Baba Rufaro owes $20 (Nov, Dec, Jan, Feb), the 3 months rule is
close; Sun 08/03/26 - Baba Rufaro sent $10 on ecocash this morning, receipt done; Sun 08/03 (after the meeting) -
Mai Rufaro also brought $5 cash for him at the meeting, so he's nearly cleared, she must not tell him 😂; 09/03/26 -
March subs due by the 15th. Question (Tue 10/03/26, Baba Rufaro): "how much arrears am I still owing? I don't want
to lose cover" The assistant says $5 (the $20, less his $10 ecocash and the $5 his wife brought). The label says
$20.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b389_ctl_mem0_burial_arrears_owed_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "batanai-bs-treasurer"
ENTRIES = [
    ("2026-03-06T19:00", "2026-03-06T19:00 ARREARS as at end Feb 📒 Baba Rufaro owes $20 (Nov, Dec, Jan, Feb). "
                         "Sekuru Tafa $10. Remember 3 months behind = no cover, we are not playing"),
    ("Sun 08/03/26", "Sun 08/03/26 Baba Rufaro sent $10 on ecocash this morning, receipt done ✅"),
    ("Sun 08/03", "Sun 08/03 after the meeting: Mai Rufaro also brought $5 cash for him at the meeting, so he's "
                  "nearly cleared. She says I mustn't tell him it was her 😂"),
    ("09/03/26", "09/03/26 March subs due by the 15th, $5. Ecocash 0773 000 333 Baba Mhofu, proof on the group"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="batanai-bs-2026"))
    for i, (day, entry) in enumerate(ENTRIES, 1):
        with turn_span(f"entry-{i} {day}"):
            memory.add([{"role": "user", "content": entry}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much arrears am I still owing? I don't want to lose cover"
    with turn_span("question Tue 10/03/26"):
        hits = []
        for query in ("Baba Rufaro arrears owes", "Baba Rufaro paid", "cash brought at the meeting"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tuesday 10 March 2026. You are talking to Baba Rufaro, a member of Batanai Burial "
                   "Society."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Baba Rufaro owes $20" in c for c in context), context
        assert any("Baba Rufaro sent $10 on ecocash" in c for c in context), context
        assert any("Mai Rufaro also brought $5 cash for him" in c for c in context), context
        reply = answer(f"(Baba Rufaro) {question}", context,
                       mock="$5 - you owed $20 to end Feb, you sent $10 on ecocash and another $5 was paid for you "
                            "at the meeting. March subs are separate, due by the 15th.")
finish(question, expected="$20", actual=reply)
