"""Batch 294 (held out). A bike shop's workshop: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per workshop note and one for the question.

App: Spoke & Sprocket in Hebden Bridge have a two-bench workshop at the back of the shop. Dave (the mechanic) types
his job notes into the shop's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` as he works;
whoever is on the till asks it what a customer owes when they come to collect.

Planted fault (ExtractionError, a fact dropped at extraction): Dave's note of 2051-03-06T09:40 books Mr Okafor's
Ribble in for the full service, £95, and a new chain at £28 (he said ok on the phone). His note of Weds 8 March says
the rear mech hanger was bent when he got it on the stand, so he swapped it from the drawer, +£18, rang Mr Okafor
and he's fine with it - and, in passing, that he wants his tubeless sealant topped up (no charge) and asked about a
bike fit (Kasia does them Saturdays). The extraction keeps the sealant and the bike fit and drops the hanger and its
£18. Question (Fri 10/3, Kasia on the till): "how much is Mr Okafor's bill? he's here for the Ribble" -> expected
£141 (£95 service + £28 chain + £18 hanger). The assistant says £123.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 March add (fault() wraps that one add): the
note given to mem0 has the hanger swapped for £18, agreed by the customer, and what was made from it leaves that
out, so the store never held the charge the sum needs; the search and the answer then worked faithfully on what was
stored. Asserted: the note has the +£18 hanger; no stored memory or context line mentions the hanger or £18; the
sealant from the same note is stored; the £95 service and the £28 chain are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b294_mem0_bike_workshop_service_bill_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "spoke-sprocket-workshop-dave"
CUT = ("Weds 8 March - Okafor's Ribble, rear mech hanger was bent when I got it on the stand (prob why it was "
       "skipping in 11th 🙄) swapped it, had one in the drawer, +£18. rang him, he's fine w/ it. ALSO he wants his "
       "tubeless topped up (no charge, it's 2 mins) + was asking about a bike fit, told him Kasia does them sats")
NOTES = [
    ("2051-03-06T09:40", "2051-03-06T09:40 Mr Okafor's Ribble (grey endurance one) in for the full service £95. "
                         "chain's at 0.75 on the checker so new chain £28, he ok'd it on the phone. collecting fri "
                         "after 4",
     ["Mr Okafor's grey Ribble is in for the full service at £95",
      "Mr Okafor's Ribble needs a new chain at £28, which he agreed on the phone",
      "Mr Okafor is collecting the Ribble on Friday after 4"]),
    ("7/3", "7/3 Okafor - cables + outers done, new KMC chain on. bar tape's tatty but he doesn't want it doing, "
            "he's bringing his own from Wiggle",
     ["Cables, outers and a new KMC chain are fitted on Mr Okafor's Ribble",
      "Mr Okafor doesn't want his bar tape replacing; he's bringing his own"]),
    ("Weds 8 March", CUT,
     # the planted fault: the bent hanger and its +£18 are dropped
     ["Mr Okafor wants his tubeless sealant topped up, no charge",
      "Mr Okafor asked about a bike fit; Kasia does bike fits on Saturdays"]),
    ("Thu 9/3", "Thu 9/3 Jenkins' Raleigh - back wheel's buckled + 2 spokes gone, quote £40 to rebuild, waiting to "
                "hear back. Okafor's done + test ridden, on the rack by the till w/ his ticket, bled the rear brake "
                "(spongy) - that's in the service",
     ["Jenkins' Raleigh has a buckled back wheel with 2 broken spokes, quoted £40 to rebuild, awaiting reply",
      "Mr Okafor's Ribble is finished and test ridden, on the rack by the till with its ticket",
      "Bleeding Mr Okafor's rear brake is included in the service"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="spoke-sprocket-jobs-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "swapped it, had one in the drawer, +£18" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much is Mr Okafor's bill? he's here for the Ribble"
    with turn_span("question Fri 10/3"):
        hits = []
        for query in ("Okafor bill cost", "Mr Okafor's Ribble service price", "extra parts charged to Okafor"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 10 March 2051. You are talking to Kasia, on the till at Spoke & Sprocket."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("hanger", "£18", "bent")), stored
        assert any("£95" in c for c in context) and any("chain at £28" in c for c in context), context
        assert any("tubeless" in s for s in stored), stored
        reply = answer(question, context, mock="£123 - the £95 full service plus £28 for the new chain.")
finish(question, expected="£141 - £95 service, £28 chain and £18 for the new rear mech hanger", actual=reply)
