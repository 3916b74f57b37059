"""Batch 70 (held out). A wedding florist's orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jess runs Petal & Stem, a one-woman wedding florist in Stroud (her nephew Tom drives the van on wedding days).
She dictates her order notes for the Hartley/Nowak wedding (Sat 8 June 2030, the barn at Eastington Park) into mem0
with ``memory.add(messages, user_id="petal-and-stem", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Seven notes, Mar - May 2030.

Planted fault (ExtractionError, omitted at extraction): the venue walk-round note says "the barn does its own tables
so we just do 10 table centres (jam jars, low). ALSO Amy's mums friend is doing the cake + wants fresh flowers on it
from us, drop them w the cake lady by 11. parking round the back by the kitchen". The extraction keeps the table
centres and the parking and drops the flowers for the cake. Question (Wed 5/6, Tom, loading plan): "apart from what
people wear and carry, what are we doing for the venue itself at Eastington Park?" -> expected three things: the
full ceremony arch, 10 low jam-jar table centres and fresh flowers for the cake. The assistant names two.

Expected verdict: ExtractionError at mem0.extract inside the 12/3 add (fault() wraps that one add). Asserted: the
note has the cake flowers; no stored memory mentions a cake, while the table centres and the parking from the same
note are in the context, and so is the arch. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b70_mem0_florist_venue_flowers_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "petal-and-stem"
WALKROUND = ("venue walk round w Amy + Siobhan (the coordinator). the barn does its own tables so we just do 10 table "
             "centres (jam jars, low). ALSO Amy's mums friend is doing the cake + wants fresh flowers on it from us, "
             "drop them w the cake lady by 11. parking round the back by the kitchen")
NOTES = [
    ("2030-03-04", "Hartley/Nowak wedding sat 8/6 Eastington Pk barn. £250 deposit paid. Amy wants white + blush, "
                   "peonies if we can get them, LOTS of eucalyptus",
     ["Hartley/Nowak wedding is Saturday 8 June 2030 at the barn at Eastington Park",
      "Deposit of £250 paid for the Hartley/Nowak wedding",
      "Amy wants white and blush flowers, peonies if possible, lots of eucalyptus"]),
    ("6/3", "Amy rang - the ceremony arch she wants it FULL, not the half moon one. quote her for that pls. and 2 "
            "bridesmaids bouquets not 3, her cousin's expecting & would rather sit it out",
     ["Amy wants a full ceremony arch, not the half-moon one; needs a quote",
      "Two bridesmaids' bouquets for the Hartley/Nowak wedding"]),
    ("Mar 12", WALKROUND,
     # the planted fault: the flowers for the cake (drop with the cake lady by 11) are not extracted
     ["Barn does its own tables; Petal & Stem does 10 low jam-jar table centres",
      "Parking at Eastington Park is round the back by the kitchen"]),
    ("2030-04-02", "peonies ok from the wholesaler for w/c 3/6, ordered 60 stems @ £2.10. fingers crossed",
     ["60 peony stems ordered from the wholesaler for w/c 3 June at £2.10 each"]),
    ("14.4", "Amy paid the 2nd bit, £400. leaves £520 on the day, she'll bank transfer",
     ["Amy paid the second instalment of £400; £520 is due on the day by bank transfer"]),
    ("May 20th", "arch goes up fri 7th eve, Siobhan says barn's free from 5pm. bring the tall ladders + cable ties",
     ["The ceremony arch goes up on Friday 7 June in the evening; barn free from 5pm; bring tall ladders and cable "
      "ties"]),
    ("28/5", "buttonholes x6, corsages for both mums + Amy's nan wants a wrist one too",
     ["Six buttonholes, corsages for both mums and a wrist corsage for Amy's nan"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="petal-and-stem"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == WALKROUND:
                assert "cake" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "apart from what people wear and carry, what are we doing for the venue itself at Eastington Park?"
    with turn_span("question Wed 5/6"):
        hits = []
        for query in ("venue flowers Eastington Park barn", "ceremony arch", "table centres tables",
                      "flowers to drop off at the venue on the day"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 5 June 2030. You are talking to Tom, who drives the van for Saturday's wedding."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("table centres" in c for c in context), context
        assert any("round the back by the kitchen" in c for c in context), context
        assert any("full ceremony arch" in c for c in context), context
        assert not any("cake" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="Two things for the venue: the full ceremony arch (up Friday evening "
                                               "from 5pm) and the 10 low jam-jar table centres.")
finish(question, expected="three bits - the big arch, the ten jam-jar centres, and fresh flowers for the cake "
                          "(to the cake lady by 11)", actual=reply)
