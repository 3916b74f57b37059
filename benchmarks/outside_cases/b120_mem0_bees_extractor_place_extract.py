"""Batch 120 (held out). A beekeeping association's equipment notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Hilary, equipment secretary of the Calder Vale Beekeepers' Association, types her notes about the club's kit
(the extractor, the settling tank, the swarm phone, the honey show) into the club helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it where things are.

Planted fault (ExtractionError, dropped at extraction): Hilary's note of 14/3 says the club extractor (the 9-frame
radial) and the settling tank live in Dave's shed at the Ridge Lane allotments, key in the combi box. Her note of
16th may says Dave's packing in his plot (his knees), so the extractor and the tank have gone to Marion's - the Coach
House on Old Lane, in her garage, just knock - and, in the same note, two new uncapping forks in the extractor box
and Anjali's swarm from the bus shelter. Extraction keeps the forks and the swarm and drops the move. Question (Thu
30/7, Colin, a member): "where do i pick up the club extractor? doing my supers sat" -> expected Marion's garage at
the Coach House, Old Lane. The assistant says Dave's shed at Ridge Lane allotments.

Expected verdict: ExtractionError at mem0.extract inside the 16th may add (fault() wraps that one add): the note
handed to mem0 said where the extractor is now and no memory made from it does; the searches and the answer then
worked on what was stored. Asserted: the note names the Coach House; no stored memory or context line does, while
the Ridge Lane line and the forks and swarm from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b120_mem0_bees_extractor_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "caldervale-bka-hilary"
MOVED = ("kit update - Dave's packing in his plot (knees, poor lamb) so the extractor + settling tank have gone to "
         "Marion's, the Coach House on Old Lane, in her garage - just knock, she's in most days. ALSO 2 new uncapping "
         "forks, £8 each, they're in the box w the extractor. Anjali took that swarm off the bus shelter on the 12th, "
         "it's in her spare nuc, v calm")
NOTES = [
    ("14/3", "equipment - club extractor (the 9 frame radial) + settling tank live in Dave's shed at Ridge Lane "
             "allotments, key's in the combi box, code 1066. book it w me, £5 a go to the kitty. pls wash it after!!",
     ["The club extractor (9-frame radial) and the settling tank are kept in Dave's shed at Ridge Lane allotments",
      "The key to Dave's shed is in the combination box, code 1066",
      "Borrowing the club extractor has to be booked with Hilary; it costs £5 a go to the kitty"]),
    ("22.3.", "swarm list this yr - Pete, Anjali + Colin happy to go out. swarm calls go to the club mobile, whoever "
              "has it that wk. Colin's got it till end of april then Pete",
     ["Pete, Anjali and Colin are on the swarm list this year",
      "Swarm calls go to the club mobile; Colin has it until the end of April, then Pete"]),
    ("16th may", MOVED,
     # the planted fault: the move drops out, the rest of the note is kept
     ["The club has 2 new uncapping forks, £8 each, kept in the box with the extractor",
      "Anjali collected a swarm from the bus shelter on 12 May and it is in her spare nuc"]),
    ("Tue 23rd June", "honey show sat 12/9 at the Methodist hall, entries to Pete by 1/9. jar labels thru the club, "
                      "50p for 10. winter talk on varroa Weds 8 Apr next yr, tbc",
     ["The honey show is Saturday 12 September at the Methodist hall; entries go to Pete by 1 September",
      "Jar labels can be ordered through the club at 50p for 10"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="caldervale-kit"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVED:
                assert "the Coach House on Old Lane" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do i pick up the club extractor? doing my supers sat"
    with turn_span("question Thu 30/7"):
        hits = []
        for query in ("club extractor where kept pick up", "extractor settling tank shed", "uncapping forks box"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 30 July 2037. You are talking to Colin, a member of Calder Vale Beekeepers."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Dave's shed at Ridge Lane" in c for c in context), context
        assert any("uncapping forks" in c for c in context) and any("bus shelter" in c for c in context), context
        assert not any("Coach House" in s or "Marion" in s or "Old Lane" in s for s in stored + context), stored
        reply = answer(question, context, mock="From Dave's shed at the Ridge Lane allotments - the key's in the combi "
                                               "box (1066). Book it with Hilary, £5 to the kitty.")
finish(question, expected="from Marion's garage at the Coach House, Old Lane - it moved from Dave's shed in May",
       actual=reply)
