"""Batch 209 (held out). An allotment society's seed swap: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Hope Bowdler & District Allotment Society holds its seed swap on Sat 7th March 2048 - tables for veg, flowers and
seed potatoes, a mystery-packets table, teas by the WI urn. Pat (the society's secretary) types her notes into the
society's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; plot holders ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Pat's first note (2048-01-19T19:40) has the swap
10-12.30 in the Scout hut on Mill Lane. Her note of Weds 26 Feb says the Scouts' roof came in with the storm, so
they're in St Michael's church hall on Church St instead, same times (the vicar's fine with it) - and, in passing,
that Keith's got 40 packets of Kelvedon Wonder peas for the veg table and Brian's doing a talk on chitting at 11. The
extraction keeps the same times, the peas and Brian's talk, and drops the move: the Scout hut stays the only place
stored. Question (Thu 5/3, Gwen): "where's the seed swap on sat? got a box of broad beans to bring" -> expected St
Michael's church hall on Church St. The assistant says the Scout hut on Mill Lane.

Expected verdict: ExtractionError at mem0.extract inside the Weds 26 Feb add (fault() wraps that one add): the note
given to mem0 says they've moved to St Michael's church hall, and what was made from it leaves the move out, so the
store never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note says St Michael's church hall; no stored memory or context line has St Michael's, Church St or the
Scouts' roof; the first note's "Scout hut on Mill Lane" line and the "same times" line are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b209_mem0_seed_swap_venue_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hope-bowdler-allotments-pat"
MOVE = ("Weds 26 Feb - scouts' roof's come in with the storm 😩 so we're in St Michael's church hall on Church St "
        "instead, same times, vicar's fine with it. ALSO Keith's got 40 packets of Kelvedon Wonder peas from the "
        "co-op for the veg table + Brian's doing a talk on chitting at 11 (bring ur spuds)")
NOTES = [
    ("2048-01-19T19:40", "SEED SWAP 🌱 sat 7th march 10-12.30 in the Scout hut on Mill Lane. tables: veg, flowers, "
                         "spuds (seed potatoes by the bag) + a 'mystery packets' table. bring ur spares in envelopes, "
                         "LABELLED pls!! 20p a packet for anything bought in",
     ["The seed swap is on Sat 7 March 2048, 10 to 12.30, in the Scout hut on Mill Lane",
      "Seed swap tables: veg, flowers, seed potatoes by the bag, and a mystery packets table",
      "Spare seeds should be brought in labelled envelopes",
      "Bought-in seed packets are 20p each at the swap"]),
    ("12/2", "12/2 teas - Doreen + Hilda, urn from the WI, cakes welcome (no nuts pls, Tom's grandson). tea 50p, "
             "cake 80p",
     ["Doreen and Hilda are doing the teas at the seed swap with the WI's urn",
      "Cakes for the seed swap are welcome but no nuts (Tom's grandson)",
      "Tea is 50p and cake 80p at the seed swap"]),
    ("Weds 26 Feb", MOVE,
     # the planted fault: "we're in St Michael's church hall on Church St instead" is dropped
     ["The seed swap times are unchanged",
      "Keith has 40 packets of Kelvedon Wonder peas from the co-op for the veg table",
      "Brian is giving a talk on chitting at 11; bring seed potatoes"]),
    ("Tue 3rd", "Tue 3rd - 18 said they're coming on the fb 🙌 signs up sat 9.30, I'll bring the float (£20 in "
                "change). Derek's bringing his onion sets again, he's got loads",
     ["18 people have said on Facebook they are coming to the seed swap",
      "Signs go up at 9.30 on the day of the seed swap",
      "Pat is bringing a £20 float in change",
      "Derek is bringing onion sets to the seed swap"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hope-bowdler-seeds-48"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "we're in St Michael's church hall on Church St instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the seed swap on sat? got a box of broad beans to bring"
    hits = []
    for query in ("where is the seed swap", "seed swap venue hall", "seed swap times"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 5 Mar 2048. You are talking to Gwen, a plot holder in Hope Bowdler & District Allotment "
               "Society; the seed swap is Sat 7 Mar."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("st michael", "church st", "roof")), stored
    assert any("in the Scout hut on Mill Lane" in c for c in context), context
    assert any("times are unchanged" in c for c in context), context
    reply = answer(question, context, mock="In the Scout hut on Mill Lane, 10 till 12.30.")
finish(question, expected="St Michael's church hall on Church St - the Scouts' roof came in, same times", actual=reply)
