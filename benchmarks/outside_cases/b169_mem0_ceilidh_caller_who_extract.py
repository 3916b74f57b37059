"""Batch 169 (held out). A village hall ceilidh's organiser notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Thornby village hall's spring ceilidh is Sat 24th March 2040 - The Reel Deal (a five-piece) playing, a caller
walking everyone through the dances, stovies and a veggie chilli from the WI at the interval, the Plough running the
bar. Alison, who organises it, types her notes into the hall committee's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; people coming ask it about the night.

Planted fault (ExtractionError, a fact dropped at extraction): Alison's note of 14/2 has Morag calling as always. Her
note of Weds 7 Mar says Morag's hip op has come through for the 20th so she's out, and her pal Duncan from Kelso is
calling for them instead (he did the Gala one); in the same note, the band want to get in about 6 to set up and need two
13 amp sockets by the stage, and the raffle prizes go to Sheila. The extraction keeps the band and the raffle lines and
drops Morag being out and Duncan calling. Question (Thu 22/3, Fiona, new to the village): "who's calling on sat? my
husband's nervous about the dancing, is it someone who explains it all first?" -> expected Duncan, Morag's pal from
Kelso (Morag's out after her hip op). The assistant says Morag.

Expected verdict: ExtractionError at mem0.extract inside the Weds 7 Mar add (fault() wraps that one add): the note
handed to mem0 names Duncan as the caller and what was made from it never mentions him or Morag's op, so the store kept
only the 14/2 line with Morag calling; the search and the answer worked faithfully on what was stored. Asserted: the
note has Duncan; no stored memory or context line mentions Duncan, Kelso or the hip op; Morag's 14/2 line and the band's
set-up line from the same 7 Mar note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b169_mem0_ceilidh_caller_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "thornby-hall-alison"
OUT = ("bad news - Morag's hip op has come thro for the 20th so she's out 😢 her pal Duncan from Kelso's going to call "
       "for us, he did the Gala one + ppl loved him. band want in 6ish to set up, need 2 x 13amp by the stage (tell "
       "Bill). raffle prizes to Sheila's pls not mine")
NOTES = [
    ("14/2", "ceilidh sat 24th march!! Reel Deal booked, £450 for the 5 of them. Morag calling as always, she does "
             "a walk thro of every dance first so nobody panics. WI doing stovies + a veggie chilli at the interval, "
             "Plough running the bar. tix £12, kids £6",
     ["Thornby village hall ceilidh is on Saturday 24 March; The Reel Deal (five-piece) are booked for £450",
      "Morag is calling the ceilidh, as always; she walks everyone through each dance first",
      "The WI are doing stovies and a veggie chilli at the interval; the Plough is running the bar",
      "Ceilidh tickets are £12, children £6"]),
    ("Weds 7 Mar", OUT,
     # the planted fault: Morag being out and Duncan calling are dropped; the band and raffle lines are kept
     ["The band want to get in about 6 to set up and need two 13 amp sockets by the stage",
      "Raffle prizes should go to Sheila's"]),
    ("16th march", "keys off Bill fri night. chairs round the sides, tables for the food at the kitchen end, "
                   "Sheila's got 22 raffle prizes (!!)",
     ["Alison is getting the hall keys from Bill on Friday night",
      "Chairs go round the sides and food tables at the kitchen end",
      "Sheila has 22 raffle prizes"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="thornby-ceilidh-2040"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == OUT:
            assert "Duncan from Kelso's going to call" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's calling on sat? my husband's nervous about the dancing, is it someone who explains it all first?"
    hits = []
    for query in ("who is calling the ceilidh", "caller walks through the dances", "band set up on the night",
                  "first time at the ceilidh"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 22 March 2040. You are talking to Fiona, who is new to Thornby and coming to the village "
               "hall ceilidh (Sat 24 March) with her husband."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("duncan" in s.lower() or "kelso" in s.lower() or "hip" in s.lower() for s in stored + context), \
        stored
    assert any("Morag is calling the ceilidh" in c for c in context), context
    assert any("band want to get in about 6" in c for c in context), context
    reply = answer(question, context, mock="Morag - she calls it every year and walks everyone through each dance "
                                           "first, so your husband will be fine.")
finish(question, expected="Duncan, Morag's pal from Kelso - Morag's out after her hip op", actual=reply)
