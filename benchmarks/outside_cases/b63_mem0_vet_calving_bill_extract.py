"""Batch 63 (held out). A small mixed vet practice's farm round: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Wyeside Vets (two farm vets, Sarah and Rhys, and Jen on reception, Hay-on-Wye) dictate a note after each farm
call into mem0 with ``memory.add(messages, user_id="wyeside-farm", metadata={"date": ...})``; mem0's LLM pulls the
facts out, and Jen asks the assistant when she does the monthly bills. Nine notes, Nov 2027.

Planted fault (ExtractionError, omitted at extraction): Sarah's note of the 2am calving at Hollins Farm: "Hollins Fm
(Mr Pryce) tues 16th - rang 2.10am, calving, heifer, big bull calf, pulled him alive w the jack, cow up + eating by
4. oxytocin + metacam left. bill it as visit 65 + out of hrs 90 + drugs 38 pls Jen, he's fine w that, I told him
on the night". The extraction keeps the calving, the visit fee and the drugs, and drops the £90 out-of-hours
charge and the time of the call. Question (Thu 18/11, Jen): "how much do I put on Hollins Farm's bill for the
calving?" -> expected £193 (65 + 90 + 38). The assistant adds up what it has: £103.

Expected verdict: ExtractionError at mem0.extract inside the 16/11 add (fault() wraps that one add). Asserted: the
note has the out-of-hours 90; no stored memory mentions it (nor 193, nor the 2.10am call), while the visit fee and
the drugs from the same note are in the context. Another reading: none that we see; the searches return every
memory and no other note gives Hollins Farm's out-of-hours charge.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b63_mem0_vet_calving_bill_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wyeside-farm"
CALVING = ("Hollins Fm (Mr Pryce) tues 16th - rang 2.10am, calving, heifer, big bull calf, pulled him alive w the "
           "jack, cow up + eating by 4. oxytocin + metacam left. bill it as visit 65 + out of hrs 90 + drugs 38 pls "
           "Jen, he's fine w that, I told him on the night")
NOTES = [
    ("2027-11-01", "Jen - price list for farms from 1/11: farm visit £65 flat, mileage free inside 15 miles, TB "
                   "testing per head as before (£3.10), drugs at list",
     ["Farm visit fee is £65 flat from 1 November, mileage free within 15 miles",
      "TB testing is £3.10 per head", "Drugs are charged at list price"]),
    ("2/11/27", "Brook Farm (the Hales) - TB test 140 head, injected today, read fri 5th. 2 reactors last yr so "
                "fingers crossed",
     ["Brook Farm (the Hales) had 140 cattle TB tested on 2 November, reading on Friday 5th",
      "Brook Farm had two TB reactors last year"]),
    ("Fri 5 Nov", "Brook read - all clear!! Mr Hale v relieved, bought us bacon butties",
     ["Brook Farm's TB reading on 5 November was all clear"]),
    ("2027-11-09", "Cwm Isaf (Gwen Morgan) ewes scanning tues 23rd - 380 ewes, Rhys + the scanner man, 7am start, "
                   "she'll have them penned",
     ["Gwen Morgan at Cwm Isaf has 380 ewes to scan on Tuesday 23 November, 7am, with Rhys"]),
    ("11.11", "Hollins - Mr Pryce says 4 heifers due to calve next fortnight, asked us to keep the calving jack in "
              "the truck",
     ["Mr Pryce at Hollins Farm has four heifers due to calve in the next fortnight"]),
    ("2027-11-16", CALVING,
     # the planted fault: the out-of-hours charge (and the 2.10am call) is not extracted
     ["Sarah calved a heifer at Hollins Farm (Mr Pryce) on 16 November: a big bull calf pulled alive with the jack",
      "The Hollins Farm heifer was up and eating afterwards; oxytocin and metacam were left",
      "Hollins Farm calving bill: visit £65 and drugs £38"]),
    ("Wed 17th", "Rhys - lame bull at Pentre, foul in the foot, long acting pen, recheck in a wk if not better",
     ["Rhys treated a lame bull at Pentre for foul in the foot on 17 November, recheck in a week if needed"]),
    ("17/11/2027", "reminder Jen - Gwen Morgan pays by cheque end of month, don't chase her b4 the 30th",
     ["Gwen Morgan pays by cheque at the end of the month; don't chase before the 30th"]),
    ("2027-11-18", "Pryce rang - calf doing great, named him Sarah lol (he didn't know it was a boy's name thing)",
     ["Mr Pryce says the Hollins calf is doing well and named it after Sarah"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wyeside-farm"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == CALVING:
                assert "out of hrs 90" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much do I put on Hollins Farm's bill for the calving?"
    with turn_span("question Thu 18/11"):
        hits = []
        for query in (question, "Hollins Farm calving bill Mr Pryce", "farm visit fee price list out of hours"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 18 November 2027. You are talking to Jen, who does the bills."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("visit £65 and drugs £38" in c for c in context), context
        assert any("bull calf pulled alive" in c for c in context), context
        assert not any("90" in s or "193" in s or "out of h" in s.lower() or "2.10" in s for s in stored + context), \
            stored
        reply = answer(question, context, mock="£103 - the £65 visit plus £38 of drugs (oxytocin and metacam).")
finish(question, expected="£193 all in - it was a 2am call, so the £90 out-of-hours goes on top of the visit and drugs",
       actual=reply)
