"""Batch 324 (held out). A nappy library (reusable nappies): mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Calder Cloth Bums is a volunteer-run nappy library in Hebden Bridge in spring 2051 - parents hire a trial kit of
reusable nappies (newborn or birth-to-potty) for a few weeks before buying their own, £10 hire and a £20 deposit,
with a monthly drop-in at the children's centre for fitting help. Gemma (the co-ordinator) types her notes into the
library's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Gemma's note of 2051-01-09T20:10 has the trial kits
out for 4 weeks, £10 hire, £20 deposit back when the kit comes back complete. Her note of Weds 15 Mar says the
committee met last night and everyone gets 6 wks with a trial kit now (4 wasn't long enough to get the hang of the
wash routine, and the newborn kits are sitting on the shelf anyway) - and, in the same note, that Tots Bots have
donated 10 bamboo fitteds and please no fabric conditioner, it kills the absorbency. The extraction keeps the
donation and the fabric conditioner and drops the 6 weeks: 4 weeks stays the only hire length stored. Question
(Sat 1/4, Hannah, who picked up a kit on Sat 25th March): "how long do I get the trial kit for? picked it up sat
25th, trying to work out when it's due back" -> expected 6 weeks, so back by Sat 6th May. The assistant says 4
weeks, back by Sat 22nd April.

Expected verdict: ExtractionError at mem0.extract inside the Weds 15 Mar add (fault() wraps that one add): the note
given to mem0 makes the hire 6 weeks, and what was made from it leaves that out, so the store never held the length
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says 6 wks;
no stored memory or context line mentions 6 weeks, the committee or the wash routine; the fitteds and the fabric
conditioner from the same note are stored; the first note's 4 weeks is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b324_mem0_nappy_library_trial_kit_how_long_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-cloth-bums-gemma"
CUT = ("Weds 15 Mar - commitee mtg last nite, we're giving everyone 6 wks w/ the trial kits now not 4 - 4 just isn't "
       "long enough to get the hang of the wash routine + the newborn ones are sat on the shelf anyway. ALSO Tots Bots "
       "have donated 10 bamboo fitteds 🙌 and pls pls remind ppl NO fabric conditioner, it kills the absorbency")
NOTES = [
    ("2051-01-09T20:10", "2051-01-09T20:10 trial kits 🧷 newborn or birth-to-potty, out for 4 weeks, £10 hire + £20 "
                         "deposit (back when the kit comes back complete, washed, not tumbled). collect at the drop-in",
     ["Trial kits (newborn or birth-to-potty) are hired out for 4 weeks",
      "A trial kit costs £10 hire plus a £20 deposit, returned when the kit comes back complete and washed",
      "Trial kits are collected at the drop-in"]),
    ("2/2", "2/2 drop-in's 1st sat of the month at the children's centre, 10-12, Lou does fitting help, bring baby if "
            "u can. there's a changing mat out",
     ["The drop-in is the first Saturday of the month at the children's centre, 10-12",
      "Lou does fitting help at the drop-in"]),
    ("Weds 15 Mar", CUT,
     # the planted fault: the move to 6 weeks is dropped
     ["Tots Bots donated 10 bamboo fitted nappies",
      "Parents should not use fabric conditioner on the nappies because it kills the absorbency"]),
    ("Tue 21st march", "Tue 21st march waiting list for the newborn kits is down to 2!! returns can go in the box at "
                       "the children's centre reception if u can't make a sat, label it w/ ur name",
     ["The waiting list for newborn kits is down to 2",
      "Returns can go in the box at the children's centre reception, labelled with your name"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-cloth-bums-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "giving everyone 6 wks w/ the trial kits now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how long do I get the trial kit for? picked it up sat 25th, trying to work out when it's due back"
    with turn_span("question Sat 1/4"):
        hits = []
        for query in ("trial kit hire length weeks", "when is the trial kit due back", "nappy kit hire"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 1 April 2051. You are talking to Hannah, who hired a trial kit from Calder Cloth "
                   "Bums nappy library on Sat 25 March."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("6 w", "six w", "committee", "commitee", "wash routine")), stored
        assert any("hired out for 4 weeks" in c for c in context), context
        assert any("fitted" in s for s in stored) and any("fabric conditioner" in s for s in stored), stored
        reply = answer(question, context, mock="4 weeks - so it's due back Sat 22nd April (the drop-in or the "
                                               "returns box at reception).")
finish(question, expected="6 weeks - due back Sat 6th May (the committee gave everyone 6 weeks from March)",
       actual=reply)
