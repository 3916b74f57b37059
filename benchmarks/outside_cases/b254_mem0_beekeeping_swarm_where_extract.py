"""Batch 254 (held out). A beekeeping association's swarm-call log: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Calder & Ryburn Beekeepers' Association run a swarm line every May and June - the public ring in a swarm, a
collector goes out with a box, and every swarm goes into quarantine before anyone keeps it. Marion (the swarm
coordinator) types her log notes into the association's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the collectors ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Marion's note of 2051-04-28T20:10 says every swarm
collected goes to the association apiary at Hollins Farm for six weeks' quarantine, not into the collector's own
apiary. Her note of Tues 16 May says Hollins Farm is full (nine colonies in quarantine plus Ken's two nucs, and Mr
Hollins says no more this year, his cows were getting stung), so swarms go to Jean's out-apiary at Cragg Top from
now, gate code 1066, stands out - and, in passing, varroa boards back in the shed and the honey show entry forms are
out. The extraction keeps the varroa boards and the honey show and drops the move: Hollins Farm stays the only
place stored. Question (Thu 25/5, Dave, a collector): "got a swarm in a box off a wheelie bin in Mytholmroyd 🐝
where do I take it? it's in the car" -> expected Jean's out-apiary at Cragg Top (gate code 1066). The assistant says
Hollins Farm.

Expected verdict: ExtractionError at mem0.extract inside the Tues 16 May add (fault() wraps that one add): the note
given to mem0 sends swarms to Cragg Top, and what was made from it leaves that out, so the store never held the
place the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names Cragg Top; no stored memory or context line mentions Cragg Top, the gate code, the out-apiary or Hollins Farm
being full; the varroa boards from the same note are stored; the first note's Hollins Farm line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b254_mem0_beekeeping_swarm_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-ryburn-bka-swarms-marion"
CUT = ("Tues 16 May - Hollins Farm's full!! 9 colonies in quarantine + Ken's 2 nucs, + Mr Hollins says no more this "
       "yr (fair enough, his cows were getting stung 😬) so swarms go to Jean's out-apiary at Cragg Top from now, gate "
       "code 1066, she's put stands out. ALSO varroa boards back in the shed pls, + honey show entry forms are out, "
       "closing date 1st sept")
NOTES = [
    ("2051-04-28T20:10", "2051-04-28T20:10 SWARM SEASON 🐝 swarm line's live from 1st May, calls to me or Trev. "
                         "collectors pls ring in b4 u go out. ALL collected swarms go to the assoc apiary at Hollins "
                         "Farm for quarantine (6 wks min, brood checked b4 they go to anyone), NOT into ur own apiary",
     ["Swarm line is live from 1st May, calls go to Marion or Trev",
      "Collectors should ring in before going out to a swarm",
      "All collected swarms go to the association apiary at Hollins Farm for at least 6 weeks of quarantine, "
      "not into collectors' own apiaries"]),
    ("8/5", "8/5 busy wk!! 3 calls - bus shelter at Luddenden (Dave got it, lovely big prime), the vicarage hedge "
            "(Trev), + one that was bumblebees in a compost bin 🙄 pls ask callers for a photo first",
     ["3 swarm calls in the week to 8/5: Luddenden bus shelter (Dave), vicarage hedge (Trev), and bumblebees in a "
      "compost bin",
      "Ask swarm callers to send a photo first"]),
    ("Tues 16 May", CUT,
     # the planted fault: the move to Jean's out-apiary at Cragg Top is dropped
     ["Varroa boards should go back in the shed",
      "Honey show entry forms are out, closing date 1st Sept"]),
    ("Sun 21st May", "Sun 21st May swarm suits + the spare nuc boxes are in the boot of my car if anyone needs one, "
                     "text me. + reminder don't go up ladders on ur own, no swarm's worth a broken hip",
     ["Spare swarm suits and nuc boxes are in the boot of Marion's car, text her for one",
      "Don't go up ladders alone for a swarm"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crbka-swarms-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "swarms go to Jean's out-apiary at Cragg Top from now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "got a swarm in a box off a wheelie bin in Mytholmroyd 🐝 where do I take it? it's in the car"
    with turn_span("question Thu 25/5"):
        hits = []
        for query in ("where do collected swarms go", "swarm quarantine apiary", "taking a swarm after collecting"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 25 May 2051. You are talking to Dave, a swarm collector for Calder & Ryburn "
                   "Beekeepers' Association."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("cragg", "1066", "out-apiary", "jean", "full", "no more this")), stored
        assert any("Hollins Farm for at least 6 weeks of quarantine" in c for c in context), context
        assert any("Varroa boards" in s for s in stored), stored
        reply = answer(question, context, mock="Take it to the association apiary at Hollins Farm - it'll go into "
                                                "quarantine there for at least 6 weeks.")
finish(question, expected="Jean's out-apiary at Cragg Top (gate code 1066) - Hollins Farm's full", actual=reply)
