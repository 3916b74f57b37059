"""Batch 125 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
search, one root span per note and one for the question.

App: Jo, secretary of Hebden Bridge Shotokan, keeps the club's notes (grading list, attendance, kit) in mem0 with
``infer=False``, so each note is stored as written; the helper answers from a search of them.

Memory: 14/3: grading Sat 16th May - to go up you need 24 sessions since your last grading (Sensei's rule, open mat
counts); Josh (yellow, going for orange) is on 21, so 3 short at the mo, told his mum he can still make it if he comes;
22.3.: kick shields; Weds 8 Apr: Josh was in tues AND thurs this wk + came to sat open mat, good lad, his kata's
coming on; Fri 8/5: grading forms to Sensei by the 12th. Question (Mon 11/5, Sensei Dave, signing the grading forms):
"can Josh grade sat? signing the forms" The assistant says yes - he's done the three sessions he was short (tues,
thurs and the sat open mat), so he's on 24. The label says "no - he's 3 sessions short" - in memory, where he stood
on 14/3.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b125_ctl_mem0_karate_josh_grading_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hb-shotokan-jo"
NOTES = [
    ("14/3", "grading sat 16th may, 10am leisure centre. to go up you need 24 sessions since your last grading "
             "(Sensei's rule, sat open mat counts). Josh (yellow, going for orange) is on 21 so 3 short at the mo - "
             "told his mum he can still make it if he comes"),
    ("22.3.", "4 new Blitz kick shields ordered, £152 off the club card. old ones to the kids' corner"),
    ("Weds 8 Apr", "Josh was in tues AND thurs this wk + came to sat open mat, good lad. his kata's really coming on, "
                   "Heian Shodan nearly there"),
    ("Fri 8/5", "grading forms to Sensei by tues 12th pls, £20 each, he signs them off. Ellie + Jack's are in"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hb-shotokan"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, metadata={"date": day},
                       infer=False)
    question = "can Josh grade sat? signing the forms"
    with turn_span("question Mon 11/5"):
        hits = memory.search("Josh grading sessions open mat", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 11 May 2037. You are talking to Sensei Dave, who signs off the grading forms."]
        context += [h["memory"] for h in hits]
        assert any("is on 21 so 3 short" in c for c in context), context
        assert any("Josh was in tues AND thurs this wk + came to sat open mat" in c for c in context), context
        reply = answer(question, context, mock="Yes - he was 3 short in March and he's done tues, thurs and the sat "
                                               "open mat since, so he's on 24.")
finish(question, expected="no - he's 3 sessions short", actual=reply)
