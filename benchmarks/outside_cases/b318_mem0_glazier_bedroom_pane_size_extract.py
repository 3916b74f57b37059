"""Batch 318 (held out). A glazier's small business: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dean Walsh Glazing is Dean, his lad Kyle and Kerry (Dean's wife, who does the office) - replacement panes,
double glazed units, shop fronts, the odd greenhouse. Dean talks his job notes into the firm's helper from the van
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Kyle asks it things when he's cutting or
ordering.

Planted fault (ExtractionError, a fact dropped at extraction): Dean's note of 2051-02-27T16:40 has Mrs Okafor's
back bedroom - a blown unit, 620 x 1050, 4-16-4 clear, in a white upvc frame. His note of Thu 6/3 says he went
back to measure properly, the frame's out of square so the unit is 612 x 1045 not 620x1050, and - in passing - she
wants obscure (Flemish) in the bathroom now too, and she paid £50 deposit cash. The extraction keeps the bathroom
glass and the deposit and drops the re-measure: 620 x 1050 stays the only size stored. Question (Fri 7/3, Kyle):
"what size is the unit for Mrs Okafor's back bedroom? ordering it off Pilkingtons in the morning" -> expected
612 x 1045. The assistant says 620 x 1050.

Expected verdict: ExtractionError at mem0.extract inside the Thu 6/3 add (fault() wraps that one add): the note
given to mem0 has the back bedroom at 612 x 1045, and what was made from it leaves that out, so the store never
held the size the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names 612 x 1045; no stored memory or context line mentions 612, 1045 or the frame being out of square; the
Flemish bathroom from the same note is stored; the first note's 620 x 1050 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b318_mem0_glazier_bedroom_pane_size_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dean-walsh-glazing-dean"
CUT = ("Thu 6/3 back at Okafors w/ the proper tape, frame's out of square (house has dropped a bit) so the back "
       "bedroom unit is 612 x 1045 not 620x1050 - glad I checked. she wants obscure in the bathroom now as well, "
       "Flemish, same size as the old one. £50 deposit cash, in the tin")
NOTES = [
    ("2051-02-20T09:15", "2051-02-20T09:15 Hussains conservatory - 3 roof sheets cracked in the wind, 16mm "
                         "polycarb bronze, Kyle to pick up from the merchants tues",
     ["Hussains' conservatory has 3 cracked roof sheets, 16mm bronze polycarbonate",
      "Kyle is picking up the polycarbonate sheets from the merchants on Tuesday"]),
    ("2051-02-27T16:40", "2051-02-27T16:40 Mrs Okafor, 14 Birch Grove - back bedroom unit's blown (misted up "
                         "inside), approx 620 x 1050, 4-16-4 clear, white upvc. quoted £95 fitted. nice lady, "
                         "has a big dog",
     ["Mrs Okafor at 14 Birch Grove needs a new back bedroom unit, 620 x 1050, 4-16-4 clear, in a white upvc frame",
      "Quoted Mrs Okafor £95 fitted for the back bedroom unit",
      "Mrs Okafor has a big dog"]),
    ("Thu 6/3", CUT,
     # the planted fault: the re-measured size is dropped
     ["Mrs Okafor wants obscure Flemish glass in the bathroom as well, same size as the old one",
      "Mrs Okafor paid a £50 deposit in cash"]),
    ("sat 8th", "sat 8th Crumbs bakery shop front next sat - 10mm toughened, the lifter's booked from HSS. ALSO "
                "van's due its service w/c 17th",
     ["Crumbs bakery shop front is next Saturday, 10mm toughened, lifter booked from HSS",
      "The van is due its service week commencing 17th"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dean-walsh-glazing-jobs"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "back bedroom unit is 612 x 1045 not 620x1050" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what size is the unit for Mrs Okafor's back bedroom? ordering it off Pilkingtons in the morning"
    with turn_span("question Fri 7/3"):
        hits = []
        for query in ("Okafor back bedroom unit size", "sizes for Mrs Okafor", "double glazed unit measurements"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 7 March 2051. You are talking to Kyle, who works for Dean Walsh Glazing."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("612", "1045", "out of square")), stored
        assert any("620 x 1050" in c for c in context), context
        assert any("Flemish" in s for s in stored), stored
        reply = answer(question, context, mock="620 x 1050, 4-16-4 clear, for the white upvc frame at 14 Birch Grove.")
finish(question, expected="612 x 1045 - Dean re-measured, the frame's out of square", actual=reply)
