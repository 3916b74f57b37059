"""Batch 139 (held out). An allotment society's seed swap notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Bev is secretary of Hollin Lane Allotments and runs their spring seed swap (Sat 28th March, 10-1: the seed
library, stalls from plot holders, teas); she types her notes into the society's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})`` and it answers plot holders who ask about the swap.

Planted fault (ExtractionError, omitted at extraction): the poster text of 14/3 has the swap in the big polytunnel
by the top gate, 10-1, bring seeds in envelopes, labelled. Bev's note of 22.3. says the grant for the polytunnel's
new skin came through and Hargreaves are doing it the week of the 23rd, so the swap's going in the Methodist hall
on Carr Rd instead (Rev Sue's fine with it, £15 donation, use the side door) - and, in the same note, that the
water trough by plot 9 is leaking again, the skip comes Mon 30th and nobody's to fill it before the swap, and the
seed library's up to 200 packets. The extraction keeps the trough, the skip and the 200 packets and drops the
reskin and the move to the Methodist hall. Question (Thu 26/3, Kasia, new on plot 21): "where's the seed swap on
sat? got loads of borlotti beans to bring" -> expected the Methodist hall on Carr Rd (side door; the polytunnel's
being reskinned). The assistant says the big polytunnel by the top gate.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 moves the swap and no memory made from it says so, while the other three facts in the same note were kept;
the search and the answer then worked on what was stored. Asserted: the note names the Methodist hall; no stored
memory or context line mentions the Methodist hall, Carr Rd or the reskin; the 14/3 poster line (big polytunnel)
and the trough and skip lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b139_mem0_seedswap_venue_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollin-lane-bev"
MOVED = ("grant for the polytunnel skin came thru!!! Hargreaves doing it the wk of the 23rd so its all plastic + "
         "ladders in there - swap's going in the Methodist hall on Carr Rd instead, Rev Sue fine w it, £15 "
         "donation, use the side door not the front. other stuff: trough by plot 9 leaking again (Pete's looking), "
         "skip comes Mon 30th - NOBODY fill it before the swap pls. seed library up to 200 packets now, Ruth's been "
         "busy")
NOTES = [
    ("14/3", "POSTER: Hollin Lane seed swap sat 28th march 10-1 in the big polytunnel by the top gate. bring spare "
             "seeds in envelopes, labelled (what + year). seed library, teas by Jean, Potato Pete's seed spuds. "
             "free, donations to the society",
     ["The Hollin Lane seed swap is on Saturday 28 March, 10am-1pm, in the big polytunnel by the top gate",
      "People should bring spare seeds in labelled envelopes (what and year)",
      "Jean is doing the teas at the seed swap and Potato Pete is bringing seed potatoes"]),
    ("22.3.", MOVED,
     # the planted fault: the reskin and the move to the Methodist hall are dropped; the other facts are kept
     ["The water trough by plot 9 is leaking again; Pete is looking at it",
      "The skip comes on Monday 30 March; nobody is to fill it before the seed swap",
      "The seed library is up to 200 packets"]),
    ("Weds 25th", "Kasia on 21 is new, says she's got loads of borlotti from her dad. plot 6 rent still not paid, "
                  "2nd letter. manure delivery w/c 6th april, 4 loads",
     ["Kasia on plot 21 is new and has a lot of borlotti bean seed from her dad",
      "Plot 6 rent is still unpaid; a second letter has gone",
      "Manure delivery is the week of 6 April, 4 loads"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollin-lane"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "Methodist hall on Carr Rd" in note and "polytunnel skin" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the seed swap on sat? got loads of borlotti beans to bring"
    hits = []
    for query in ("seed swap where venue Saturday", "polytunnel hall moved grant", "trough skip seed library"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 26 March 2037. You are talking to Kasia, a new plot holder (plot 21) at Hollin Lane "
               "Allotments."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("big polytunnel by the top gate" in c for c in context), context
    assert any("trough" in c for c in context) and any("skip" in c for c in context), context
    assert not any(w in s for s in stored + context for w in ("Methodist", "Carr Rd", "reskin", "Hargreaves",
                                                               "skin")), stored
    reply = answer(question, context, mock="In the big polytunnel by the top gate, 10 till 1 on Saturday - bring "
                                           "your borlotti in labelled envelopes.")
finish(question, expected="the Methodist hall on Carr Rd (side door) - the polytunnel's being reskinned",
       actual=reply)
