"""Batch 203 (held out). A WI's summer fair: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Condover WI's summer fair is Sat 14th July 2046, 2-4.30 - stalls (cakes, plants, books, bric-a-brac), a tombola,
teas and a dog show. Sheila (the WI's secretary) types her notes into the WI's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members running stalls ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Sheila's first note (2046-05-09T20:15) has the fair on
the rec. Her note of Weds 13 Jun says the council are reseeding the rec at the end of June and it's roped off till
August, so Rev Tom says they can have the fair in the vicarage garden (same times; he's moving the hens); in the same
note she asks the cake stall to label everything with ingredients this year (the nut allergy thing). The extraction
keeps only the cake-labels line: the move to the vicarage garden is never stored, so "the fair is on the rec" stays
the only place stored. Question (Tue 10/7, Brenda, who runs the plant stall): "where's the fair this sat? my son's
dropping the plants off in his van first thing" -> expected the vicarage garden (the rec's being reseeded). The
assistant says on the rec.

Expected verdict: ExtractionError at mem0.extract inside the Weds 13 Jun add (fault() wraps that one add): the note
given to mem0 says where the fair has gone and why, and what was made from it leaves that out, so the store never held
the place the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says vicarage garden and reseeding; no stored memory or context line has the vicarage, Rev Tom, the reseeding or the
hens; the "on the rec" line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b203_mem0_wi_fair_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "condover-wi-summer-fair-sheila"
MOVED = ("Weds 13 Jun - council are reseeding the rec end of june + it's roped off till aug 😤 so Rev Tom says we can "
         "have the fair in the vicarage garden, same times, he's moving the hens lol. ALSO cake stall pls label "
         "everything w/ ingredients this yr, the nut allergy thing")
NOTES = [
    ("2046-05-09T20:15", "SUMMER FAIR 🌼 sat 14th july 2-4.30 on the rec. cakes, plants, books, bric a brac, tombola, "
                         "teas + the dog show. Pauline's doing the floats",
     ["The WI summer fair is on Saturday 14 July, 2pm to 4.30pm, on the rec",
      "The fair will have cake, plant, book and bric-a-brac stalls, a tombola, teas and a dog show",
      "Pauline is doing the floats for the fair"]),
    ("22.5.", "tombola - prizes to me by 7th july pls, tickets ending 0 or 5 win. dog show judge is the vet from "
              "Dorrington, 3 classes, waggiest tail etc",
     ["Tombola prizes should go to Sheila by 7 July",
      "Tombola tickets ending in 0 or 5 win",
      "The dog show is judged by the vet from Dorrington and has 3 classes"]),
    ("Weds 13 Jun", MOVED,
     # the planted fault: the move to the vicarage garden is dropped
     ["The cake stall should label everything with ingredients this year because of nut allergies"]),
    ("4/7", "floats - £20 each for cakes, plants, books + tombola, £30 teas. Pauline's getting change from the bank "
            "fri. plant stall set up from 1.30pm, Brenda's in charge",
     ["Each stall gets a £20 float and the teas get £30; Pauline is getting change from the bank on Friday",
      "The plant stall sets up from 1.30pm and Brenda is in charge of it"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="condover-wi-fair-46"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "vicarage garden" in note and "reseeding the rec" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the fair this sat? my son's dropping the plants off in his van first thing"
    hits = []
    for query in ("where is the summer fair", "fair venue", "plant stall set up"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 10 July 2046. You are talking to Brenda, who runs the plant stall at Condover WI's summer "
               "fair (Sat 14 July)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("vicarage", "rev tom", "reseed", "hens", "roped off")), stored
    assert any("2pm to 4.30pm, on the rec" in c for c in context), context
    reply = answer(question, context, mock="On the rec, 2 till 4.30 - the plant stall sets up from 1.30.")
finish(question, expected="the vicarage garden - the rec's being reseeded and is roped off, so Rev Tom's having it "
                          "at the vicarage", actual=reply)
