"""Batch 264 (held out). An independent MOT and repair garage: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per workshop note and one for the question.

App: Bramley Road Garage (Dave, two mechanics, Jan on reception) do MOTs, servicing and repairs. Kev in the workshop
types his job notes into the garage's helper through the day with ``memory.add(messages, user_id=..., metadata=
{"time": ...})``; Jan asks it what to charge when a customer comes to collect.

Planted fault (ExtractionError, a fact dropped at extraction): Kev's 08:40 note has Mrs Okafor's Fiesta in for its
MOT (£54.85) and an interim service (£149); his 11.20 note has it failing on the nearside front pads and a split
rear wiper blade, which she okayed (£85 fitted and £12). His 2.10pm note says the retest passed and - with the
wheels off - Liam spotted the offside rear tyre down to 1.8 on the inside edge, she said just do it, one Falken
fitted for £78; and, in passing, Mr Pearce rang about his Astra clutch quote. The extraction keeps the retest and
Mr Pearce and drops the tyre. Question (Mon 6/3/51, 3.25pm, Jan): "Mrs Okafor's here for the Fiesta, what's her
bill?" -> expected £378.85 (54.85 + 149 + 85 + 12 + 78). The assistant says £300.85.

Expected verdict: ExtractionError at mem0.extract inside the 2.10pm add (fault() wraps that one add): the note given
to mem0 has the tyre and its £78, and what was made from it leaves that out, so the store never held the line the
total needs; the searches and the answer then worked faithfully on what was stored. Asserted: the note names the
Falken at £78; no stored memory or context line mentions a tyre, the Falken or £78; Mr Pearce's call from the same
note is stored; the MOT, service, pads and blade prices are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b264_mem0_mot_garage_bill_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bramley-rd-garage-workshop"
CUT = ("2.10pm Fiesta retest passed ✅ cert printed. while the wheels were off Liam spotted the o/s/r tyre's down to "
       "1.8 on the inside edge, rang her again + she said just do it, 1x Falken fitted £78 🙄 ALSO Mr Pearce rang "
       "re his Astra clutch quote, ring him back b4 5")
NOTES = [
    ("2051-03-06T08:40", "2051-03-06T08:40 Mrs Okafor's Fiesta (YR64) in for MOT + interim service, MOT £54.85, "
                         "service £149 as quoted. wants it back for half 3 - school run!!",
     ["Mrs Okafor's Fiesta is in on Mon 6/3 for an MOT and an interim service",
      "Mrs Okafor's Fiesta: MOT £54.85 and interim service £149, as quoted",
      "Mrs Okafor wants the Fiesta back by half 3 for the school run"]),
    ("11.20", "11.20 Fiesta's failed - n/s/f pads nearly down to the metal + the rear wiper blade's split. rang her, "
              "she's ok'd pads £85 fitted + blade £12. retest free same day",
     ["The Fiesta failed its MOT on the nearside front brake pads and a split rear wiper blade",
      "Mrs Okafor okayed front brake pads at £85 fitted and a rear wiper blade at £12",
      "The Fiesta's retest is free the same day"]),
    ("2.10pm", CUT,
     # the planted fault: the tyre and its £78 are dropped
     ["The Fiesta passed its MOT retest and the certificate is printed",
      "Mr Pearce rang about his Astra clutch quote - ring him back before 5"]),
    ("3.05pm", "3.05pm rang Mr Pearce back - Astra clutch £420 inc flywheel, he's ok'd it, booked in thurs 9th, "
               "parts from GSF. Transit's still waiting on its cambelt kit",
     ["Mr Pearce's Astra clutch is £420 including the flywheel, booked in Thursday 9th",
      "The Transit is still waiting on its cambelt kit"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bramley-rd-jobs-2051"))
    for i, (when, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {when}"):
            if note == CUT:
                assert "1x Falken fitted £78" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"time": when})
            else:
                memory.add(msgs, user_id=USER, metadata={"time": when})
    question = "Mrs Okafor's here for the Fiesta, what's her bill?"
    with turn_span("question Mon 6/3 3.25pm"):
        hits = []
        for query in ("Mrs Okafor Fiesta bill", "Fiesta work done prices", "what did she ok on the Fiesta"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 6 March 2051, 3.25pm. You are talking to Jan on reception at Bramley Road Garage."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("tyre", "falken", "£78", "1.8")), stored
        assert any("Mr Pearce rang" in s for s in stored), stored
        for price in ("£54.85", "£149", "£85", "£12"):
            assert any(price in c for c in context), (price, context)
        reply = answer(question, context, mock="£300.85 - MOT £54.85, interim service £149, front pads £85 and the "
                                               "wiper blade £12.")
finish(question, expected="£378.85 - MOT, service, pads and blade plus the £78 Falken tyre Liam fitted",
       actual=reply)
