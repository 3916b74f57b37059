"""Batch 114 (held out). A hairdresser's client notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jade, who rents a chair at Tangles on Mill St, drops her client notes (bookings, colours, prices) into the salon
helper; each goes into mem0 with ``memory.add(messages, user_id=..., metadata={"date": ...})``. Chloe, the junior,
asks it what to get ready.

Planted fault (ExtractionError, omitted at extraction): Jade's note of Weds 8 Apr says Dionne's scalp has been sore
since her last bleach (the GP says dermatitis), so NO lightener this time, just a gloss + trim; same note moves her
Sat 16th may booking to half 2 (she's at her nan's in the morning) and says she'll pay the £20 deposit on the day.
Extraction keeps the new time and the deposit and drops the no-lightener / gloss + trim. The 14/3 note (balayage
booked sat 16th may 1.30pm, £140, warmer than last time) is in memory. Question (Fri 15/5, Chloe): "is dionne still
having the balayage tmrw? need to know if im mixing up bleach" -> expected no: a gloss and trim, no lightener. The
assistant says yes, balayage at 2.30.

Expected verdict: ExtractionError at mem0.extract inside the 8 Apr add (fault() wraps that one add), because the
fact that decides the answer was in the note given to mem0 and never became a memory; retrieval and the answer
then worked on what was stored. Asserted: the note has the no-lightener line; no stored memory or context line has
it (no "lightener", "gloss" or "bleach"), while the 14/3 balayage line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b114_mem0_salon_dionne_balayage_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tangles-jade"
CHANGE = ("dionne rang - scalp's been really sore since the last bleach, GP says dermatitis, so NO lightener this "
          "time, just a gloss + trim. keep the 16th but can we do half 2, she's at her nan's in the morning. + "
          "she'll pay the £20 deposit on the day not online")
NOTES = [
    ("14/3", "Dionne Walsh - balayage booked sat 16th may 1.30pm w me, 3hrs, £140. wants it warmer than last time, "
             "more caramel less ash, she hated the grey tone",
     ["Dionne Walsh has a balayage booked with Jade on Saturday 16 May at 1.30pm, 3 hours, £140",
      "Dionne wants her balayage warmer than last time: more caramel, less ash"]),
    ("22.3.", "kerry-ann colour 5.4 + 6.43 half n half, 20 vol, 35 mins. she's off to Leeds in june so last few "
              "appts, gutted. tips well lol",
     ["Kerry-Ann's colour is 5.4 and 6.43 mixed half and half with 20 vol, 35 minutes",
      "Kerry-Ann is moving to Leeds in June"]),
    ("Weds 8 Apr", CHANGE,
     # the planted fault: the no-lightener / gloss + trim line is dropped
     ["Dionne's appointment on 16 May moves to 2.30pm because she is at her nan's in the morning",
      "Dionne will pay her £20 deposit on the day rather than online"]),
    ("28/4", "price rise from 1st may - cut + blow £38 (was 35), balayage from £150. honour anything already booked "
             "at the old price. new price cards in the drawer",
     ["From 1 May a cut and blow-dry is £38 and balayage starts at £150",
      "Bookings made before the price rise keep the old price"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tangles"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == CHANGE:
                assert "NO lightener" in note and "gloss + trim" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "is dionne still having the balayage tmrw? need to know if im mixing up bleach"
    with turn_span("question Fri 15/5"):
        hits = []
        for query in ("Dionne balayage Saturday", "Dionne colour lightener bleach", "Dionne appointment change"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 15 May 2037. You are talking to Chloe, the junior at Tangles."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("balayage booked" in c and "16 May" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context for w in ("lightener", "gloss", "bleach")), stored
        reply = answer(question, context, mock="Yes - balayage at 2.30 now (moved from 1.30), warmer and more "
                                               "caramel, so mix the lightener for then.")
finish(question, expected="No - no lightener this time (her scalp), just a gloss and a trim at half 2", actual=reply)
