"""Batch 257 (held out). A small vet practice's reception notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Holme Lane Vets is a two-vet practice (Mr Patel and Dr Hughes) with one theatre and a front desk run by Ellie
and Jo. Reception type their notes about bookings, estimates and phone calls into the practice's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; whoever is on the desk asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Ellie's note of 2051-03-01T09:10 books Biscuit
(Mrs Okafor's 7 yr old lab cross) in for a dental with Mr Patel on Thu 16/3 and gives the estimate, £280-350 plus
any extractions. Jo's note of Tues 14th says Mr Patel did the pre-op bloods and had a proper look - 2 molars have to
come out, so he's put the estimate up to £420-480 and Mrs Okafor OK'd it on the phone - and, in passing, that she
wants Bravecto not the spot-on next time and her card's changed. The extraction keeps the Bravecto and the card and
drops the new estimate: £280-350 stays the only figure stored. Question (Thu 16/3, Ellie, Mrs Okafor at the desk):
"how much is Biscuit's dental going to come to? Mrs Okafor's asking b4 she leaves him" -> expected £420-480 (two
molars coming out). The assistant says £280-350, extractions on top.

Expected verdict: ExtractionError at mem0.extract inside the Tues 14th add (fault() wraps that one add): the note
given to mem0 has the new estimate, and what was made from it leaves that out, so the store never held the figure
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
£420-480; no stored memory or context line mentions 420, 480 or the molars; the Bravecto from the same note is
stored; the first note's £280-350 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b257_mem0_vet_practice_dental_estimate_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holme-lane-vets-reception"
CUT = ("Tues 14th (Jo) - Mr P did Biscuit Okafor's pre-op bloods this am + had a proper look in his mouth while he "
       "was at it, 2 molars need to come out 😬 so he's put the estimate up to £420-480, rang Mrs O + she's OK'd it "
       "on the phone (ELLIE pls get her to sign the new consent form thurs). ALSO she wants Bravecto not the spot-on "
       "next time, the 3 month one, + her card's changed, new one's on file")
NOTES = [
    ("2051-03-01T09:10", "2051-03-01T09:10 (Ellie) Biscuit - Okafor, 7yo lab x - dental booked thu 16/3 w/ Mr Patel, "
                         "drop off 8.15, starve from 10pm weds, water's fine. est given £280-350 + any extractions "
                         "extra, Mrs O happy w/ that",
     ["Biscuit (Mrs Okafor's 7 year old lab cross) has a dental with Mr Patel on Thu 16/3, drop off 8.15",
      "Biscuit's dental estimate given to Mrs Okafor: £280-350, plus any extractions extra",
      "Biscuit to be starved from 10pm Wednesday before his dental, water is fine"]),
    ("3/3", "3/3 Pepper Hussain (cat) stitches out mon 6th 4.40, Ellie doing it. Mr H wants the pink cone back, he's "
            "got another cat who 'might need it' 🙄",
     ["Pepper Hussain's stitches out Monday 6th at 4.40 with Ellie",
      "Mr Hussain wants the pink cone back"]),
    ("Tues 14th", CUT,
     # the planted fault: the new estimate is dropped
     ["Mrs Okafor wants Bravecto (the 3 month one) instead of the spot-on next time",
      "Mrs Okafor's card has changed; the new one is on file"]),
    ("Weds 15/3", "Weds 15/3 reminder calls done for tmrw's list - Biscuit + 2 cat spays (Luna Ward, Tigger "
                  "Booth). Jo's theatre nurse. car park's being relined so tell ppl to use the Co-op",
     ["Thursday's theatre list: Biscuit's dental and cat spays for Luna Ward and Tigger Booth, reminder calls done",
      "Jo is theatre nurse on Thursday",
      "The car park is being relined; clients to park at the Co-op"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holme-lane-vets-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "put the estimate up to £420-480" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much is Biscuit's dental going to come to? Mrs Okafor's asking b4 she leaves him"
    with turn_span("question Thu 16/3"):
        hits = []
        for query in ("Biscuit dental estimate cost", "how much is the dental", "Biscuit Okafor"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 16 March 2051. You are helping Ellie on the front desk at Holme Lane Vets."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("420", "480", "molar")), stored
        assert any("£280-350, plus any extractions extra" in c for c in context), context
        assert any("Bravecto" in s for s in stored), stored
        reply = answer(question, context, mock="£280-350 - that's Mr Patel's estimate, with any extractions on top.")
finish(question, expected="£420-480 - Mr Patel put it up after the bloods, 2 molars are coming out", actual=reply)
