"""Batch 217 (held out). A village hall pantomime: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Clun Village Hall Players put on Aladdin on 22-24 January 2049 in the hall - auditions in September, scripts
from Lazy Bee, rehearsals Sundays and Thursdays, Widow Twankey the dame as every year. Sue (the director) types her
notes into the Players' helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the cast and the
wardrobe team ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Sue's first note (2048-09-03T20:10) has Trev saying yes
to Widow Twankey again, his ninth year as dame. Her note of 22.9. says Trev rang - his hip op's come through for 10th
December and there's no way he'll be on his feet for January, so he's doing prompt instead and Twankey is going to
Dilwyn from the bowls club (brilliant at the read-through, cracking Welsh accent) - and, in passing, that the scripts
came from Lazy Bee (24 copies at £4, in the cupboard under the stage). The extraction keeps the scripts and drops
the whole casting change: Trev stays the only dame stored. Question (Sun 18/10, Bev, who runs wardrobe): "who's our
Twankey this yr?? need to get them measured for the frocks" -> expected Dilwyn from the bowls club (Trev's having
his hip done, he's on prompt). The assistant says Trev.

Expected verdict: ExtractionError at mem0.extract inside the 22.9. add (fault() wraps that one add): the note given
to mem0 puts Dilwyn in the part, and what was made from it leaves him (and Trev's op) out, so the store never held
the dame the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says "Twankey's going to Dilwyn"; no stored memory or context line mentions Dilwyn, the bowls club, the hip or
prompt; the scripts from the same note are stored; the first note's Trev line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b217_mem0_panto_dame_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clun-hall-players-sue"
RECAST = ("22.9. Trev rang 😢 his hip op's come thru for 10th dec, no way he'll be on his feet for jan so he's going "
          "to do prompt instead. so Twankey's going to Dilwyn from the bowls club - he was brilliant at the "
          "read-through, does a cracking welsh accent. ALSO scripts came from Lazy Bee, 24 copies @ £4, they're in "
          "the cupboard under the stage")
NOTES = [
    ("2048-09-03T20:10", "PANTO 🎭 aladdin!! 22-24 jan in the hall. auditions tues 15th + thurs 17th sept, 7.30ish. "
                         "Widow Twankey - Trev's said yes again (9th yr as our dame lol), Abanazar + the princess up "
                         "for grabs",
     ["The pantomime is Aladdin, 22-24 January 2049 in the village hall",
      "Auditions are Tue 15 and Thu 17 September at about 7.30",
      "Trev is playing Widow Twankey again, his ninth year as the dame",
      "Abanazar and the princess are still to be cast"]),
    ("16/9", "16/9 auditions went gd!! Aladdin - Megan P, princess - Lily from the Young Farmers, Abanazar - Graham "
             "(v scary), Wishee Washee the Jones twins can share it",
     ["Aladdin is Megan P; the princess is Lily from the Young Farmers",
      "Abanazar is Graham",
      "The Jones twins are sharing Wishee Washee"]),
    ("22.9.", RECAST,
     # the planted fault: Trev's hip op and Dilwyn taking the dame are dropped
     ["The scripts came from Lazy Bee: 24 copies at £4 each",
      "The scripts are in the cupboard under the stage"]),
    ("Thu 8 Oct", "Thu 8 Oct rehearsals - sundays 2-5 + thursdays 7.30-9.30 from the 11th, full cast sundays only "
                  "till nov. subs £2 a wk for the heating",
     ["Rehearsals are Sundays 2-5 and Thursdays 7.30-9.30 from 11 October",
      "Full cast only on Sundays until November; subs are £2 a week for the heating"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clun-panto-2048"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == RECAST:
            assert "Twankey's going to Dilwyn" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's our Twankey this yr?? need to get them measured for the frocks"
    hits = []
    for query in ("who is playing Widow Twankey", "the dame", "panto cast"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Sun 18 October 2048. You are talking to Bev, who runs wardrobe for Clun Village Hall "
               "Players; the panto is Aladdin, 22-24 January 2049."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("dilwyn", "bowls", "hip", "prompt", "welsh")), stored
    assert any("Trev is playing Widow Twankey" in c for c in context), context
    assert any("Lazy Bee" in s for s in stored), stored
    reply = answer(question, context, mock="Trev - he's playing Widow Twankey again, his ninth year as the dame, so "
                                           "he's the one to measure.")
finish(question, expected="Dilwyn from the bowls club - Trev's having his hip op in December, he's doing prompt",
       actual=reply)
