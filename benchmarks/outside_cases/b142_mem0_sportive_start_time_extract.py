"""Batch 142 (held out). A cycling club's sportive notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Dave is events sec of Calder Clarion CC and is putting on their sportive, the Calder Crusher (Sun 14th June,
HQ at the rugby club in Mytholmroyd; a 100 mile route, a 50 and a 25 mile family ride). He types his notes into the
club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it things when riders
and marshals email.

Planted fault (ExtractionError, omitted at extraction): Dave's note of 14/3 has the start times - the 100 milers off
at 8, the 50s at 9, the family ride at 10.30. His note of 22.3. says the council's events lady wants the 100s
through Hebden before the Sunday market vans start setting up on the square, so they're off at 7.30 now (sign-on
opens 6.45), the 50s stay at 9; and, in the same note, that Rotary are lending the big marquee for nothing and
Halfords in Halifax are sending 2 mechanics for the day. The extraction keeps the marquee and the mechanics and
drops the 100 mile start moving. Question (Tue 9/6, Sue, a rider on the 100): "what time do the 100 milers set off
sunday? need to book a taxi to the start" -> expected 7.30 (so they're through Hebden before the market sets up).
The assistant says 8am.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 moves the start and no memory made from it says so, while the other two facts in the same note were kept;
the search and the answer then worked on what was stored. Asserted: the note has the 7.30 and the market; no stored
memory or context line mentions them; the 14/3 line (100 mile at 8) and the marquee and mechanics lines from the
same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b142_mem0_sportive_start_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-clarion-dave"
MOVED = ("council events lady rang re the road closure notice - she wants the 100s thru Hebden before the sunday "
         "market vans start setting up on the square, so 100 milers off at 7.30 now, sign on opens 6.45. 50s stay at "
         "9. good news, Rotary lending us the big marquee for nowt, + Halfords in Halifax sending 2 mechanics for the "
         "day (need to feed them!)")
NOTES = [
    ("14/3", "CRUSHER sun 14th june, HQ rugby club Mytholmroyd. 100 mile off at 8, 50 mile at 9, family 25 at 10.30. "
             "entries £32/£25/£10, 400 cap on the 100. need 30 marshals min",
     ["The Calder Crusher sportive is on Sunday 14 June, HQ at the rugby club in Mytholmroyd",
      "Start times: the 100 mile route sets off at 8, the 50 mile at 9, the 25 mile family ride at 10.30",
      "Entries cost £32 for the 100, £25 for the 50 and £10 for the family ride; the 100 is capped at 400",
      "At least 30 marshals are needed"]),
    ("22.3.", MOVED,
     # the planted fault: the 100 mile start moving to 7.30 (the market on the square) is dropped; the rest is kept
     ["Rotary are lending the big marquee for the sportive, free",
      "Halfords in Halifax are sending 2 mechanics for the day; they need feeding"]),
    ("Weds 8 Apr", "timing chips from Racetek, £1.20 a rider, they set up fri eve. St John's doing first aid 8.30-5, "
                   "2 bikes + the ambulance at HQ. Marg doing the tea urn",
     ["Racetek are doing the timing chips at £1.20 a rider and set up the Friday evening",
      "St John's are doing first aid from 8.30 to 5 with 2 bikes and an ambulance at HQ",
      "Marg is doing the tea urn"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-clarion"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "7.30" in note and "market" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do the 100 milers set off sunday? need to book a taxi to the start"
    hits = []
    for query in ("start time 100 mile route sets off", "road closure Hebden market start moved",
                  "marquee mechanics sign on"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 9 June 2037. You are talking to Sue, who has entered the 100 mile route of the Calder "
               "Crusher."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("100 mile route sets off at 8" in c for c in context), context
    assert any("marquee" in c for c in context) and any("2 mechanics" in c for c in context), context
    assert not any(w in s for s in stored + context for w in ("7.30", "market", "6.45", "sign on")), stored
    reply = answer(question, context, mock="8am from the rugby club in Mytholmroyd.")
finish(question, expected="7.30 - they want the 100s through Hebden before the market sets up", actual=reply)
