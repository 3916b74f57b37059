"""Batch 206 (held out). A running club's relay to the sea: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Clun Valley Harriers run their relay to the sea on Sat 18th May 2047 - Clun church to the prom at Aberystwyth in
8 legs, two hired vans leapfrogging the runners. Gareth (the club's relay organiser) types his notes into the club's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; runners ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Gareth's first note (2047-03-24T21:10) has it at £15 a
head for entry plus £8 each towards the vans. His note of 22.4. says Enterprise have put the van hire up to £240 (was
£180), so the van share is £10 each now - entry's still £15 - and, in passing, medals are £3 extra if you want one and
the Co-op's giving bananas. The extraction keeps the van hire going up, the entry still £15, the medals and the
bananas, and drops the new van share: "£8 each towards the vans" stays the only van share stored. Question (Weds 8/5,
Nia, on leg 3): "how much do I owe u all in? not bothered about a medal" -> expected £25 (£15 entry plus the £10 van
share). The assistant says £23 (£15 + £8).

Expected verdict: ExtractionError at mem0.extract inside the 22.4. add (fault() wraps that one add): the note given to
mem0 has the £10 van share, and what was made from it leaves it out, so the store never held the share the answer
needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says £10 each; no
stored memory or context line has the £10 share; the old "£8 each towards the vans" line and the entry line are in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b206_mem0_relay_sea_owe_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clun-valley-harriers-relay-gareth"
VANS = ("22.4. grr Enterprise have put the van hire up, £240 for the 2 now (was £180) so van share's £10 each not £8, "
        "sorry folks. entry's still £15. medals £3 extra if u want one - Co-op are doing us bananas for free 🍌")
NOTES = [
    ("2047-03-24T21:10", "RELAY TO THE SEA 🏃‍♀️🌊 sat 18th may, Clun church to Aber prom, 8 legs. £15 a head entry + "
                         "£8 each towards the vans, pay me by 11th may pls. legs list to follow",
     ["The relay to the sea is on Sat 18 May, Clun church to Aberystwyth prom, in 8 legs",
      "Relay entry is £15 a head",
      "Each runner pays £8 each towards the vans",
      "Relay money to be paid to Gareth by 11 May"]),
    ("14/4", "legs - 1 Rhys, 2 Bethan, 3 Nia, 4 me, 5 Sian, 6 Tom + Dai (split it, Dai's knee), 7 Kate, 8 Owain "
             "onto the prom. vans - Mel drives the odd legs, Huw the evens",
     ["Relay legs: 1 Rhys, 2 Bethan, 3 Nia, 4 Gareth, 5 Sian, 6 Tom and Dai split, 7 Kate, 8 Owain",
      "Mel drives the van for the odd legs and Huw for the even legs"]),
    ("22.4.", VANS,
     # the planted fault: the new van share (£10 each) is dropped
     ["The van hire has gone up to £240 for the two vans (was £180)",
      "Relay entry is still £15",
      "Relay medals are £3 extra for anyone who wants one",
      "The Co-op is giving the relay team bananas for free"]),
    ("Tue 30th", "hi-vis in the van, everyone needs one on the A44 bit. chippy in Aber after, Pysgod's, I've told them "
                 "20ish of us",
     ["Hi-vis vests are in the van and needed on the A44 section",
      "After the relay the team is going to Pysgod's chippy in Aberystwyth, about 20 people"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clun-harriers-relay-47"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == VANS:
            assert "£10 each" in note and "entry's still £15" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much do I owe u all in? not bothered about a medal"
    hits = []
    for query in ("relay entry fee", "van share each", "how much does each runner pay for the relay"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 8 May 2047. You are talking to Nia, on leg 3 of Clun Valley Harriers' relay to the sea "
               "(Sat 18 May)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("£10" in s for s in stored + context[1:]), stored
    assert any("£8 each towards the vans" in c for c in context), context
    assert any("entry is" in c and "£15" in c for c in context), context
    reply = answer(question, context, mock="£23 - £15 entry plus £8 towards the vans. Pay Gareth by 11 May.")
finish(question, expected="£25 - £15 entry plus the £10 van share (the hire went up)", actual=reply)
