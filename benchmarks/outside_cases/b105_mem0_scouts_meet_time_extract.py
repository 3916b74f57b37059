"""Batch 105 (held out). A Scout group's summer camp notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gareth, GSL of 3rd Haverhill Scouts, drops quick notes about the summer camp (Sat 25/7 - Sat 1/8 at Walesby
Forest) into the camp helper; each goes in with ``memory.add(messages, user_id="3rd-hav-camp", metadata=...)`` and
mem0's LLM pulls out the facts. Leaders and parents ask the helper.

Planted fault (ExtractionError, omitted at extraction): the note of 18/7 says Baxters rang, their minibus failed
its MOT so the parents' cars are doing the run, and because the cars are slower and need to stop at Markham Moor
everyone meets at the hut at 6.45 for 7 sharp; kit trailer goes Fri night with Phil. The extraction keeps the kit
trailer and the Markham Moor stop and drops the new meet time. The note of 2/7 (minibus from the hut 8.30, be
there 8.15) is still in memory. Question (Fri 24/7, Mrs Okafor, a parent giving a lift): "what time do i need to be
at the hut tmrw morning?" -> expected quarter to seven. The assistant says quarter past eight.

Expected verdict: ExtractionError at mem0.extract inside the 18/7 add (fault() wraps that one add). Asserted: the
note has 6.45; no stored memory or context line has the new time, while the 2/7 line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b105_mem0_scouts_meet_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "3rd-hav-camp"
BAX = ("Baxters rang - minibus failed MOT (brakes) so its parents cars for the run up, see lift rota. cars slower + "
       "we'll stop at markham moor for loos so meet at the hut 6.45 for 7 sharp!! kit trailer goes up fri nite "
       "w Phil as planned")
NOTES = [
    ("2/7", "camp travel: Baxters minibus from the hut sat 25th, leaves 8.30 so be there 8.15 pls. 21 scouts + "
            "me + Jo. back sat 1st approx 4pm. Walesby Forest site 6 (by the lake)",
     ["Camp travel: Baxters minibus leaves the scout hut on Saturday 25 July at 8.30; be there at 8.15",
      "21 scouts plus Gareth and Jo are going to camp",
      "Camp is at Walesby Forest, site 6 by the lake; back Saturday 1 August around 4pm"]),
    ("9th July", "kit list out to parents - sleeping bag (NOT a duvet Harvey), roll mat, wellies, torch, 2 "
                 "jumpers, no phones! pocket money max £20 in a named envelope",
     ["Kit list: sleeping bag (not a duvet), roll mat, wellies, torch, two jumpers; no phones",
      "Pocket money is at most £20 in a named envelope"]),
    ("18/7", BAX,
     # the planted fault: the new meet time is dropped
     ["The kit trailer goes up to camp on Friday night with Phil",
      "The journey to camp stops at Markham Moor for the toilets"]),
    ("Mon 20th", "Phil's patrol leaders meeting - patrols are Kestrels (Amira PL), Otters (Ben PL), Foxes (Lily "
                 "PL). Otters on cooking day 1, spag bol",
     ["Patrols: Kestrels (PL Amira), Otters (PL Ben), Foxes (PL Lily)",
      "The Otters cook on day one: spaghetti bolognese"]),
    ("22.7", "Ellis's mum - he has hayfever, piriton in his washbag, 1 a day. medical forms all in bar the Nowaks",
     ["Ellis has hay fever; his Piriton is in his washbag, one a day",
      "All medical forms are in except the Nowaks'"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hav_camp"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == BAX:
                assert "6.45 for 7 sharp" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do i need to be at the hut tmrw morning? doing a lift for the Otters lot"
    with turn_span("question Fri 24/7"):
        hits = []
        for query in ("meet at the scout hut time Saturday", "travel to camp leaving time", "lift rota cars"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 24 July 2037, 7pm. You are talking to Mrs Okafor, a parent driving on Saturday."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("be there at 8.15" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("6.45", "quarter to 7", "7 sharp", "mot", "parents cars")), stored
        reply = answer(question, context, mock="Quarter past eight - the bus leaves the hut at 8.30 and they want "
                                               "everyone there by 8.15.")
finish(question, expected="6.45 - quarter to seven, they're going at 7", actual=reply)
