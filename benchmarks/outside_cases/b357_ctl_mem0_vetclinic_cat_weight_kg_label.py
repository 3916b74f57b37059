"""Batch 357 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Riverside Veterinary Centre's helper again, for a cat: Pepper (DSH, 3y FN). The nurses' clinical notes and the
owner's messages go in with ``memory.add(..., infer=False)``; the dispensary asks it for a weight before dispensing.

Memory: owner's message, Sun 20/2 - she's 11 lb on the bathroom scales (him holding her, minus him), is that fat?;
Nurse Kate's nurse clinic, 2050-03-02 09:40 - Pepper 5.2 kg on the clinic scales (owner's 11 lb at home is about
right, that was pounds), BCS 6/9, diet advice, wormed; Nurse Kate's note of 8/3 - owner's moved her booster from the
14th to Thu 17th, she'd rather not bring her in twice; Dr Patel's note, Thu 10/3 - flea prescription, Bravecto
spot-on for cats 250 mg (2.8-6.25 kg) to be dispensed. Question (Fri 11/3, dispensary): "what does Pepper weigh? need
to check the bravecto band before it goes out" The assistant says 5.2 kg (clinic scales, 2 Mar) - in the 2.8-6.25 kg
band. The label says 11 kg - the owner's 11 was pounds, "that was pounds" as the nurse put it.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b357_ctl_mem0_vetclinic_cat_weight_kg_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "riverside-vc-patient-pepper-51290"
NOTES = [
    ("Sun 20/2", "Sun 20/2 msg from O (Mr Adeyemi): she's 11 lb on our bathroom scales (me holding her minus me 😂) "
                 "is that fat for a cat?? she does beg a lot"),
    ("2050-03-02T09:40", "2050-03-02 09:40 Nurse Kate, nurse clinic. Pepper DSH 3y FN. BAR, wt 5.2kg on clinic "
                         "scales (O's 11 lb at home is about right - that was pounds). BCS 6/9. diet advice: 55g dry "
                         "/day split 3 meals + puzzle feeder. wormed (Milbemax) today"),
    ("8/3", "8/3 Nurse Kate: O rang, moved Pepper's booster from mon 14th to thurs 17th 16:20, would rather not bring "
            "her in twice (she hates the carrier 🙄)"),
    ("Thu 10/3", "Thu 10/3 Dr Patel: O reports fleas seen on the other cat. Pepper - Bravecto spot-on cat 250mg "
                 "(2.8-6.25kg), 1 pipette q12 wks, to dispense. treat both cats + wash bedding hot"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="riverside-vc-pepper"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what does Pepper weigh? need to check the bravecto band before it goes out"
    with turn_span("question Fri 11/3"):
        hits = []
        for query in ("Pepper weight kg", "how heavy is Pepper", "Bravecto weight band"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 March 2050. You are helping the dispensary at Riverside Veterinary Centre."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("she's 11 lb on our bathroom scales" in c for c in context), context
        assert any("wt 5.2kg on clinic scales" in c for c in context), context
        assert any("Bravecto spot-on cat 250mg (2.8-6.25kg)" in c for c in context), context
        reply = answer(question, context, mock="5.2 kg on the clinic scales on 2 March - so she's in the 2.8-6.25 "
                                               "kg band for the 250 mg Bravecto.")
finish(question, expected="11 kg", actual=reply)
