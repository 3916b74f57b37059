"""Batch 293 (held out). A jeweller's repair counter: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Hallam & Daughters, a family jeweller's in Todmorden, take in repairs at the counter - resizes, claws, chains,
watch batteries, pearl restrings - and Dev does the bench work in the back. Gail (on the counter) types a note per
job into the shop's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; whoever is on the
counter asks it things when a customer comes to collect.

Planted fault (ExtractionError, a fact dropped at extraction): Gail's note of 2050-03-04T10:20 takes in job 4471,
Mrs Okafor's 18ct solitaire - resize L to N and re-tip two claws, quoted £85, ready Weds 16th. Her note of Tue 8 Mar
says Dev has had it under the glass, the shank is too thin at the back to stretch, so he's putting a new half shank
in, +£60 on the quote, and Mrs Okafor said go ahead - and, in passing, that she's bringing her mum's pearls in next
week for a restring (about 2 weeks). The extraction keeps the pearls and drops the half shank and the £60: the £85
quote stays the only price stored. Question (Weds 16/3, Saira on the counter): "how much is Mrs Okafor's ring
coming to? she's here to collect + wants to pay by card" -> expected £145 (£85 + £60 for the half shank). The
assistant says £85.

Expected verdict: ExtractionError at mem0.extract inside the Tue 8 Mar add (fault() wraps that one add): the note
given to mem0 adds £60 for a new half shank, and what was made from it leaves that out, so the store never held the
extra the total needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the +£60 half shank; no stored memory or context line mentions the shank, £60 or £145; the pearls from the same
note are stored; the first note's £85 quote is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b293_mem0_jeweller_ring_repair_price_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hallam-daughters-repairs"
CUT = ("Tue 8 Mar - 4471 Okafor: Dev's had it under the glass, the shank's too thin at the back to stretch it (it'd "
       "crack) so he's putting a new half shank in, +£60 on the quote. rang her, she said go ahead 👍 ALSO she's "
       "bringing her mum's pearls in next wk for a restring, told her abt 2 wks for those")
NOTES = [
    ("2050-03-04T10:20", "2050-03-04T10:20 job 4471 Mrs Okafor 💍 engagement ring 18ct solitaire, resize L to N + "
                         "re-tip 2 claws (one's worn to nothing). quoted £85, ready Weds 16th. mob no. on the ticket",
     ["Job 4471 is Mrs Okafor's 18ct solitaire engagement ring: resize L to N and re-tip 2 claws",
      "Job 4471 was quoted £85, ready Weds 16th March"]),
    ("5/3", "5/3 watch batts finally in from the wholesaler, 377s + 364s. Mr Brook's Seiko done, £8.50, collected",
     ["Watch batteries 377 and 364 are in stock from the wholesaler",
      "Mr Brook's Seiko battery was done for £8.50 and collected"]),
    ("Tue 8 Mar", CUT,
     # the planted fault: the half shank and the +£60 are dropped
     ["Mrs Okafor is bringing her mum's pearls in next week for a restring, about 2 weeks"]),
    ("12.3.", "12.3. Dev on 4471 today, claws done, polish tmrw, on track for weds. engraving machine playing up "
              "AGAIN, sticking on the capitals",
     ["Job 4471: claws done, polish tomorrow, on track for Wednesday",
      "The engraving machine is playing up again, sticking on capitals"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hallam-repairs-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "new half shank in, +£60 on the quote" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much is Mrs Okafor's ring coming to? she's here to collect + wants to pay by card"
    with turn_span("question Weds 16/3"):
        hits = []
        for query in ("Okafor ring price quote", "job 4471 cost", "extra work on the engagement ring"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 16 March 2050. You are talking to Saira, on the repair counter at Hallam & Daughters."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("shank", "£60", "145", "60 on")), stored
        assert any("quoted £85" in c for c in context), context
        assert any("pearls" in s for s in stored), stored
        reply = answer(question, context, mock="£85 - that was the quote for the resize and the two claws.")
finish(question, expected="£145 - the £85 quote plus £60 for the new half shank Dev put in", actual=reply)
