"""Batch 198 (held out). An allotment association's open day: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Coton Hill Allotments (Shrewsbury) hold their open day on Sat 20th June 2043, 11-4 - plots open for visitors,
teas in the hut, a plant stall by the gate, the kids' sunflower competition. Keith (the association's secretary)
types his notes into the association's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
plot holders ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the note of 16th may asks everyone to pot up their
spares and bring them to the hut by Fri 19th, Maureen pricing them on the Saturday morning. Keith's note of Weds 3
Jun says the hut's being re-felted the week of the 15th, so it's locked all that week - plants for the stall go to
Maureen's plot (no. 14) instead, by Weds 17th at the latest, as she needs the Thursday to price them (she's at her
daughter's on the Friday); in the same note Brenda's doing a scone rota for the teas. The extraction keeps only the
scone rota line: the new drop-off day and place are never stored, so "the hut by Fri 19th" stays the only drop-off
stored. Question (Mon 15/6, Priya, who took on plot 31 in April): "when have I got to get my spare plants in for the
stall? got loads of tomato plants" -> expected by Weds 17th June, to Maureen's plot (no. 14) - the hut's shut for
the re-felting. The assistant says Fri 19th, at the hut.

Expected verdict: ExtractionError at mem0.extract inside the 3 Jun add (fault() wraps that one add): the note given to
mem0 moves the drop-off to Weds 17th at Maureen's plot, and what was made from it leaves that out, so the store never
held the fact the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note says Weds 17th and Maureen's plot; no stored memory or context line has the 17th, plot 14, the re-felting or
the hut being shut; the Fri 19th line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b198_mem0_allotment_plant_stall_dropoff_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "coton-hill-allotments-keith"
MOVED = ("re the open day - the hut's being re-felted the wk of the 15th so its locked all that week (about time, "
         "it leaks like a sieve) so plants for the stall to Maureen's plot instead, no. 14 by the water trough, by "
         "weds 17th latest. she needs thurs to price them up as she's at her daughter's fri. teas - Brenda's doing a "
         "scone rota, sign up on the board")
NOTES = [
    ("2043-05-04T19:30", "OPEN DAY sat 20th june 11-4 - plots open for visitors, teas in the hut, plant stall by the "
                         "gate, kids sunflower comp (judged 3ish). 22 plots opening up so far out of 38",
     ["The allotment open day is Sat 20 June, 11-4, with plots open, teas in the hut and a plant stall by the gate",
      "The kids' sunflower competition is judged at about 3",
      "22 of the 38 plots are opening up so far"]),
    ("16th may", "plant stall - pot up your spares pls, label them!! bring them to the hut by fri 19th, Maureen "
                 "pricing sat morning 8.30ish. pots in the green bin by the gate",
     ["Spare plants for the stall should be potted up, labelled and brought to the hut by Fri 19 June",
      "Maureen is pricing the plants on the Saturday morning at about 8.30",
      "Spare pots are in the green bin by the gate"]),
    ("Weds 3 Jun", MOVED,
     # the planted fault: the drop-off moving to Maureen's plot by Weds 17th is dropped
     ["Brenda is doing a scone rota for the teas; sign up on the board"]),
    ("9.6.", "parking - Frank says visitors can use his field next door, £2 in the bucket. raffle prizes: a "
             "wheelbarrow from Wilko, veg box, 2 bottles of plot 7's elderflower fizz",
     ["Visitors can park in Frank's field next door for a £2 donation",
      "Raffle prizes are a wheelbarrow from Wilko, a veg box and two bottles of elderflower fizz from plot 7"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="coton-hill-openday-43"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "Maureen's plot instead" in note and "by weds 17th latest" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when have I got to get my spare plants in for the stall? got loads of tomato plants"
    hits = []
    for query in ("when to bring spare plants for the plant stall", "plant stall drop off", "deadline for plants"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 15 June 2043. You are talking to Priya, who took on plot 31 at Coton Hill Allotments in "
               "April; the open day is Sat 20 June."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("17", "no. 14", "plot 14", "felt", "locked", "maureen's plot")), \
        stored
    assert any("brought to the hut by Fri 19 June" in c for c in context), context
    reply = answer(question, context, mock="By Friday 19th - bring them up to the hut, potted and labelled, and "
                                           "Maureen prices them on the Saturday morning.")
finish(question, expected="by Weds 17th June, to Maureen's plot (no. 14) - the hut's locked that week for the "
                          "re-felting", actual=reply)
