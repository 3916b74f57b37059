"""Batch 311 (held out). A picture framer's job book: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Lister Lane Framing is a one-man-and-a-part-timer framing shop in Halifax - Dave does the quotes and the
joining, Anne comes in Tues and Weds to cut mounts and glass. Dave types his job notes into the shop's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})`` at the counter; Anne asks it what a job needs before
she cuts.

Planted fault (ExtractionError, a fact dropped at extraction): Dave's note of 2051-02-03T10:15 has Mrs Okafor's
cross-stitch sampler (her nan's, for her mum's 80th) in 2cm oak with a single ivory mount, 6cm borders,
conservation glass, £145 quoted. His note of Thu 9th Feb says Mrs Okafor came back in with her sister, they held the
ivory against it and it looked washed out next to the cream linen, so she's gone for a sage green mount instead,
double, with a thin gold slip inside, same oak - and, in passing, that she'll pay the rest cash on collection and
her sister wants a quote for a tapestry. The extraction keeps the cash and the sister's tapestry and drops the new
mount: the ivory single mount stays the only mount stored for the sampler. Question (Weds 15/2, Anne): "what colour
mount for Mrs Okafor's sampler? cutting it this aft, want to get the board out" -> expected sage green, a double
mount with a thin gold slip inside. The assistant says ivory, a single mount with 6cm borders.

Expected verdict: ExtractionError at mem0.extract inside the Thu 9th Feb add (fault() wraps that one add): the note
given to mem0 changes the mount to a sage green double, and what was made from it leaves that out, so the store never
held the colour the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names the sage green double; no stored memory or context line mentions sage, green, the gold slip or the
ivory looking washed out; the cash on collection from the same note is stored; the first note's ivory mount is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b311_mem0_framer_sampler_mount_which_colour_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lister-lane-framing-dave"
CUT = ("Thu 9th Feb - Mrs O back in w/ her sister, they held the ivory against it + honestly it looked washed out "
       "next to the cream linen 😬 so she's gone for a sage green mount instead, double, w/ a thin gold slip inside. "
       "same oak. she'll pay the rest cash on collection, + the sister wants a quote for a tapestry (A3ish), said "
       "I'd ring her fri")
NOTES = [
    ("2051-02-03T10:15", "2051-02-03T10:15 Mrs Okafor - cross stitch sampler, her nan's 🧵 approx 40x50. oak 2cm, "
                         "single mount ivory 6cm borders, conservation glass. for her mum's 80th so needs to be done "
                         "by 1st march latest. quoted £145, £40 dep pd card",
     ["Mrs Okafor's cross-stitch sampler (about 40x50): 2cm oak moulding, single ivory mount with 6cm borders, "
      "conservation glass",
      "Mrs Okafor's sampler is for her mum's 80th and must be done by 1st March",
      "Mrs Okafor was quoted £145 for the sampler and paid a £40 deposit by card"]),
    ("8/2", "8/2 Mr Pickles - Hebden Bridge print (the Ashley Jackson one) 🖼️ black box frame, no mount, float it. "
            "walnut was his 1st choice but it's £££, he went black. ready fri wk",
     ["Mr Pickles' Ashley Jackson Hebden Bridge print goes in a black box frame, floated, no mount",
      "Mr Pickles' print is to be ready Friday week"]),
    ("Thu 9th Feb", CUT,
     # the planted fault: the change to a sage green double mount is dropped
     ["Mrs Okafor will pay the balance for the sampler in cash on collection",
      "Mrs Okafor's sister wants a quote for framing an A3-ish tapestry; Dave will ring her on Friday"]),
    ("Mon 13/2", "Mon 13/2 wholesaler came - oak + black lengths, 6 sheets conservation glass, new blade for the "
                 "mount cutter (about time). Anne in tues + weds this wk, I'm at the trade fair weds",
     ["The wholesaler delivered oak and black moulding lengths and 6 sheets of conservation glass on 13/2",
      "There's a new blade for the mount cutter",
      "Anne is in Tuesday and Wednesday this week; Dave is at the trade fair on Wednesday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lister-lane-jobs-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "she's gone for a sage green mount instead, double" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what colour mount for Mrs Okafor's sampler? cutting it this aft, want to get the board out"
    with turn_span("question Weds 15/2"):
        hits = []
        for query in ("Mrs Okafor sampler mount colour", "mount for the cross stitch", "Okafor job"):
            hits += memory.search(query, top_k=30, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 15 February 2051. You are talking to Anne, who cuts the mounts at Lister Lane "
                   "Framing."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("sage", "green", "gold slip", "washed out", "double")), stored
        assert any("single ivory mount with 6cm borders" in c for c in context), context
        assert any("cash on collection" in s for s in stored), stored
        reply = answer(question, context, mock="Ivory - a single mount with 6cm borders, in the 2cm oak.")
finish(question, expected="sage green - a double mount with a thin gold slip inside (the ivory looked washed out)",
       actual=reply)
