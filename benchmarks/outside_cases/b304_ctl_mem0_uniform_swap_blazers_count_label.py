"""Batch 304 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Ryburn Valley High's PTA run a uniform swap shop on Sat 6th Sept 2042 in the sports hall foyer. Shaz (who does
the stock) puts her notes into the PTA's helper with ``memory.add(..., infer=False)``; Nadia (who runs it) asks it
things while she does the posters and the stock sheet.

Memory: 2042-07-21T16:00 - blazer stocktake, 32in 7, 34in 11, 36in 9, 38+ 4, all dry cleaned free by Mrs Patel's
shop; Thu 24 Jul - gave 2 of the 32s to the Hussain twins early, their mum's dropping the old 30s back in Sept;
4.8. - Mrs Oduya dropped 4 more 32s off, one's got biro all down the lining so that's gone in the rag bag; Mon 18th
Aug - rail's labelled, no price stickers needed, it's all free. Question (Tue 19/8, Nadia): "how many 32in blazers
have we got for the swap? doing the stock sheet" The assistant says 8 (7, less the twins' 2, plus 3 of Mrs
Oduya's 4). The label says 7.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b304_ctl_mem0_uniform_swap_blazers_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ryburn-valley-pta-swap-shaz"
NOTES = [
    ("2042-07-21T16:00", "2042-07-21T16:00 blazer stocktake 🧥 32in - 7, 34in - 11, 36in - 9, 38+ - 4. all dry cleaned "
                         "free by Mrs Patel's shop, bless her"),
    ("Thu 24 Jul", "Thu 24 Jul gave 2 of the 32s to the Hussain twins early, mum's dropping their old 30s back in "
                   "sept. they look very smart 😊"),
    ("4.8.", "4.8. Mrs Oduya dropped 4 more 32s off 🙌 one's got biro all down the lining tho so that's gone in the "
             "rag bag"),
    ("Mon 18th Aug", "Mon 18th Aug rail's labelled by size, no price stickers needed it's all free. swap's sat 6th "
                     "sept 10-12, sports hall foyer"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ryburn-pta-swap-2042"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many 32in blazers have we got for the swap? doing the stock sheet"
    with turn_span("question Tue 19/8"):
        hits = []
        for query in ("blazer stocktake sizes", "blazers given out", "blazers donated"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 19 August 2042. You are talking to Nadia, who runs Ryburn Valley High PTA's uniform "
                   "swap shop (Sat 6 Sept)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("32in - 7" in c for c in context), context
        assert any("gave 2 of the 32s to the Hussain twins" in c for c in context), context
        assert any("dropped 4 more 32s off" in c and "rag bag" in c for c in context), context
        reply = answer(question, context, mock="8 - the 7 from the stocktake, less the 2 the Hussain twins had, plus 3 "
                                               "of Mrs Oduya's 4 (the biro one's in the rag bag).")
finish(question, expected="7", actual=reply)
