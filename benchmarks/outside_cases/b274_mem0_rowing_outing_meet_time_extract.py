"""Batch 274 (held out). A rowing club's Saturday outings: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Calder Rowing Club's masters squad go out every Saturday morning from the boathouse at Elland Bridge - a
coxed four and a double, Bev coaching from the launch, breakfast at the cafe after. Bev types her squad notes into
the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; rowers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Bev's note of 2050-03-04T18:10 has the Saturday
outings meeting at 7.30 at the boathouse, on the water by 8. Her note of Thurs 23/3 says the canal trust are
draining the lock pound below the weir from 9 on Saturdays through April, so the squad must be off the water by 9 -
from this Saturday they meet at 6.45 - and, in passing, that the new blades have come and Gill's back from her
shoulder. The extraction keeps the blades and Gill and drops the new meet time: 7.30 stays the only time stored.
Question (Fri 24/3, Martin): "what time we meeting tmrw? need to tell the wife if I'm having the car" -> expected
6.45 (off the water by 9 for the lock works). The assistant says 7.30.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 23/3 add (fault() wraps that one add): the note
given to mem0 has the 6.45 meet, and what was made from it leaves that out, so the store never held the time the
answer needs; the search and the answer worked faithfully on what was stored. Asserted: the note names 6.45; no
stored memory or context line mentions 6.45, the lock or the draining; the new blades from the same note are
stored; the first note's 7.30 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b274_mem0_rowing_outing_meet_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-rc-masters-bev"
CUT = ("Thurs 23/3 - canal trust are draining the lock pound below the weir from 9 on sats all thru april 🙄 so we "
       "HAVE to be off the water by 9. from this sat we meet 6.45 at the boathouse, sorry sorry. ALSO new blades "
       "have come (the blue ones, be nice to them) and Gill's back from her shoulder, welcome back G!!")
NOTES = [
    ("2050-03-04T18:10", "SAT OUTINGS 🚣 masters squad, meet 7.30 at the boathouse, on the water by 8. coxed four + "
                         "the double, I'll be in the launch. cafe after for bacon butties as per",
     ["The masters squad's Saturday outings meet at 7.30 at the boathouse, on the water by 8",
      "Saturday outings are a coxed four and the double, with Bev coaching from the launch",
      "Breakfast at the cafe after the Saturday outing"]),
    ("11/3", "11/3 crews for sat: 4+ Martin, Gill (if shoulder ok), Raj, Pete, cox Lucy. double Sue + Andy. pls "
             "sign the outing book before u boat",
     ["Saturday crews: coxed four Martin, Gill, Raj, Pete with Lucy coxing; double Sue and Andy",
      "Sign the outing book before boating"]),
    ("Thurs 23/3", CUT,
     # the planted fault: the 6.45 meet is dropped
     ["New blades have arrived (the blue ones)",
      "Gill is back rowing after her shoulder"]),
    ("sun 19th", "sun 19th - river was up to amber boards this wk but back on green now. lifejackets for the cox "
                 "always, Lucy's got the new one",
     ["The river is back on green boards",
      "The cox must always wear a lifejacket; Lucy has the new one"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-rc-masters-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "from this sat we meet 6.45 at the boathouse" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time we meeting tmrw? need to tell the wife if I'm having the car"
    with turn_span("question Fri 24/3"):
        hits = []
        for query in ("saturday outing meet time", "what time do we meet at the boathouse", "on the water by"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 24 March 2050. You are talking to Martin, who rows in Calder Rowing Club's masters "
                   "squad."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("6.45", "lock", "drain", "off the water by 9")), stored
        assert any("meet at 7.30 at the boathouse" in c for c in context), context
        assert any("blades" in s for s in stored), stored
        reply = answer(question, context, mock="7.30 at the boathouse, on the water by 8 - so you'll want the car "
                                               "from about 7.")
finish(question, expected="6.45 at the boathouse - they've to be off the water by 9 for the lock works",
       actual=reply)
