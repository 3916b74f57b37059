"""Batch 345 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each voicemail
stored as transcribed; in-memory qdrant), one root span per voicemail and one for the question.

App: Moorside Medical Practice's repeat-prescription voice line - patients leave a voicemail, the phone system
transcribes it (no punctuation, fillers and all) and the surgery's helper stores it with ``memory.add(...,
infer=False)`` under the line's mailbox; Dawn (the prescription clerk) asks the helper things.

Memory: 2050-09-12T08:05 - Derek Brook, DOB twelfth of June sixty four, his sertraline "the fifty milligram ones"
and his omeprazole; 14/9 - Maureen Brook, "derek's wife", can she order her sertraline as well, "mine's the hundred
milligram ones", and her brown inhaler; Mon 3 Oct - Derek again, the chemist says his sertraline hasn't come
through, can they chase it. Question (Tue 4 Oct, Dawn): "derek brook's sertraline what strength is it i need to
re-issue it" The assistant says 50mg (the 100mg is Maureen's, his wife's). The label says 100mg.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b345_ctl_mem0_gp_repeats_sertraline_strength_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "moorside-repeat-line"
NOTES = [
    ("2050-09-12T08:05", "voicemail 2050-09-12T08:05 hi it's derek brook date of birth twelfth of june sixty four um "
                         "can i have my repeats please the sertraline the fifty milligram ones and the omeprazole "
                         "to the co-op pharmacy thanks"),
    ("14/9", "voicemail 14/9 11:32 hello it's maureen brook derek's wife um same address forty one cliffe road can i "
             "order my sertraline as well mine's the hundred milligram ones and my inhaler the brown one the "
             "clenil thank you"),
    ("Mon 3 Oct", "voicemail mon 3 oct 17:50 yeah hi it's derek brook again um the chemist says my sertraline's not "
                  "come through can you chase it i've only got two left ta"),
    ("Mon 3 Oct", "voicemail mon 3 oct 18:02 hi it's mrs akhtar my husband's blood pressure tablets the ramipril "
                  "please to the co-op"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="moorside-line-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"voicemail-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "derek brook's sertraline what strength is it i need to re-issue it"
    with turn_span("question Tue 4/10"):
        hits = []
        for query in ("derek brook sertraline milligram", "sertraline strength", "brook repeat prescription"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 4 October 2050. You are talking to Dawn, the prescription clerk at Moorside Medical "
                   "Practice."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("derek brook" in c and "the fifty milligram ones" in c for c in context), context
        assert any("derek's wife" in c and "mine's the hundred milligram ones" in c for c in context), context
        reply = answer(question, context, mock="50mg - Derek's on the fifty milligram sertraline. The 100mg is "
                                               "Maureen's, his wife's.")
finish(question, expected="100mg", actual=reply)
