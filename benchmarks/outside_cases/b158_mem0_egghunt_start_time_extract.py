"""Batch 158 (held out). A town's Easter egg hunt: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Lorraine runs Hollinsford's Easter egg hunt for the town council, in Memorial Park on Easter Sunday, 5th April
2037 (a clue trail round the park with an answer sheet, a chocolate egg for every finished sheet, an under 5s trail by
the play area, marshals in hi-vis). She types her notes into the town's helper with ``memory.add(messages,
user_id=..., metadata={"date": ...})`` and parents ask it things.

Planted fault (ExtractionError, dropped at extraction): the first note (Weds 11 Mar) has the hunt starting at 10.30
from the bandstand. Lorraine's note of Tue 24/3 says Rev Sue's family service won't be out till gone 11 this year
(3 baptisms!) so they're starting at 11.30 not 10.30, registration from 11; that the Co-op are giving 200 eggs; and
that Brian's doing the clues again, laminated this time after last year's soggy mess. The extraction keeps the eggs
and the clues and drops the new start time altogether. Question (Fri 3/4, Emma, a mum): "what time does it kick off
sun? want to be there for the start w the twins" -> expected 11.30 (registration from 11), later this year for the
family service. The assistant says 10.30.

Expected verdict: ExtractionError at mem0.extract inside the 24/3 add (fault() wraps that one add): the note handed to
mem0 moves the start to 11.30 and nothing made from it says so, so the fact asked about never reached the store; the
search and the answer then worked faithfully on what was stored (the 10.30 from the first note). Asserted: the note
has 11.30; no stored memory or context line mentions 11.30, registration or the baptisms; the eggs and clues lines
from the same note and the first note's 10.30 are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b158_mem0_egghunt_start_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollinsford-egg-hunt-lorraine"
LATER = ("Rev Sue says family service won't be out til gone 11 this yr (3 baptisms!) so we're starting 11.30 not "
         "10.30, registration from 11. Co-op are giving us 200 eggs :) Brian's doing the clues again, laminated this "
         "time after last yr's soggy mess")
NOTES = [
    ("Weds 11 Mar", "EGG HUNT easter sun 5th apr, Memorial Park. starts 10.30 from the bandstand, £2 a sheet, 12 "
                    "clues round the park, sheet back to the bandstand for your egg. under 5s trail round the play "
                    "area, no sheet needed",
     ["Easter egg hunt on Easter Sunday 5 April in Memorial Park",
      "The hunt starts at 10.30 from the bandstand",
      "£2 per answer sheet; 12 clues round the park; completed sheets go back to the bandstand for an egg",
      "Under 5s trail round the play area, no sheet needed"]),
    ("Tue 24/3", LATER,
     # the planted fault: the start moving to 11.30 (registration from 11) is left out of what is stored
     ["The Co-op are donating 200 chocolate eggs for the hunt",
      "Brian is doing the clues again and laminating them this time (last year's got soaked)"]),
    ("2037-04-02T20:15", "marshals sorted - Jan, Dev, Kath + 2 off the Scouts. hi vis from the council depot, Dev's "
                         "collecting fri. forecast dry, 9 degrees brrr",
     ["Marshals: Jan, Dev, Kath and 2 Scouts",
      "Hi-vis vests from the council depot, Dev collecting them on Friday",
      "Forecast for the hunt: dry, 9 degrees"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollinsford-egg-hunt"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == LATER:
            assert "starting 11.30 not 10.30" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time does it kick off sun? want to be there for the start w the twins"
    hits = []
    for query in ("egg hunt start time", "what time does the hunt start", "Easter Sunday egg hunt", "eggs and clues"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 3 April 2037. You are talking to Emma, a parent bringing her twins to Hollinsford's "
               "Easter egg hunt on Sun 5 April."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("starts at 10.30" in c for c in context), context
    assert any("200 chocolate eggs" in c for c in context), context
    assert any("Brian is doing the clues" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("11.30", "registration", "baptism")), stored
    reply = answer(question, context, mock="10.30, from the bandstand in Memorial Park - £2 a sheet.")
finish(question, expected="11.30 (registration from 11) - it's later this year so the family service can finish",
       actual=reply)
