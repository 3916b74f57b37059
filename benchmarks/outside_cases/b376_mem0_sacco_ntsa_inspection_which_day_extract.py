"""Batch 376 (held out). A matatu SACCO's fleet notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Kijani Line Sacco run 14-seaters on the Mto Safi - town route. Wanjiru (the Sacco secretary) types the fleet
notes into the Sacco's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` - inspections,
remittance targets, reflective jackets, fuel - and the drivers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Wanjiru's note of 02/03/2026 books the NTSA
inspection of KDQ 218M for Thu 19/03 at the Mlima Tatu testing centre, 9am. Her note of Thu 12/03/2026 says NTSA
called jana - their brake machine is down - so they've moved KDQ 218M to kesho kutwa (the Saturday), not the 19th,
same time same centre; and, in passing, reflective jackets for all the makangas from Monday at 450 bob each and
the new Sacco stickers have come. The extraction keeps the jackets and the stickers and drops the new day: Thu 19th
stays the only inspection day stored. Question (Fri 13/03/2026, Kamau, the driver of KDQ 218M): "sasa, ile
inspection ya KDQ 218M ni siku gani? nataka kupanga off day yangu" -> expected Sat 14th March (kesho), kesho kutwa
from Wanjiru's Thursday note. The assistant says Thu 19th March.

Expected verdict: ExtractionError at mem0.extract inside the 12/03 add (fault() wraps that one add): the note given
to mem0 moves the inspection to kesho kutwa, and what was made from it leaves that out, so the store never held the
day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
"kesho kutwa"; no stored memory or context line mentions kesho kutwa, Saturday, the brake machine or "moved"; the
jackets from the same note are stored; the first note's Thu 19/03 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b376_mem0_sacco_ntsa_inspection_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kijani-line-sacco-wanjiru"
CUT = ("Thu 12/03/2026 - wasee NTSA wamepiga simu jana, machine yao ya brakes iko down 🙄 so wameshift KDQ 218M to "
       "kesho kutwa (Sat) si the 19th tena, same time 9am same centre. ALSO reflective jackets kwa makangas wote "
       "from Mon, 450 bob each, tuta-deduct kwa remittance. na stickers mpya za Sacco zimefika, pick ur 2 at the "
       "office")
NOTES = [
    ("02/03/2026", "02/03/2026 NTSA inspection ya KDQ 218M booked Thu 19/03 at Mlima Tatu testing centre, 9am. Kamau "
                   "apeleke, carry logbook + insurance cert + speed governor cert. fee 2,150 nimelipa via eCitizen",
     ["The NTSA inspection of KDQ 218M is booked for Thu 19/03 at Mlima Tatu testing centre, 9am",
      "Kamau takes KDQ 218M to the inspection with the logbook, insurance cert and speed governor cert",
      "The inspection fee of 2,150 was paid via eCitizen"]),
    ("05/03/2026", "05/03/2026 daily remittance target ya 14-seaters ni 3,500 from Mon 9th, fuel bado iko kwa owner. "
                   "send by 9pm to paybill 804417 acc ni number plate",
     ["The daily remittance target for the 14-seaters is 3,500 from Mon 9th",
      "Fuel is still on the owner",
      "Remittance goes by 9pm to paybill 804417 with the number plate as the account"]),
    ("Thu 12/03/2026", CUT,
     # the planted fault: the move to kesho kutwa (Sat 14th) is dropped
     ["Reflective jackets for all makangas from Monday, 450 bob each, deducted from remittance",
      "The new Sacco stickers have arrived, 2 per vehicle to pick at the office"]),
    ("Fri 13th", "Fri 13th diesel imepanda tena 🥲 182.40 per litre at the Kwa Mbogo pump. madere wajaze full tank "
                 "kabla ya 6am rush, receipts kwa group",
     ["Diesel is 182.40 per litre at the Kwa Mbogo pump",
      "Drivers should fill a full tank before the 6am rush and post receipts in the group"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kijani-line-fleet-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "kesho kutwa (Sat) si the 19th tena" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "sasa, ile inspection ya KDQ 218M ni siku gani? nataka kupanga off day yangu"
    with turn_span("question Fri 13/03/2026"):
        hits = []
        for query in ("NTSA inspection day KDQ 218M", "when is the inspection", "Mlima Tatu testing centre"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 13 March 2026. You are talking to Kamau, driver of KDQ 218M with Kijani Line Sacco."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("kesho kutwa", "sat ", "saturday", "14th", "brake", "moved", "shift")), stored
        assert any("booked for Thu 19/03 at Mlima Tatu" in c for c in context), context
        assert any("jackets" in s for s in stored), stored
        reply = answer(question, context, mock="Ni Thu 19th March, 9am at Mlima Tatu testing centre - carry the "
                                               "logbook, insurance cert na speed governor cert.")
finish(question, expected="Sat 14th March (kesho) - NTSA moved it to kesho kutwa from Thu 12th, brake machine down",
       actual=reply)
