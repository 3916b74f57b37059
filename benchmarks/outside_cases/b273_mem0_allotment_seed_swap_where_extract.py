"""Batch 273 (held out). An allotment society's seed swap: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Scout Road Allotment Society hold their seed swap on Sat 25th Feb 2051 - spare seeds in labelled envelopes,
swap only, tea and biscuits, the society shop open alongside. Geoff (the secretary) types his notes into the
society's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; plot holders ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Geoff's note of 2051-01-16T19:40 has the swap in the
trading hut on site, 10-12. His note of Mon 13th Feb says the hut roof came in in the wind last night, nobody's
going in there for a bit, so the swap is moving to St Mary's church hall on Booth Rd, same time - and, in passing,
plot 14 has been let at last and the skip is coming w/c 6/3. The extraction keeps plot 14 and the skip and drops
the move: the trading hut stays the only place stored. Question (Thu 23/2, Sandra): "where's the seed swap on sat?
bringing my mum + she's not great on the site paths" -> expected St Mary's church hall on Booth Rd. The assistant
says the trading hut on site.

Expected verdict: ExtractionError at mem0.extract inside the Mon 13th Feb add (fault() wraps that one add): the
note given to mem0 moves the swap to the church hall, and what was made from it leaves that out, so the store
never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names St Mary's church hall; no stored memory or context line mentions the church, Booth Rd or
the roof; plot 14 from the same note is stored; the first note's trading hut is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b273_mem0_allotment_seed_swap_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "scout-rd-allotments-geoff"
CUT = ("Mon 13th Feb - roof on the trading hut's come in in the wind last nite 😩 Geoff's put a tarp over but "
       "nobody's going in there for a bit, so the swap's moving to St Mary's church hall on Booth Rd, same time. "
       "in other news plot 14's let at last (young couple, keen!!) + the skip's coming w/c 6/3, no carpet in it pls")
NOTES = [
    ("2051-01-16T19:40", "SEED SWAP 🌱 sat 25th feb 10-12 in the trading hut on site. bring ur spares in envelopes, "
                         "labelled w/ variety + yr. tea + biscuits 50p, shop open same time",
     ["The seed swap is Sat 25th Feb, 10-12, in the trading hut on site",
      "Spare seeds go in envelopes labelled with the variety and year",
      "Tea and biscuits at the seed swap are 50p; the shop is open at the same time"]),
    ("2/2", "2/2 shop restocked - blood fish + bone, chicken pellets £6.50 a tub, seed spuds in from the 11th. subs "
            "due by end of march, £32 full plot £18 half",
     ["The shop has restocked blood fish and bone and chicken pellets (£6.50 a tub)",
      "Seed potatoes are in the shop from the 11th",
      "Subs are due by the end of March: £32 a full plot, £18 a half"]),
    ("Mon 13th Feb", CUT,
     # the planted fault: the move to St Mary's church hall is dropped
     ["Plot 14 has been let",
      "The skip is coming w/c 6/3; no carpet in it"]),
    ("Tue 21st feb", "Tue 21st feb reminder - leeks + toms especially wanted, Irene's bringing her sweet peas again. "
                     "NO selling, swap only!! kids welcome",
     ["Leek and tomato seeds are especially wanted at the swap",
      "Irene is bringing her sweet peas",
      "The seed swap is swap only, no selling; kids are welcome"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="scout-rd-seed-swap-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "the swap's moving to St Mary's church hall on Booth Rd" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the seed swap on sat? bringing my mum + she's not great on the site paths"
    with turn_span("question Thu 23/2"):
        hits = []
        for query in ("seed swap where venue", "where is the seed swap", "seed swap saturday"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 23 February 2051. You are talking to Sandra, who has a plot at Scout Road "
                   "Allotments."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("church", "booth rd", "st mary", "roof")), stored
        assert any("in the trading hut on site" in c for c in context), context
        assert any("Plot 14" in s for s in stored), stored
        reply = answer(question, context, mock="In the trading hut on site, 10 till 12 - it's a short walk in from "
                                               "the gate, so take it steady on the paths.")
finish(question, expected="St Mary's church hall on Booth Rd - the trading hut roof came in", actual=reply)
