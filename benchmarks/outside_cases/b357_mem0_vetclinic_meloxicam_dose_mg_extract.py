"""Batch 357 (held out). A small-animal vet clinic: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per clinical note / owner message and one for the
question.

App: Riverside Veterinary Centre keep a helper that the nurses and reception ask about patients between visits. Each
clinical note (SOAP-style, as the vet types it into the PMS) and each owner message is given to it with
``memory.add(messages, user_id=<patient>, metadata={"date": ...})``; reception asks it things when owners ring.

Planted fault (ExtractionError, a fact dropped at extraction): Dr Patel's consult of 2050-09-12 10:20 for Bella (Lab,
9y, FN, 31.6 kg) starts meloxicam at 0.1 mg/kg PO SID with food = 3.2 mg (2.1 ml of the 1.5 mg/ml suspension) for
elbow OA, with pre-NSAID bloods taken. Her addendum the same afternoon ("Addendum 16:50") says the bloods are back,
creat 162 (just over the range), so the dose is amended to 0.05 mg/kg SID = 1.6 mg (1.1 ml), owner phoned and happy;
and, in passing, urine SG to be added at the recheck and a nail clip done by Nurse Amy at discharge. The extraction
keeps the urine SG and the nail clip and drops the amended dose (and the creatinine). Later notes: the weight clinic
(Mon 3 Oct, 30.9 kg, on a light diet) and the owner moving the recheck from Mon 10th to Thu 13th. Question (Fri
7/10, reception, the owner on the phone): "Bella's mum says the label on the metacam's rubbed off - how much is
Bella meant to be having now? in mg pls" -> expected 1.6 mg once a day (1.1 ml) - halved after her kidney bloods.
The assistant says 3.2 mg (2.1 ml).

Expected verdict: ExtractionError at mem0.extract inside the addendum's add (fault() wraps that one add): the note
given to mem0 amends the dose to 0.05 mg/kg = 1.6 mg, and what was made from it leaves that out, so the store
never held the dose the answer needs; search and the answer then worked faithfully on what was stored (the 3.2 mg
start dose). Asserted: the addendum names the amended dose; no stored memory or context line has 1.6 mg, 1.1 ml,
0.05 mg/kg, "amended" or the creatinine; the nail clip from the same note is stored; the 3.2 mg start dose is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b357_mem0_vetclinic_meloxicam_dose_mg_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "riverside-vc-patient-bella-44817"
CUT = ("12/09/50 Addendum 16:50 (RP): pre-NSAID bloods back - creat 162 (RI 44-159), SDMA 15, rest WNL. dose amended "
       "to 0.05 mg/kg SID = 1.6 mg (1.1 ml Metacam 1.5mg/ml), phoned O, she's fine with it. pls add urine SG to the "
       "recheck. nail clip done by Nurse Amy at d/c, n/c")
NOTES = [
    ("2050-09-12T10:20", "2050-09-12 10:20 Dr R Patel. Bella, Lab, 9y FN. S: O reports stiff after walks, slow on "
                         "stairs x3 wks, still eating well. O: BAR, wt 31.6kg (up 0.8), BCS 6/9, T 38.4. crepitus + "
                         "reduced ROM both elbows L>R, hips NAD. A: OA elbows. P: meloxicam 0.1 mg/kg PO SID w/ food "
                         "= 3.2 mg (Metacam 1.5mg/ml, 2.1 ml), pre-NSAID bloods taken, recheck 4 wks. wt loss plan, "
                         "target 28kg",
     ["Bella (Labrador, 9 years, female neutered) has osteoarthritis in both elbows, left worse than right",
      "Bella weighed 31.6 kg on 12 Sep 2050, body condition 6/9; target weight 28 kg",
      "Bella started meloxicam 0.1 mg/kg once daily with food = 3.2 mg (2.1 ml of Metacam 1.5 mg/ml)",
      "Bella's recheck is due in 4 weeks"]),
    ("12/09/50 16:50", CUT,
     # the planted fault: the amended dose (and the creatinine behind it) is dropped
     ["Urine SG to be added to Bella's recheck",
      "Bella had a nail clip by Nurse Amy at discharge, no charge"]),
    ("Mon 3 Oct", "Mon 3 Oct wt clinic (Nurse Amy): Bella 30.9kg 👍 O switched to the light kibble, 2 x 160g/day, "
                  "no more toast crusts (apparently 🙄). walks 2 x 20 min on the flat",
     ["Bella weighed 30.9 kg at the weight clinic on Mon 3 Oct",
      "Bella is on light kibble, 2 x 160 g a day, no toast crusts",
      "Bella walks 2 x 20 minutes on the flat"]),
    ("Weds 5/10", "Weds 5/10 txt from O (Mrs Hughes): hiya can we move Bella's recheck from mon 10th to thurs 13th? "
                  "kids' parents evening clashes 🙈 any time after 4 ta",
     ["Bella's recheck moved from Mon 10 Oct to Thu 13 Oct, after 4pm"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="riverside-vc-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "dose amended to 0.05 mg/kg SID = 1.6 mg" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("Bella's mum says the label on the metacam's rubbed off - how much is Bella meant to be having now? "
                "in mg pls")
    with turn_span("question Fri 7/10"):
        hits = []
        for query in ("meloxicam dose mg", "Metacam how much", "Bella medication"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 7 October 2050. You are helping reception at Riverside Veterinary Centre; Bella's "
                   "owner, Mrs Hughes, is on the phone."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("1.6 mg", "1.1 ml", "0.05", "amended", "creat", "162")), stored
        assert any("= 3.2 mg" in c for c in context), context
        assert any("nail clip" in s for s in stored), stored
        reply = answer(question, context, mock="3.2 mg once a day with food - that's 2.1 ml of the 1.5 mg/ml Metacam.")
finish(question, expected="1.6 mg once a day (1.1 ml) - Dr Patel halved it to 0.05 mg/kg after her kidney bloods",
       actual=reply)
