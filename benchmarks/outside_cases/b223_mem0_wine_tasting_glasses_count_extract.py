"""Batch 223 (held out). A village hall's wine tasting: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Cardington Village Hall committee run a wine tasting on Sat 20th March 2049 - six wines (two white, a rose,
three red) talked through by Dave from Ludlow Wine Co., a cheese board per table, £15 a ticket. Pauline (the hall
secretary) types her notes into the committee's helper with ``memory.add(messages, user_id=..., metadata=...)``;
the committee ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Pauline's 2049-02-10T19:30 note has 60 tickets; her
14/2 note says the hall has 48 glasses of its own and the rest come free from Majestic's glass hire in Shrewsbury,
one glass each as Dave does a rinse between wines. Her note of Weds 3 Mar says they sold out in a week and Dave
says they can squeeze another 12 in if the two trestles go in the side room, so it's 72 tickets now - and, in
passing, that Mrs Jones is doing the cheese boards (Shropshire Blue and the Wenlock Edge cheddar) and the crackers
are coming from the Co-op. The extraction keeps the cheese boards and the crackers and drops the extra tickets: 60
stays the only ticket count stored. Question (Tue 16/3, Geoff, who's collecting the glasses): "how many glasses do I
need to pick up from Majestic thurs? 1 each, we've got 48 of our own" -> expected 24 (72 tickets less the hall's
48). The assistant says 12.

Expected verdict: ExtractionError at mem0.extract inside the Weds 3 Mar add (fault() wraps that one add): the note
given to mem0 takes the tickets to 72, and what was made from it leaves that out, so the store never held the
number the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says "72 tickets now"; no stored memory or context line mentions 72, squeezing more in or the side room; Mrs Jones's
cheese boards from the same note are stored; the 60 tickets and the 48 glasses are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b223_mem0_wine_tasting_glasses_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cardington-hall-pauline"
MORE = ("Weds 3 Mar - SOLD OUT in a wk!! 🍷 Dave says we can squeeze another 12 in if we put the 2 trestles in the "
        "side room, so 72 tickets now. oh + Mrs Jones is doing the cheese boards (shropshire blue + the wenlock edge "
        "cheddar), crackers from the co-op")
NOTES = [
    ("2049-02-10T19:30", "WINE TASTING sat 20th march 7.30 in the hall 🍇 Dave from Ludlow Wine Co doing the talk, 6 "
                         "wines - 2 white, a rosé, 3 red. £15 a ticket incl cheese, 60 tickets",
     ["Wine tasting in Cardington Village Hall on Sat 20 March 2049 at 7.30, talk by Dave from Ludlow Wine Co",
      "Six wines at the tasting: two white, one rosé, three red",
      "Tickets for the wine tasting are £15 including cheese; 60 tickets"]),
    ("14/2", "14/2 glasses - we've got 48 of our own in the kitchen cupboard, Majestic in shrewsbury do free glass "
             "hire for the rest. 1 glass each, Dave does a rinse between wines so no need for 6 each lol",
     ["The hall has 48 wine glasses of its own in the kitchen cupboard",
      "The rest of the glasses come from Majestic in Shrewsbury's free glass hire",
      "One glass per person is needed at the tasting, rinsed between wines"]),
    ("Weds 3 Mar", MORE,
     # the planted fault: the sell-out and the 12 extra tickets (72 now) are dropped
     ["Mrs Jones is doing the cheese boards: Shropshire Blue and Wenlock Edge cheddar",
      "The crackers for the cheese boards are coming from the Co-op"]),
    ("11.3.", "11.3. raffle - Dave's giving a case of the Malbec 🎉 + the pub a meal for 2, tickets £1 a strip, "
              "Brenda's selling on the door 7-7.30",
     ["Raffle prizes: a case of Malbec from Dave and a meal for two from the pub; £1 a strip",
      "Brenda is selling raffle tickets on the door from 7 to 7.30"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cardington-wine-2049"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == MORE:
                assert "so 72 tickets now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many glasses do I need to pick up from Majestic thurs? 1 each, we've got 48 of our own"
    with turn_span("question Tue 16/3"):
        hits = []
        for query in ("how many tickets for the wine tasting", "glasses", "how many people are coming"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 16 March 2049. You are talking to Geoff, on the Cardington Village Hall committee, "
                   "who's collecting the hired glasses for the wine tasting (Sat 20 March)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("72", "squeeze", "side room", "sold out", "another 12")), stored
        assert any("60 tickets" in c for c in context), context
        assert any("48 wine glasses" in c for c in context), context
        assert any("Mrs Jones is doing the cheese boards" in s for s in stored), stored
        reply = answer(question, context, mock="12 - there are 60 tickets and the hall has 48 glasses, so 12 from "
                                               "Majestic.")
finish(question, expected="24 - it's 72 tickets now (12 more squeezed in the side room), less the hall's 48",
       actual=reply)
