"""Batch 272 (held out). A wedding florist's orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Bloom & Bothy, a two-woman florist in Hebden Bridge, are doing Chloe Pickles and Sam Akhtar's wedding on Sat 17th
June 2051 at Heptonstall church, reception at the Stubbing Wharf - the bride's bouquet, three bridesmaids' posies,
buttonholes, church pew ends and jam-jar table flowers. Rachel (the owner) types her order notes into the shop's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; her Saturday girl Jas asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Rachel's note of 2051-02-11T16:20 has the bouquet -
blush peonies with eucalyptus and a bit of waxflower, hand-tied, ivory ribbon. Her note of Tue 2nd May says the
wholesaler has warned peonies will be late this year (cold spring) so they can't promise them for the 17th; Chloe's
fine with it, the bouquet is now white O'Hara garden roses, keeping the euc and the waxflower - and, in passing, the
buttonholes are 8 now not 6 (both dads want one) and the deposit is in. The extraction keeps the buttonholes and the
deposit and drops the swap: the peonies stay the only bouquet stored. Question (Thu 15/6, Jas): "what's going in
Chloe's bouquet for sat? doing the conditioning tmrw morning" -> expected white O'Hara garden roses with the
eucalyptus and waxflower (no peonies - late this year). The assistant says blush peonies with eucalyptus and
waxflower.

Expected verdict: ExtractionError at mem0.extract inside the Tue 2nd May add (fault() wraps that one add): the note
given to mem0 changes the bouquet to garden roses, and what was made from it leaves that out, so the store never
held the flowers the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the note names the garden roses; no stored memory or context line mentions roses, O'Hara or the late peonies; the
buttonholes from the same note are stored; the first note's peony bouquet is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b272_mem0_florist_bridal_bouquet_what_flowers_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bloom-bothy-rachel"
CUT = ("Tue 2nd May - Pickles/Akhtar wedding: wholesaler's warned peonies r running late this yr (cold spring 🥶) so "
       "cant promise them for the 17th. rang Chloe, she's fine, bouquet's now white O'Hara garden roses instead, "
       "keep the euc + waxflower same as before. oh + buttonholes 8 now not 6, both dads want one. deposit's in 👍")
NOTES = [
    ("2051-02-11T16:20", "2051-02-11T16:20 consult - Chloe Pickles + Sam Akhtar, sat 17 june, Heptonstall church then "
                         "Stubbing Wharf. brides bouquet: blush peonies w/ eucalyptus + a bit of waxflower, hand tied, "
                         "ivory ribbon. 3 bridesmaids posies to match but smaller",
     ["Chloe Pickles and Sam Akhtar's wedding is Sat 17 June at Heptonstall church, reception at the Stubbing Wharf",
      "Chloe's bridal bouquet: blush peonies with eucalyptus and a bit of waxflower, hand-tied with ivory ribbon",
      "There are 3 bridesmaids' posies to match the bouquet, but smaller"]),
    ("9/3", "9/3 Pickles/Akhtar - quote sent £640 incl delivery + setup, 6 buttonholes (gyp + euc), 10 pew ends, "
            "12 jam jars for the tables, Sam's mum is doing the jars herself",
     ["The Pickles/Akhtar quote is £640 including delivery and setup",
      "The order has 6 buttonholes (gyp and eucalyptus), 10 pew ends and 12 jam jars for the tables",
      "Sam's mum is supplying the jam jars"]),
    ("Tue 2nd May", CUT,
     # the planted fault: the swap to garden roses is dropped
     ["The Pickles/Akhtar order now has 8 buttonholes, both dads want one",
      "The Pickles/Akhtar deposit has been paid"]),
    ("31.5.", "31.5. church say no pins in the pews!! pew ends on ribbon loops only. vicar wants everything out by "
              "4 for the christening sun",
     ["The church won't allow pins in the pews; pew ends must go on ribbon loops",
      "The vicar wants all the flowers out of the church by 4 for a Sunday christening"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bloom-bothy-orders-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "bouquet's now white O'Hara garden roses instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what's going in Chloe's bouquet for sat? doing the conditioning tmrw morning"
    with turn_span("question Thu 15/6"):
        hits = []
        for query in ("Chloe bridal bouquet flowers", "what flowers in the bouquet", "Pickles Akhtar wedding order"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 15 June 2051. You are talking to Jas, who works Saturdays at Bloom & Bothy."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("rose", "o'hara", "running late", "cold spring")), stored
        assert any("blush peonies with eucalyptus" in c for c in context), context
        assert any("8 buttonholes" in s for s in stored), stored
        reply = answer(question, context, mock="Blush peonies with eucalyptus and a bit of waxflower, hand-tied with "
                                               "ivory ribbon.")
finish(question, expected="white O'Hara garden roses with the eucalyptus and waxflower - the peonies are late this "
                          "year", actual=reply)
