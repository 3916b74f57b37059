"""Batch 109 (held out). A hill farm's lambing notebook: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gwen and Huw run Pantglas, a sheep farm above Llandysul, 600 ewes lambing in March. Whoever is on the shed
drops a note into the farm helper at the end of a shift; each goes into mem0 with ``memory.add(messages,
user_id="pantglas-lambing", metadata={"shift": ...})`` and mem0's LLM pulls out the facts. The next one on asks it.

Planted fault (ExtractionError, omitted at extraction): Huw's night note (Tue 9/3 into Wed) says three sets of
twins and a triplet overnight, the yellow 42 ewe in pen 6 pushed her prolapse out again about 4am so he rang the
vet and Alun from Teifi Vets is coming out first thing, 7.15 Weds, to stitch her; the colostrum's nearly gone. The
extraction keeps the twins, the triplet and the colostrum and drops the vet call and its time. An earlier note (the
7th) says Teifi Vets do farm visits after morning surgery, usually from about 11. Question (Wed 10/3, 6.30am,
Gwen): "what time's alun coming for the pen 6 ewe? need to have her in the crush" -> expected quarter past seven
this morning. The assistant says nothing's booked that it can see, vet visits are usually from about 11.

Expected verdict: ExtractionError at mem0.extract inside the Tue-night add (fault() wraps that one add). Asserted:
the note has 7.15 and Alun; no stored memory or context line has the visit time, while the 'from about 11' line is
in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b109_mem0_lambing_vet_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pantglas-lambing"
NIGHT = ("nights tue->wed, Huw. 3 sets twins + a triplet (the old mule in pen 2, all sucking). yellow 42 in pen 6 "
         "pushed the prolapse out AGAIN abt 4am, retainer no good, rang the emergency no. - Alun (Teifi Vets) coming "
         "out first thing 7.15 weds to stitch her. colostrum nearly gone, 2 packets left")
NOTES = [
    ("Sat 6/3 days", "Gwen days. 14 lambed in the big shed, 1 dead single (big lamb, backwards). iodine + rings done "
                     "on all of them. feed lorry Mon am",
     ["On Saturday 6 March 14 ewes lambed in the big shed and one large single lamb was born dead",
      "All of Saturday's lambs had iodine and rings done",
      "The feed lorry is due on Monday morning"]),
    ("7.3.", "rang Teifi re the lame tup - they do farm visits after morning surgery, usually from abt 11, £38 call "
             "out + whatever. booked him for thurs",
     ["Teifi Vets do farm visits after morning surgery, usually from about 11am, with a £38 call-out fee",
      "The lame tup is booked in with Teifi Vets for Thursday"]),
    ("mon 8th", "yellow 42 (pen 6, the broken mouthed one) started to prolapse pm, put a retainer in + harness. keep "
                "an eye, shes due any day. Huw on nights all this wk, me days, Rhys weekend",
     ["Ewe yellow 42 in pen 6 began to prolapse on 8 March; a retainer and harness were fitted",
      "Huw is on nights all this week, Gwen on days and Rhys at the weekend"]),
    ("Tue 9/3 nights", NIGHT,
     # the planted fault: the vet call and its time are dropped
     ["Three sets of twins and a set of triplets were born on the night of Tuesday 9 March; the triplets are from "
      "the old mule in pen 2 and all are sucking",
      "Ewe yellow 42 in pen 6 pushed her prolapse out again at about 4am on Wednesday and the retainer did not hold",
      "Only 2 packets of colostrum are left"]),
    ("wed 10th early", "fed round done 6, all ok apart from 42. order colostrum pls gwen - the Lamlac one not the "
                       "cheap stuff",
     ["The morning feed round on 10 March was done by 6am",
      "Colostrum needs ordering - the Lamlac brand"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pantglas"))
    for i, (shift, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {shift}"):
            msgs = [{"role": "user", "content": note}]
            if note == NIGHT:
                assert "7.15" in note and "Alun" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"shift": shift})
            else:
                memory.add(msgs, user_id=USER, metadata={"shift": shift})
    question = "what time's alun coming for the pen 6 ewe? need to have her in the crush"
    with turn_span("question Wed 10/3 6.30am"):
        hits = []
        for query in ("vet visit time pen 6 ewe", "yellow 42 prolapse", "Teifi Vets farm visit"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 10 March 2038, 6.30am. You are talking to Gwen, starting the day shift."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("usually from about 11am" in c for c in context), context
        assert not any("7.15" in s or "Alun" in s or "stitch" in s for s in stored + context), stored
        reply = answer(question, context, mock="I can't see a time booked for 42 - Teifi Vets usually do farm visits "
                                               "after morning surgery, from about 11.")
finish(question, expected="quarter past 7 this morning, he's stitching her", actual=reply)
