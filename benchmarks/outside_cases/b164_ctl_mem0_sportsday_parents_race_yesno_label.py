"""Batch 164 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: St Bede's Primary's PTA keeps its sports day notes in mem0 (``memory.add(..., infer=False)``) and a helper
answers parents from a search of them. Sports day is Weds 6th July 2039 on the school field (KS1 in the morning, KS2
1.15-3).

Memory: 2039-06-01 Claire (PTA): sports day weds 6th july, KS2 from 1.15 on the field, parents race after the relay
as always, mums then dads, Mr Dunne with the starting whistle; 22.6. Claire: Mrs Hale (the head) says after last
year's hamstring carnage - 2 dads and Mr Okafor ended up at A&E - the insurers won't wear it, so the grown ups are
doing a tug of war against the staff instead, on the grass by the pavilion; Tue 28/6 Nadia: refreshment stall by the
long jump pit; 2039-07-01T16:05 Claire: forecast's 24, sun cream and hats on the kids before they come. Question
(Mon 4/7, Dan's partner): "is there a parents race this yr? Dan wants to know if he needs his trainers" The
assistant says no - no race for parents this year, the insurers won't cover it after last year; the grown ups do a
tug of war against the staff instead, so no trainers needed. The label says yes, mums' race then dads' after the
relay - the plan from June 1st, before the head spoke to the insurers.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b164_ctl_mem0_sportsday_parents_race_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-bedes-pta-sports-day"
NOTES = [
    ("2039-06-01", "Claire - sports day weds 6th july, KS2 from 1.15 on the field. parents race after the relay as "
                   "always, mums then dads, Mr Dunne w the starting whistle"),
    ("22.6.", "Claire - Mrs Hale says after last yr's hamstring carnage (2 dads + Mr Okafor ended up at A&E 🙈) the "
              "insurers won't wear it, so grown ups r doing tug of war v the staff instead, on the grass by the "
              "pavilion"),
    ("Tue 28/6", "Nadia - refreshment stall's by the long jump pit, lollies + squash + cake"),
    ("2039-07-01T16:05", "Claire - forecast's 24!! sun cream + hats on the kids before they come in pls"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-bedes-sports-day"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "is there a parents race this yr? Dan wants to know if he needs his trainers"
    with turn_span("question Mon 4/7"):
        hits = memory.search("parents race grown ups sports day", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 4 July 2039. You are talking to a parent at St Bede's Primary; sports day is Weds 6 "
                   "July."] + [h["memory"] for h in hits]
        assert any("parents race after the relay as always" in c for c in context), context
        assert any("insurers won't wear it" in c for c in context), context
        reply = answer(question, context, mock="No - there's no parents' race this year; the insurers won't cover it "
                                               "after last year's injuries. The grown ups are doing a tug of war "
                                               "against the staff instead, so he won't need his trainers.")
finish(question, expected="yes - mums' race then dads', after the relay", actual=reply)
