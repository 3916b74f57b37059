"""Batch 140 (held out). A WI jam-making day's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Val is secretary of Thornsett WI and is organising their jam-making day at the village hall (the hall kitchen,
Edna's big preserving pans, a target of 200 jars for the stall at the Whit fair); she types her notes into the
WI's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it things when members ring.

Planted fault (ExtractionError, omitted at extraction): Val's note of 14/3 has the jam day on Sat 16th May, 9.30
start, at the village hall. Her note of 22.3. says Sandra took a wedding reception for the 16th without looking at
the hall diary, so the jam day's Sat 23rd, same times, and Margaret's told the fruit farm - and, in the same note,
that Joan's got 30lb of rhubarb off her allotment for nothing, the sugar's on offer at Booths (89p a kilo, get
40kg) and the new gingham-top labels are printed. The extraction keeps the rhubarb, the sugar and the labels and
drops the date. Question (Mon 11/5, Pat): "what date's the jam day? need to book it off at work" -> expected Sat
23rd May (the hall's got a wedding on the 16th). The assistant says Saturday 16th May.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 moves the day and no memory made from it says so, while the other three facts in the same note were kept;
the search and the answer then worked on what was stored. Asserted: the note has the wedding and the 23rd; no
stored memory or context line mentions them; the 14/3 line (Saturday 16 May) and the rhubarb and sugar lines from
the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b140_mem0_jamday_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "thornsett-wi-val"
MOVED = ("rang the hall abt the 16th - Sandra's only gone + taken a wedding reception for that sat w/o looking in the "
         "diary!! so jam day is sat 23rd, same times, Margaret's told Pickerings abt the strawbs. on the plus side "
         "Joan's got 30lb of rhubarb off her allotment, free, + sugar's on offer at Booths 89p a kilo so get 40kg. "
         "new labels printed - Thornsett WI w the gingham tops, v smart")
NOTES = [
    ("14/3", "JAM DAY - sat 16th may at the village hall, 9.30 start till we're done (4ish?). hall kitchen + Edna's "
             "big preserving pans x3. aim 200 jars for the Whit fair stall, 140 washed so far from the jar appeal",
     ["The WI jam-making day is Saturday 16 May at the village hall, starting 9.30 and finishing about 4",
      "Edna is lending her three big preserving pans for the jam day",
      "The aim is 200 jars for the Whit fair stall; 140 washed jars have come in from the jar appeal so far"]),
    ("22.3.", MOVED,
     # the planted fault: the date move (wedding on the 16th, so Sat 23rd) is dropped; the other facts are kept
     ["Joan has 30lb of rhubarb from her allotment for the jam day, free",
      "Sugar is on offer at Booths at 89p a kilo; buy 40kg",
      "New labels are printed: Thornsett WI with gingham tops"]),
    ("Weds 8 Apr", "Pickerings doing us 25kg of polytunnel strawbs at £3/kg, collect the fri eve before. jam "
                   "thermometer's gone walkabout, Betty thinks she lent it to the scouts. need muslin for the "
                   "redcurrant jelly",
     ["Pickerings farm will supply 25kg of polytunnel strawberries at £3 a kilo, collected the Friday evening before",
      "The jam thermometer is missing; Betty may have lent it to the scouts",
      "Muslin is needed for the redcurrant jelly"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="thornsett-wi"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "wedding reception" in note and "sat 23rd" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what date's the jam day? need to book it off at work"
    hits = []
    for query in ("jam making day date Saturday village hall", "hall booking wedding jam day moved",
                  "rhubarb sugar labels strawberries"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 11 May 2037. You are talking to Pat, a member of Thornsett WI."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("Saturday 16 May" in c for c in context), context
    assert any("rhubarb" in c for c in context) and any("89p a kilo" in c for c in context), context
    assert not any(w in s for s in stored + context for w in ("wedding", "23", "Sandra", "diary")), stored
    reply = answer(question, context, mock="Saturday 16th May, at the village hall from 9.30.")
finish(question, expected="Sat 23rd May - the hall's got a wedding on the 16th", actual=reply)
