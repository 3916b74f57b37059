"""Batch 270 (held out). A mobile vet's farm visits: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Jo Ashworth is the farm vet at Calder Vale Vets; she drives round the hill farms in the pick-up and types her
visit notes into the practice helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Kerry on
the practice desk asks it things when she orders drugs and prints the test sheets.

Planted fault (ExtractionError, a fact dropped at extraction): Jo's note of 2051-02-20T08:10 has Hollins Farm's
annual TB test - 118 head on the herd list, inject Tue 14/3 from 8, read Fri 17th. Her note of Thu 9 Mar says Dave
at Hollins rang - he bought 32 store heifers at Skipton mart on Monday, so they go in the test too, 150 head now -
and, in passing, the collie's had pups again and he wants the lame bull looked at while she's there. The extraction
keeps the pups and the lame bull and drops the heifers and the new count: 118 stays the only herd size stored.
Question (Mon 13/3, Kerry): "how many head are we testing at Hollins tmrw? ordering the tuberculin + printing the
sheets" -> expected 150 (the 118 plus the 32 heifers from Skipton). The assistant says 118.

Expected verdict: ExtractionError at mem0.extract inside the Thu 9 Mar add (fault() wraps that one add): the note
given to mem0 has the 32 heifers and the 150, and what was made from it leaves them out, so the store never held
the count the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has "that's 150 head now"; no stored memory or context line mentions 150, the heifers, Skipton or 32; the lame bull
from the same note is stored; the first note's 118 head is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b270_mem0_vet_farm_tb_test_head_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-vale-vets-jo-farm"
CUT = ("Thu 9 Mar - Dave at Hollins rang, he's bought 32 store heifers in from Skipton mart on mon so they'll want "
       "doing with the rest, that's 150 head now 🙄 (more tuberculin!!). ALSO the collie's had pups again, and can I "
       "look at the lame bull while I'm up there, off hind, been like it a fortnight")
NOTES = [
    ("2051-02-20T08:10", "2051-02-20T08:10 Hollins Fm (Dave Sutcliffe) - annual TB test due, 118 head on the herd "
                         "list, inject tue 14/3 from 8, read fri 17th. crush is held together w/ baler twine again, "
                         "told him",
     ["Hollins Farm (Dave Sutcliffe) annual TB test: 118 head on the herd list",
      "Hollins Farm TB test: inject Tue 14/3 from 8am, read Fri 17th",
      "The crush at Hollins Farm needs fixing"]),
    ("1/3", "1/3 Moor Top - Mrs Greenwood's ewes scanned, 340 thru, 12 barren, lots of twins. next wk Lane End for "
            "the calves' pneumonia jabs, 40ish",
     ["Moor Top: Mrs Greenwood's ewes scanned, 340 through, 12 barren, lots of twins",
      "Lane End calves' pneumonia vaccinations next week, about 40 calves"]),
    ("Thu 9 Mar", CUT,
     # the planted fault: the 32 heifers and the new total of 150 are dropped
     ["Dave at Hollins Farm's collie has had pups again",
      "Dave wants the lame bull at Hollins looked at (off hind, about a fortnight)"]),
    ("Sat 11th", "Sat 11th Dave's borrowing the Hirsts' crush for tues so no need to bring ours. pls remember the "
                 "ear tag reader, the old one's bust. Lane End moved to weds 22nd",
     ["Dave at Hollins is borrowing the Hirsts' crush for Tuesday's TB test",
      "Bring the ear tag reader, the old one is broken",
      "Lane End calves moved to Weds 22nd"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-vale-farm-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "that's 150 head now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many head are we testing at Hollins tmrw? ordering the tuberculin + printing the sheets"
    with turn_span("question Mon 13/3"):
        hits = []
        for query in ("Hollins TB test how many head", "herd size cattle numbers", "TB test tuberculin"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 March 2051. You are talking to Kerry on the desk at Calder Vale Vets."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("150", "heifer", "skipton", "32 ")), stored
        assert any("118 head on the herd list" in c for c in context), context
        assert any("lame bull" in s for s in stored), stored
        reply = answer(question, context, mock="118 head at Hollins - injecting Tue 14/3 from 8, reading Fri 17th.")
finish(question, expected="150 - the 118 on the herd list plus the 32 store heifers Dave bought at Skipton",
       actual=reply)
