"""Batch 339 (held out). A veterinary clinic's patient records: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per record and one for the
question.

App: Fernside Veterinary Centre keep each patient's clinical record and phone log in the practice's helper; the
front desk types the record entries in with ``memory.add(messages, user_id=<patient id>, metadata={"date": ...})``
and owners ask the helper things through the practice app.

Planted fault (ExtractionError, a fact dropped at extraction): the consult entry of 2026-03-02 09:40 (Biscuit, Lab x,
32.4 kg, L carpal sprain, meloxicam) books the recheck 14 d out -> 2026-03-16 09:15 with A. Patel. The phone-log
entry of 2026-03-05 11:10 (a Thursday) says the owner is away 2026-03-14 -> 2026-03-22 so the recheck is moved fwd
to "Tue next wk", same time, same vet, and, in the same entry, a Bravecto chew dispensed and the vacc cert emailed to
the kennels. The extraction keeps the Bravecto and the kennel email and drops the moved recheck: 2026-03-16 stays
the only recheck stored. Question (2026-03-08, the owner): "when is Biscuit's recheck? need to book the morning off
work" -> expected Tue 2026-03-10 09:15 ("Tue next wk" said on Thu 2026-03-05 is Tue 2026-03-10; a temporal answer
resolved against the entry's own date). The assistant says Mon 2026-03-16 09:15.

Expected verdict: ExtractionError at mem0.extract inside the 2026-03-05 add (fault() wraps that one add): the entry
given to mem0 moves the recheck to Tue next week, and what was made from it leaves that out, so the store never held
the date the answer needs; the search and the answer worked faithfully on what was stored. Asserted: the entry says
the recheck moved fwd to Tue next wk; no stored memory or context line mentions 2026-03-10, a Tuesday, the move or
the owner being away; the Bravecto from the same entry is stored; the first entry's 2026-03-16 09:15 is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b339_mem0_vet_recheck_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fernside-pt-10482-biscuit"
CUT = ("TEL LOG 2026-03-05 11:10; caller: O (Mrs J. Hale); re: Biscuit #10482; O away 2026-03-14 -> 2026-03-22 "
       "(family wedding, Cornwall), so recheck moved fwd to Tue next wk, same time 09:15, same vet (AP) - diary "
       "amended; ALSO req. repeat Bravecto 20-40 kg x1 chew -> dispensed at desk, pd card GBP 38.50; Oakfield "
       "Kennels need vacc cert -> emailed 11:25 (KL)")
ENTRIES = [
    ("2026-03-02 09:40",
     "CONSULT 2026-03-02 09:40; PT: Biscuit #10482; K9, Lab x, MN, DOB 2019-05-11; wt 32.4 kg; O: Mrs J. Hale; Hx: "
     "L fore lameness 3 d, no trauma seen; O/E: pain on flexion L carpus, no swelling, T 38.6; Dx: soft tissue "
     "sprain L carpus; Rx: meloxicam 1.5 mg/mL oral susp, 0.1 mg/kg PO q24h w/ food x 14 d (2.2 mL); lead walks "
     "only; f/u: recheck 14 d -> 2026-03-16 09:15 w/ A. Patel MRCVS",
     ["Biscuit (Labrador cross, 32.4 kg, owner Mrs J. Hale) was seen on 2026-03-02 for a left carpal sprain",
      "Biscuit is on meloxicam 1.5 mg/mL, 2.2 mL once daily with food for 14 days, lead walks only",
      "Biscuit's recheck is booked for 2026-03-16 09:15 with A. Patel"]),
    ("2026-03-03 14:20",
     "TEL LOG 2026-03-03 14:20; c/b to O re dosing query: confirmed 2.2 mL q24h PO, NOT bid; O says eating well, "
     "lameness 'a bit better already'; PetPlan claim form signed + scanned to file. Correction to entry of "
     "2026-03-02: O mobile 07700 900418 (not ...481)",
     ["Biscuit's owner was told the meloxicam is 2.2 mL once a day, not twice",
      "Mrs Hale's mobile is 07700 900418",
      "Biscuit is eating well and the lameness is a bit better",
      "A PetPlan claim form for Biscuit was signed and scanned to file"]),
    ("2026-03-05 11:10", CUT,
     # the planted fault: the recheck moved to Tue next week is dropped
     ["Biscuit had one Bravecto 20-40 kg chew dispensed, paid GBP 38.50",
      "Oakfield Kennels were emailed Biscuit's vaccination certificate"]),
    ("2026-03-06 16:45",
     "ADMIN 2026-03-06 16:45; PetPlan claim ref PP-2026-118834 acknowledged, excess GBP 99; booster due 2026-09-11 "
     "(DHP + L4), reminder set",
     ["PetPlan acknowledged Biscuit's claim PP-2026-118834, excess GBP 99",
      "Biscuit's booster (DHP + L4) is due 2026-09-11"]),
]
EXTRACTED = {entry[:50]: facts for _, entry, facts in ENTRIES}
assert len(EXTRACTED) == len(ENTRIES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fernside-vet-records"))
    for i, (when, entry, _) in enumerate(ENTRIES, 1):
        msgs = [{"role": "user", "content": entry}]
        with turn_span(f"record-{i} {when}"):
            if entry == CUT:
                assert "recheck moved fwd to Tue next wk, same time 09:15" in entry
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": when})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": when})
    question = "when is Biscuit's recheck? need to book the morning off work"
    with turn_span("question 2026-03-08"):
        hits = []
        for query in ("Biscuit recheck appointment date", "when is the recheck", "follow up booking with A. Patel"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 2026-03-08. You are talking to Mrs J. Hale, owner of Biscuit (#10482), a patient of "
                   "Fernside Veterinary Centre."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("2026-03-10", "tue", "moved", "away", "wedding")), stored
        assert any("2026-03-16 09:15" in c for c in context), context
        assert any("Bravecto" in s for s in stored), stored
        reply = answer(question, context, mock="Biscuit's recheck is Mon 2026-03-16 at 09:15 with A. Patel.")
finish(question, expected="Tue 2026-03-10 09:15 with A. Patel - moved forward because the owner is away from the 14th",
       actual=reply)
