"""Batch 65 (held out), control. A mobile bike mechanic's job notes: mem0 Memory (infer=False, so each note is
stored as written; a scripted OpenAI-compatible server for the embeddings; in-memory qdrant), script style.

App: Dan ("Spokes to You", mobile bike repairs around Bristol) keeps a note per job, call or parts order in mem0
with ``memory.add(..., infer=False)`` and asks from a search. Mr Pryce booked in for slipping gears; from the photo
Dan thought chain and cassette and meant to order both. Passing Mr Pryce's house on Monday he put the checker on:
the chain measured only just over half worn and it's the cassette's teeth that are gone, so the old chain is
staying on and only a cassette is needed.

No fault planted. Question (Tue 20/6, Dan doing his Madison order): "do I need to order a chain for the Pryce
job?" The model answers no, just the cassette, right per memory. The label says yes, chain and cassette. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b65_ctl_mem0_bikemech_pryce_chain_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "spokes-to-you"
NOTES = [
    ("2028-06-12", "new booking Mr Pryce, 7 Belmont Rd BS6 5AS, thurs 22nd 10am. Ribble 11sp, gears slipping "
                   "under load. from his photo looks like chain + cassette, order a KMC X11 + a 11-32 cassette"),
    ("13/6", "Madison account - £200 limit, next order goes in tues for weds delivery"),
    ("June 15", "Okafor done, bent hanger as I thought, £35. he wants a quote for a wheel build for his commute"),
    ("2028-06-19", "went past Pryce's on the way back from Tilly's, he wheeled it out. checker says the chain's "
                   "just over 0.5, plenty of life in it. cassette's the problem, the 15 + 17 are shark fins. so the "
                   "old chain stays on, cassette only"),
    ("19.6.28", "van to Kwik Fit fri for the noise - they reckon exhaust bracket"),
    ("2028-06-19", "stock check: 3 KMC X11 chains on the shelf from the bulk buy, no 11-32 cassettes left"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="spokes-to-you"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "do I need to order a chain for the Pryce job?"
    hits = memory.search("Pryce job chain cassette order KMC", top_k=20, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Tue 20 June 2028. You are talking to Dan, doing his Madison order."] + \
              [h["memory"] for h in hits]
    assert any("chain + cassette, order a KMC X11" in c for c in context), context
    assert any("old chain stays on, cassette only" in c for c in context), context
    reply = answer(question, context, mock="No - his chain's only just over half worn, so it stays. Just order the "
                                           "11-32 cassette (you've none in stock).")
finish(question, expected="yes, a chain and a cassette", actual=reply)
