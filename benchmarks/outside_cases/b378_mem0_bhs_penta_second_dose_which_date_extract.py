"""Batch 378 (held out). A barangay health station's bakuna (vaccination) days: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: the Dalig Ilaya Barangay Health Station (Purok 1-5, Brgy. Dalig Ilaya, San Teodoro de Lunas) holds bakuna day every
Wednesday, 8am, with Ma'am Cora (the midwife) and the BHWs. Ate Jocelyn (a BHW) types her notes into the station's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the mommies ask it when to come back.

Planted fault (ExtractionError, a fact dropped at extraction): Ate Jocelyn's note of 02/18/2026 has baby Princess
Mae Ramos (Purok 3, mommy Aileen) getting Penta1 + OPV1 + PCV1 and coming back after 4 weeks for the 2nd dose, Wed
03/18, 8am. Her note of Thu 3/12 passes on Ma'am Cora's text: no bakuna on Wed 3/18 - the RHU needs the cold room
for the MR campaign - so all the 2nd doses move to the Friday after, same time 8am (Fri 03/20); and, in passing, the
OPT weigh-in in Purok 3 is done, 2 underweight, referred to Ma'am Cora. The extraction keeps the weigh-in and drops
the move: Wed 03/18 stays the only date stored. Question (Mon 3/16, Aileen): "Ate, kailan po ulit yung bakuna ni
Princess Mae? para makapag-paalam ako sa trabaho" -> expected Friday, 03/20/2026, 8am. The assistant says Wed 03/18.

Expected verdict: ExtractionError at mem0.extract inside the Thu 3/12 add (fault() wraps that one add): the note
given to mem0 moves the 2nd doses to the Friday after 3/18, and what was made from it leaves that out, so the store
never held the date the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note has the move; no stored memory or context line mentions the Friday, 3/20, the cold room or the MR
campaign; the weigh-in from the same note is stored; the first note's Wed 03/18 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b378_mem0_bhs_penta_second_dose_which_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bhs-dalig-ilaya-bhw-jocelyn"
CUT = ("Thu 3/12 - text from Ma'am Cora: WALANG BAKUNA sa Wed 3/18 po, kailangan ng RHU yung cold room for the MR "
       "campaign 😩 so lahat ng 2nd dose ilipat sa Friday after, same time 8am. paki-text na lang po mga mommies sa "
       "purok nyo. also - tapos na OPT weigh-in sa Purok 3, 2 underweight, ni-refer ko na kay Ma'am Cora")
NOTES = [
    ("02/18/2026", "02/18/2026 BAKUNA DAY 💉 14 babies today. Baby Princess Mae Ramos (Purok 3, mommy Aileen) - "
                   "Penta1 + OPV1 + PCV1 done, walang lagnat after. balik for 2nd dose after 4 wks - Wed 03/18, 8am. "
                   "nakasulat na sa baby book",
     ["Baby Princess Mae Ramos (Purok 3, mother Aileen) got Penta1, OPV1 and PCV1 on 02/18/2026",
      "Princess Mae is due back for her 2nd dose on Wed 03/18, 8am",
      "14 babies were vaccinated on bakuna day 02/18/2026"]),
    ("03/02/2026", "3/2 stock check - Penta 18 vials, PCV 12, OPV 3 vials, BCG ok pa. ref temp 4°C ok. pinalitan "
                   "na ni Kuya Edwin yung thermometer ng ref (₱350, reimburse sa brgy)",
     ["Vaccine stock on 3/2: Penta 18 vials, PCV 12, OPV 3 vials, BCG enough",
      "The vaccine ref is at 4°C; Kuya Edwin replaced its thermometer (₱350, reimbursed by the barangay)"]),
    ("Thu 3/12", CUT,
     # the planted fault: the move of the 2nd doses to the Friday after is dropped
     ["The OPT weigh-in in Purok 3 is done: 2 underweight children, referred to Ma'am Cora"]),
    ("Sat 3/14", "Sat the 14th house visits Purok 3 - Lola Pacing BP 150/90, pinainom na ng gamot. Ate Aileen "
                 "nagtanong kung may libreng vitamins si baby, sabi ko dalhin nya yung baby book pag balik nila",
     ["Lola Pacing (Purok 3) had BP 150/90 on Sat 3/14 and was given her medicine",
      "Aileen asked about free vitamins for her baby; she should bring the baby book when they come back"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bhs-dalig-ilaya-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "lahat ng 2nd dose ilipat sa Friday after" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "Ate, kailan po ulit yung bakuna ni Princess Mae? para makapag-paalam ako sa trabaho"
    with turn_span("question Mon 3/16"):
        hits = []
        for query in ("2nd dose bakuna date", "kailan ang bakuna ni Princess Mae", "bakuna day schedule"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon, March 16, 2026. You are talking to Aileen Ramos, mommy of baby Princess Mae "
                   "(Purok 3), at the Dalig Ilaya Barangay Health Station."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("friday", "3/20", "cold room", "mr campaign", "walang bakuna")), stored
        assert any("2nd dose on Wed 03/18, 8am" in c for c in context), context
        assert any("OPT weigh-in" in s for s in stored), stored
        reply = answer(question, context, mock="Sa Wed po, 03/18, 8am dito sa health station - 2nd dose na ni "
                                               "Princess Mae (Penta, OPV, PCV). Dalhin nyo po yung baby book.")
finish(question, expected="Friday, 03/20/2026, 8am - walang bakuna sa Wed 3/18, ginamit ng RHU ang cold room "
                          "for the MR campaign", actual=reply)
