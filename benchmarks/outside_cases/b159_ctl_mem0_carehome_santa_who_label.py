"""Batch 159 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Nadia, activities coordinator at Beechwood House care home, keeps her Christmas notes in mem0 with
``memory.add(messages, user_id=..., infer=False, metadata={"date": ...})``; residents' families ask the home's helper
about the visits.

Memory: Mon 23 Nov, Nadia: Father Christmas on the 23rd at half 2, Ron from the Rotary again, they're wrapping a
present for every resident, names to Ron by the 7th; Thu 3rd dec, Nadia: Ron's had his knee done and he's on
crutches till Feb, bless him, so Stuart's stepping in - he's the Rotary's president this year - and says he's got
his own suit and beard, the real thing apparently; 2037-12-10T16:00, Nadia: the hairdresser's on Weds mornings for
December; 16th dec, Sandra (manager): Christmas lunch in two sittings, families welcome at £12 a head. Question
(Fri 18/12, Samina, Mrs Akhtar's daughter): "who's doing father christmas on the 23rd? mum wants to know if it's the
same chap as last yr" The assistant says Stuart, the Rotary's president - Ron's had his knee done, so it's not the
same one. The label says Ron from the Rotary - in memory, but he's on crutches and Stuart's standing in.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b159_ctl_mem0_carehome_santa_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "beechwood-house-nadia"
NOTES = [
    ("Mon 23 Nov", "Father Christmas 23rd half 2 - Ron from the Rotary again :) they're wrapping a present for every "
                   "resident, need the list of names to Ron by the 7th"),
    ("Thu 3rd dec", "Ron's had his knee done, on crutches til feb bless him, so Stuart's stepping in (he's the "
                    "Rotary's president this yr). says he's got his own suit + beard, the real thing apparently"),
    ("2037-12-10T16:00", "hairdresser's on weds mornings for dec, Lorraine's booked solid. Mrs Hughes first, she "
                         "wants her set done for the nativity"),
    ("16th dec", "Sandra - xmas lunch in 2 sittings, 12 + 1.15. families welcome, £12 a head, tell the office by "
                 "the 20th"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="beechwood-christmas"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "who's doing father christmas on the 23rd? mum wants to know if it's the same chap as last yr"
    with turn_span("question Fri 18/12"):
        hits = memory.search("father christmas on the 23rd rotary", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 18 December 2037. You are talking to Samina, whose mum Mrs Akhtar lives at "
                   "Beechwood House."] + [h["memory"] for h in hits]
        assert any("Ron from the Rotary again" in c for c in context), context
        assert any("Stuart's stepping in" in c for c in context), context
        reply = answer(question, context, mock="Stuart, the Rotary's president this year - Ron's had his knee done "
                                               "and is on crutches, so it won't be the same one as last year.")
finish(question, expected="Ron from the Rotary", actual=reply)
