"""Batch 10 (held out). University student-housing office assistant: mem0 Memory (infer=False; the local model
server's embeddings; in-memory qdrant), script style.

App: the housing office's notes about each student go into mem0 as they are written (``memory.add(...,
infer=False)``). When a room transfer is approved, the app's move-out handler tidies the student's memories: it
lists them (``get_all``) and deletes every memory that mentions the old room number, since "those are about the old
room". Students ask the assistant; it searches their memories and answers with litellm.

Planted fault (DeletionError): Amara Mensah moves from B-214 (Birch House) to C-031 (Cedar Court). Three memories
mention B-214: the old room's damp complaint, its fridge-shelf allocation -- and the transfer instructions "Move day
Sat 10 January 2026: collect the C-031 keys at Cedar Court reception from 2 pm; hand the B-214 keys back at Birch
House by 11 am the same day, or a GBP 60 late-key charge applies." The handler deletes all three. Question: "What
time do I have to drop my old keys off on moving day?" -> expected "by 11 in the morning (at Birch House)". The
assistant says only that the new keys can be collected from 2 pm.

Expected verdict: DeletionError at the mem0.delete of the transfer-instructions memory (fault() wraps that one
delete; the two intended deletes are outside). Asserted: the memory was searchable before and is absent from the
answer's context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b10_mem0_student_housing_moveout_delete", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

STUDENT = "stu-2291847"
NOTES = [
    "Amara reported black mould behind the wardrobe in B-214 on 3 November 2025; maintenance ticket M-5520.",
    "Amara's fridge shelf in the B-214 kitchen is shelf 3 (labelled).",
    "Amara's room transfer to C-031 in Cedar Court is approved (medical grounds), rent unchanged at GBP 152 a week.",
    "Move day Sat 10 January 2026: collect the C-031 keys at Cedar Court reception from 2 pm; hand the B-214 keys "
    "back at Birch House by 11 am the same day, or a GBP 60 late-key charge applies.",
    "Amara's contents insurance is included in the rent (Endsleigh, policy via the university).",
]

with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="housing"))
    for note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=STUDENT, infer=False)

    before = memory.search("hand the old keys back on move day", top_k=5, filters={"user_id": STUDENT})["results"]
    assert any("11 am" in h["memory"] for h in before), [h["memory"] for h in before]

    # move-out handler after the transfer is approved: "forget the old room" (the bug: matches the room number only)
    for m in memory.get_all(filters={"user_id": STUDENT})["results"]:
        if "B-214" in m["memory"]:
            if "Move day" in m["memory"]:
                with fault():
                    memory.delete(m["id"])
            else:
                memory.delete(m["id"])

    question = "What time do I have to drop my old keys off on moving day?"
    hits = memory.search(question, top_k=4, filters={"user_id": STUDENT})["results"]
    context = [h["memory"] for h in hits]
    assert not any("11 am" in c for c in context), context
    reply = answer(question, context, mock="I don't have a drop-off time for your old keys on record; I can see "
                                           "your transfer to C-031 in Cedar Court is approved.")
finish(question, expected="by 11 in the morning (at Birch House)", actual=reply)
