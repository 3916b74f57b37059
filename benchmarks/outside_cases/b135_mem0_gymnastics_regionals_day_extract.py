"""Batch 135 (held out). A gymnastics club's squad notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Dawn, head coach at Oakfield Gymnastics Club, types her squad notes - competitions, entries, kit, coaches'
paperwork, the hall - into her helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it
things when she's sorting lifts and the minibus.

Planted fault (ExtractionError, omitted at extraction): the note of Mon 4 May has the Level 3 regionals on Sat 16th
May at Kingsway Leisure Centre (Derby), warm-up 8.45, five girls entered. Dawn's note of 11/5 says the regional sec
emailed - Kingsway double-booked the Saturday so the L3 regionals are now Sun 17th, same times, same venue - and, in
the same note, that the new squad leotards came (£38 each, parents to pay by the 22nd) and Kirsty's DBS renewal came
through. The extraction keeps the leotards and the DBS and drops the move to the Sunday. Question (Thu 14/5, Dawn):
"what day's the L3 regionals again? need to book the minibus from the school" -> expected Sun 17th May (Kingsway
double-booked the Saturday). The assistant says Sat 16th.

Expected verdict: ExtractionError at mem0.extract inside the 11/5 add (fault() wraps that one add): the note handed
to mem0 said the regionals are now on Sun 17th and no memory made from it says so, while the other two facts from
the same note were kept; the searches and the answer then worked on what was stored. Asserted: the note says SUN
17th; no stored memory or context line mentions the 17th or the double booking; the 4 May line (Sat 16th) and the
leotard and DBS lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b135_mem0_gymnastics_regionals_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dawn-oakfield-gym"
MOVE = ("email from the regional sec - Kingsway have double booked the sat (some dog show?!) so L3 regionals now SUN "
        "17th, same times same venue. ALSO new squad leos arrived, £38 each, parents to pay by the 22nd pls. "
        "Kirsty's DBS renewal finally came thru so she can do the sat rec class again")
NOTES = [
    ("Mon 4 May", "regionals entries in!! L3 squad - sat 16th may at Kingsway Leisure Centre (Derby), warm up 8.45 "
                  "comp 9.30. Ruby, Isla, Freya, Maisie + Jas. £18 each entry, club paid",
     ["Level 3 squad regionals on Saturday 16 May at Kingsway Leisure Centre, Derby: warm-up 8.45, competition 9.30",
      "Entered for the L3 regionals: Ruby, Isla, Freya, Maisie and Jas; £18 entry each, paid by the club"]),
    ("11/5", MOVE,
     # the planted fault: the move to Sun 17th is dropped; the other two facts from the note are kept
     ["New squad leotards have arrived, £38 each; parents to pay by 22 May",
      "Kirsty's DBS renewal has come through, so she can take the Saturday recreational class again"]),
    ("Tue 12th", "beam padding split again, gaffa taped it for now. Jas's mum asking about grade 4 badges - told her "
                 "june. hall hire going up to £42/hr from sept boo",
     ["The beam padding has split again and is taped up for now",
      "Jas's mum asked about grade 4 badges; they will be in June",
      "Hall hire goes up to £42 an hour from September"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dawn-oakfield-gym"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "L3 regionals now SUN 17th" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the L3 regionals again? need to book the minibus from the school"
    hits = []
    for query in ("L3 regionals day date Kingsway", "regionals Sunday Saturday moved", "leotards DBS squad"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 14 May 2037. You are talking to Dawn, head coach at Oakfield Gymnastics Club."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("Saturday 16 May at Kingsway" in c for c in context), context
    assert any("leotards" in c for c in context) and any("DBS" in c for c in context), context
    assert not any("17" in s or "Sunday" in s or "double" in s for s in stored + context), stored
    reply = answer(question, context, mock="Saturday 16th May at Kingsway in Derby - warm-up's 8.45, so the minibus "
                                           "wants to leave about 7.30.")
finish(question, expected="Sun 17th May - Kingsway double-booked the Saturday, same times and venue", actual=reply)
