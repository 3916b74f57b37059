"""Batch 68 (held out). A family's house move: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note.

App: the Osei-Barnes family (Kwame, Hannah, two kids, an old upright piano) are moving from Tuffley to a 3-bed in
Quedgeley. Hannah dictates her moving notes into mem0 with ``memory.add(messages, user_id="osei-barnes-move",
metadata={"date": ...})`` and mem0's LLM pulls the facts out. Eight notes, Feb - Mar 2029.

Planted fault (ExtractionError, omitted at extraction): the removal firm's quote is £950 (first note). Then: "Harpers
man came round to look - he won't touch the piano, says it needs proper piano people w the skids & straps, so I've
booked Glos Piano Movers for weds 13th, £180 ugh. he also said get the loft stuff down before they come or it's an
extra hr. 3 men + the big lorry, 8am". The extraction keeps the loft, the 3 men and the 8am start and drops the piano
movers. Question (Sun 10/3, Kwame, doing the sums): "how much are we paying to get everything moved, all in?" ->
expected £1,130 (Harpers £950 + the piano people £180). The assistant says £950.

Expected verdict: ExtractionError at mem0.extract inside the 2/3 add (fault() wraps that one add). Asserted: the note
has the piano and £180; no stored memory mentions the piano or £180, while the loft and the 8am start from the same
note are in the context, and so is Harpers' £950. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b68_mem0_housemove_total_cost_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "osei-barnes-move"
SURVEY = ("Harpers man came round to look - he won't touch the piano, says it needs proper piano people w the skids "
          "& straps, so I've booked Glos Piano Movers for weds 13th, £180 ugh. he also said get the loft stuff down "
          "before they come or it's an extra hr. 3 men + the big lorry, 8am")
NOTES = [
    ("2029-02-18", "went w Harpers Removals for the move, £950 all in incl packing the kitchen, thurs 14 March. "
                   "the other 2 quotes were 1100 + 1240 so",
     ["Harpers Removals are doing the move on Thursday 14 March",
      "Harpers Removals quote is £950 all in, including packing the kitchen"]),
    ("20/2", "solicitor (Mrs Pritchard @ Davis & Co) says exchange shld be end of next wk if the searches come back",
     ["Solicitor is Mrs Pritchard at Davis & Co; exchange expected end of next week if searches come back"]),
    ("Feb 24", "kids want the back bedroom, both of them. fight incoming",
     ["Both kids want the back bedroom in the new house"]),
    ("2029-03-02", SURVEY,
     # the planted fault: the piano movers (Glos Piano Movers, weds 13th, £180) are not extracted
     ["Loft contents must be brought down before the removal men arrive or it costs an extra hour",
      "Harpers are sending 3 men and the big lorry, starting 8am"]),
    ("3.3", "exchanged!!! completion thurs 14th confirmed, keys from the agent once the money lands, usually after 12",
     ["Contracts exchanged; completion Thursday 14 March",
      "Keys for the new house come from the estate agent once the money lands, usually after 12"]),
    ("Mar 5th", "redirected post w Royal Mail, £38.50 for 3 months. gas + elec to Octopus from the 14th",
     ["Post redirected with Royal Mail for 3 months, £38.50",
      "Gas and electricity move to Octopus from 14 March"]),
    ("2029-03-07", "skip for the garden rubbish - no, tip run sat instead, Kwame's doing 2 trips in his brother's van",
     ["Kwame is doing two tip runs on Saturday in his brother's van"]),
    ("8/3", "boxes: 40 from Harpers came, need about 15 more, asking on the Tuffley fb group",
     ["Harpers delivered 40 boxes; about 15 more are needed"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="osei-barnes"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == SURVEY:
                assert "piano" in note and "£180" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much are we paying to get everything moved, all in?"
    with turn_span("question Sun 10/3"):
        hits = []
        for query in ("removals cost quote £ all in", "moving the piano cost", "removal men lorry start time loft",
                      "paying for the move total"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 10 March 2029. You are talking to Kwame, who is adding up what the move costs."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("£950" in c for c in context), context
        assert any("loft" in c.lower() for c in context), context
        assert any("8am" in c for c in context), context
        assert not any("piano" in s.lower() or "£180" in s for s in stored + context), stored
        reply = answer(question, context, mock="£950 - that's Harpers' price and it covers everything, packing the "
                                               "kitchen included.")
finish(question, expected="£1,130 - Harpers' £950 plus £180 for the piano people", actual=reply)
