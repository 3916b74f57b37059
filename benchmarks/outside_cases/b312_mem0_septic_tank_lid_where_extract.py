"""Batch 312 (held out). A septic tank emptying service: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per job note and one for the question.

App: Holme Valley Tankers empty septic tanks and cesspits round the farms and cottages above Holmfirth - one big
tanker and one small one, Kev and Dave driving, Sharon in the office. Sharon types the job notes into the firm's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the drivers ask it things from the cab.

Planted fault (ExtractionError, a fact dropped at extraction): Sharon's customer note of 2050-03-02T08:40 has Lower
Fold Farm (the Pickles) - a 3000 gallon tank, the lid behind the big barn under the tarp, a 40m hose run. Her note
of Thurs 7 Apr books them for Tues 12th am and says the Pickles had the yard concreted over the winter, so the old
lid behind the barn is under the new slab now and the builders have put a new hatch in the paddock by the field
gate (green plastic lid) - plus, in passing, paying by bank transfer this time and mind the new cattle grid. The
extraction keeps the booking, the bank transfer and the cattle grid and drops the new hatch. Question (Tue 12/4,
7.15am, Kev): "where's the tank lid at Lower Fold? don't want to be wandering round their fields w/ the hose" ->
expected in the paddock by the field gate, the green plastic lid (the old one's under the new concrete). The
assistant says behind the big barn, under the tarp.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 7 Apr add (fault() wraps that one add): the
note given to mem0 moves the lid to the paddock, and what was made from it leaves that out, so the store never held
the place the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names the new hatch in the paddock; no stored memory or context line mentions the paddock, the green lid, the slab
or the concrete; the cattle grid from the same note is stored; the first note's "behind the big barn" is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b312_mem0_septic_tank_lid_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hv-tankers-office-sharon"
CUT = ("Thurs 7 Apr - Mrs Pickle rang to book, tues 12th am 👍 they've had the yard concreted over the winter + the "
       "old lid behind the barn's under the new slab now 🙄 so the builders put a new hatch in the paddock by the "
       "field gate, green plastic lid, shorter run for us anyway. paying by bank transfer this time not cheque, "
       "and she says mind the new cattle grid, its a bit lively")
NOTES = [
    ("2050-03-02T08:40", "2050-03-02T08:40 LOWER FOLD FARM (the Pickles), Hade Edge - 3000 gal septic tank, lid's "
                         "behind the big barn under the tarp, abt 40m hose run from the yard. annual, due april. "
                         "dog's soft as anything, ignore the barking",
     ["Lower Fold Farm (the Pickles, Hade Edge) has a 3000 gallon septic tank",
      "At Lower Fold Farm the tank lid is behind the big barn under the tarp",
      "Lower Fold Farm is about a 40m hose run from the yard",
      "Lower Fold Farm is emptied once a year, due in April",
      "The dog at Lower Fold Farm is friendly despite the barking"]),
    ("11/3", "11/3 big tanker's in for its MOT thurs 17th so nothing booked for it that day pls. Kev's off w/c "
             "21st, Dave driving",
     ["The big tanker's MOT is Thursday 17th March, nothing to be booked for it that day",
      "Kev is off the week commencing 21st March and Dave is driving"]),
    ("Thurs 7 Apr", CUT,
     # the planted fault: the new hatch in the paddock by the field gate is dropped
     ["Lower Fold Farm is booked for Tuesday 12th April, morning",
      "Lower Fold Farm is paying by bank transfer this time, not cheque",
      "Mind the new cattle grid at Lower Fold Farm"]),
    ("Mon 11/4", "Mon 11/4 Esholt have put tipping up to £32 a load from the 1st 😤 Kev's got Lower Fold + Brook "
                 "Cottage tmrw then 2 at Slaithwaite in the pm, small tanker",
     ["Tipping at Esholt is £32 a load from 1st April",
      "Kev has Lower Fold and Brook Cottage on Tuesday, then 2 jobs at Slaithwaite in the afternoon, small tanker"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hv-tankers-jobs-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "new hatch in the paddock by the field gate, green plastic lid" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the tank lid at Lower Fold? don't want to be wandering round their fields w/ the hose"
    with turn_span("question Tue 12/4 7.15am"):
        hits = []
        for query in ("Lower Fold Farm tank lid", "where is the septic tank at Lower Fold", "Pickles farm access"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 12 April 2050, 7.15am. You are talking to Kev, a driver for Holme Valley Tankers."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("paddock", "green", "slab", "concrete", "hatch")), stored
        assert any("behind the big barn under the tarp" in c for c in context), context
        assert any("cattle grid" in s for s in stored), stored
        reply = answer(question, context, mock="Behind the big barn, under the tarp - about a 40m run from the yard.")
finish(question, expected="in the paddock by the field gate - the green plastic lid; the old one's under the new "
                          "concrete", actual=reply)
