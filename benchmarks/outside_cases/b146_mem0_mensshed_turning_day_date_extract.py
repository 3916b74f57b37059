"""Batch 146 (held out). A Men's Shed's woodturning open day notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Trevor is secretary of Ripponden Men's Shed and is putting on a woodturning open day for the village (three
lathes going, a demonstrator from the Calder turners' club, bowl blanks, tea and bacon butties). He types his notes
into the shed's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and it answers folk who
ask about the day.

Planted fault (ExtractionError, omitted at extraction): Trevor's note of 14/3 has the day on Sat 16/5, 10-3 at the
shed. His note of 22.3. says he rang the Calder turners - Colin, their demo man, can't do the 16th, he's on their
stand at the Harrogate show, so the shed is going for Sun 17th May instead, same times; and, in the same note, that
Brian's got a load of spalted beech off the tree surgeon for blanks and that the tea urn's leaking from the tap
again. The extraction keeps the beech and the urn and drops the day moving. Question (Tue 12/5, Sheila from the
village): "what day is the woodturning thing at the shed? want to bring my grandson, he's doing DT" -> expected
Sunday 17th May (Colin the demonstrator is at the Harrogate show on the Saturday). The assistant says Sat 16th May.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 moves the day and no memory made from it says so, while the other two facts in the same note were kept; the
search and the answer then worked on what was stored. Asserted: the note has the Sunday and Harrogate; no stored
memory or context line mentions them; the 14/3 line (Sat 16 May) and the beech and urn lines from the same note are
in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b146_mem0_mensshed_turning_day_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ripponden-shed-trevor"
MOVED = ("rang the Calder turners re the demo - Colin cant do the 16th, hes on their stand at Harrogate show all "
         "wkend, so we're going for sun 17th may instead, same times 10-3. Brian's got a load of spalted beech off "
         "the tree surgeon for blanks (lovely stuff). + the tea urn's leaking from the tap AGAIN, can someone look")
NOTES = [
    ("14/3", "TURNING DAY - sat 16/5, 10-3 at the shed. 3 lathes going: the Record, the Axminster + Dennis's old "
             "Myford. £5 on the door incl tea + a bacon butty. Calder turners sending a demo man",
     ["The woodturning open day is on Saturday 16 May, 10 till 3, at the shed",
      "Three lathes will be going: the Record, the Axminster and Dennis's old Myford",
      "Entry is £5 on the door including tea and a bacon butty",
      "The Calder turners' club is sending a demonstrator"]),
    ("22.3.", MOVED,
     # the planted fault: the day moving to Sunday 17th (Colin at the Harrogate show) is dropped; the rest is kept
     ["Brian has a load of spalted beech from the tree surgeon for bowl blanks",
      "The tea urn is leaking from the tap again and needs looking at"]),
    ("Weds 8 Apr", "dust extractor sorted, new bag £38 from Axminster. face shields + specs in the grey cupboard, "
                   "Gordon doing 1st aid. posters up at the Co-op, the library + the Golden Lion",
     ["The dust extractor is fixed with a new £38 bag",
      "Face shields and safety specs are in the grey cupboard",
      "Gordon is doing first aid on the day",
      "Posters are up at the Co-op, the library and the Golden Lion"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ripponden-shed"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "sun 17th may" in note and "Harrogate" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day is the woodturning thing at the shed? want to bring my grandson, he's doing DT"
    hits = []
    for query in ("woodturning open day date saturday", "Calder turners demonstrator Colin day moved",
                  "spalted beech blanks tea urn"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 12 May 2037. You are talking to Sheila from the village, who wants to bring her "
               "grandson to Ripponden Men's Shed's woodturning open day."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("Saturday 16 May, 10 till 3" in c for c in context), context
    assert any("spalted beech" in c for c in context) and any("tea urn" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("sunday", "17", "harrogate")), stored
    reply = answer(question, context, mock="Saturday 16th May, 10 till 3 at the shed - £5 on the door with a "
                                           "brew and a bacon butty.")
finish(question, expected="Sunday 17th May, 10-3 - Colin the demonstrator's at the Harrogate show on the Saturday",
       actual=reply)
