"""Batch 276 (held out). A horse livery yard: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Brookfield Livery near Ripponden - 14 horses on DIY, part and full livery, a farrier round every six weeks, hay
and haylage from the farm over the road, a muck heap collected by the trailer. Sandra (the yard owner) types her
yard notes into the yard's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; owners ask it
things.

Planted fault (ExtractionError, a fact dropped at extraction): Sandra's note of 2050-09-14T18:00 has Dan the farrier's
next round on Thu 6th Oct from 8am, £85 a full set, £35 a trim. Her note of Mon 26 Sept says Dan's van has died and
he's got a lame one at the racing yard, so he's coming FRI the 7th instead, same time - and, in passing, the muck
heap's being collected Weds (don't park by the trailer) and the rug wash is £12 a rug now. The extraction keeps the
muck heap and the rug wash and drops the new day: Thu 6th stays the only farrier day stored. Question (Tue 4/10,
Jess, who has a cob called Murphy): "which day's the farrier coming? Murphy's lost a shoe again + I need to book
the morning off work" -> expected Friday 7th October. The assistant says Thursday 6th October.

Expected verdict: ExtractionError at mem0.extract inside the Mon 26 Sept add (fault() wraps that one add): the note
given to mem0 moves Dan to Friday the 7th, and what was made from it leaves that out, so the store never held the
day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
Fri the 7th; no stored memory or context line mentions the 7th, Friday, the van or the lame horse; the rug wash from
the same note is stored; the first note's Thu 6th Oct is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b276_mem0_livery_yard_farrier_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brookfield-livery-sandra"
CUT = ("Mon 26 Sept - Dan's van's died 🙄 and he's got a lame one at the racing yard so he's coming FRI the 7th "
       "instead, same time, 8ish. ALSO muck heap getting collected weds so DON'T park by the trailer pls, and rug "
       "wash is £12 a rug now (sorry, the lady's put her prices up)")
NOTES = [
    ("2050-09-14T18:00", "FARRIER 🐴 Dan's next round is thurs 6th oct from 8am, full set £85, trim £35. names on the "
                         "board in the tack room + have them in + brushed off by 7.45 pls, he won't wait",
     ["Dan the farrier's next round is Thu 6th Oct from 8am",
      "Farrier prices: full set £85, trim £35",
      "Farrier names go on the board in the tack room; horses in and brushed off by 7.45"]),
    ("21/9", "21/9 hay's in from Eric's, £4.50 a bale, haylage £6. pay in the honesty tin or bank transfer, NOT to "
             "Eric. winter turnout starts 1st nov, the top field's resting",
     ["Hay is £4.50 a bale and haylage £6, paid in the honesty tin or by bank transfer",
      "Winter turnout starts 1st Nov; the top field is resting"]),
    ("Mon 26 Sept", CUT,
     # the planted fault: the move to Friday the 7th is dropped
     ["The muck heap is being collected on Wednesday; don't park by the trailer",
      "The rug wash is £12 a rug now"]),
    ("2/10", "2/10 worming - everyone needs a worm count sample in by the 14th, pots in the feed room. vet's in on "
             "the 18th for teeth if anyone wants adding, £55",
     ["Worm count samples are due by the 14th; pots are in the feed room",
      "The vet is in on the 18th for teeth, £55"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brookfield-livery-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "he's coming FRI the 7th instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day's the farrier coming? Murphy's lost a shoe again + I need to book the morning off work"
    with turn_span("question Tue 4/10"):
        hits = []
        for query in ("farrier day date", "when is Dan the farrier coming", "farrier round shoes"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 4 October 2050. You are talking to Jess, who keeps her cob Murphy at Brookfield "
                   "Livery."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("7th", "friday", " fri ", "van", "lame", "racing")), stored
        assert any("Thu 6th Oct from 8am" in c for c in context), context
        assert any("rug wash" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 6th October - Dan starts at 8, so have Murphy in and brushed "
                                               "off by 7.45.")
finish(question, expected="Friday 7th October - Dan's van died so he moved the round a day", actual=reply)
