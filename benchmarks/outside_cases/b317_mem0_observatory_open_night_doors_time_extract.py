"""Batch 317 (held out). An amateur astronomy observatory's public open evening: mem0 Memory (infer=True; a
scripted OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one
for the question.

App: Blackstone Edge Astronomical Society run a public open evening at their observatory on Sat 18th Oct 2051 -
a talk in the club room on Saturn's rings, then the 14-inch in the dome and members' scopes on the lawn if it's
clear, £3 adults, kids free, booked on Eventbrite. Ruth (the outreach secretary) types her notes into the society's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Ruth's note of 2051-09-03 20:10 has doors at 7pm,
the talk at 7.15 and the scopes from 8. Her note of Thurs 9th Oct says Dave's checked and Saturn isn't clear of the
trees on the east side till gone 9 in October, so everything goes back an hour - doors 8, talk 8.15, scopes after,
Eventbrite updated - and, in passing, no white torches on the lawn and parking in the top field (the bottom one's a
bog). The extraction keeps the torches and the parking and drops the new times: doors at 7pm stays the only time
stored. Question (Fri 17/10, Sue, bringing her grandchildren): "what time do the doors open tmrw? bringing the
grandkids so don't want to be stood in the cold for ages" -> expected 8pm (put back an hour so Saturn's clear of
the trees). The assistant says 7pm.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 9th Oct add (fault() wraps that one add): the
note given to mem0 moves the doors to 8, and what was made from it leaves that out, so the store never held the time
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
"doors 8"; no stored memory or context line mentions doors at 8, going back an hour, 8.15 or the trees; the torches
from the same note are stored; the first note's doors at 7pm is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b317_mem0_observatory_open_night_doors_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "blackstone-edge-as-ruth"
CUT = ("Thurs 9th Oct - Dave's checked + Saturn's not clear of the trees on the east side till gone 9 in oct 🙄 so "
       "we're putting everything back an hour - doors 8, talk 8.15, scopes after. eventbrite's updated. ALSO pls NO "
       "white torches on the lawn, someone blinded half the queue last time, and parking's the top field again "
       "(bottom one's a bog)")
NOTES = [
    ("2051-09-03 20:10", "2051-09-03 20:10 OPEN EVENING 🔭 sat 18th oct!! doors 7pm, Dave's talk on Saturn's rings "
                         "in the club room 7.15, then the 14\" in the dome + scopes on the lawn from 8 if clear. £3 "
                         "adults kids free, booking on eventbrite",
     ["The public open evening is Sat 18th Oct; doors open at 7pm",
      "Dave gives a talk on Saturn's rings in the club room at 7.15 at the open evening",
      "The open evening costs £3 for adults, children free, booked on Eventbrite"]),
    ("22/9", "22/9 62 booked already!! need 4 more volunteers w/ scopes for the lawn, hi-vis + red torches in the "
             "cupboard by the kettle",
     ["62 people have booked for the open evening",
      "4 more volunteers with telescopes are needed for the lawn",
      "Hi-vis vests and red torches are in the cupboard by the kettle"]),
    ("Thurs 9th Oct", CUT,
     # the planted fault: the move to doors at 8 is dropped
     ["No white torches on the lawn at the open evening",
      "Parking for the open evening is in the top field because the bottom field is boggy"]),
    ("Mon 13/10", "Mon 13/10 rota for the nite - me on the door, Kev + Amir in the dome, Jo doing hot choc (50p, "
                  "for the mirror fund). forecast looking ok fingers crossed 🤞",
     ["Ruth is on the door at the open evening; Kev and Amir are in the dome",
      "Jo is doing hot chocolate at 50p for the mirror fund"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="blackstone-edge-open-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "back an hour - doors 8" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time do the doors open tmrw? bringing the grandkids so don't want to be stood in the cold for ages"
    with turn_span("question Fri 17/10"):
        hits = []
        for query in ("open evening doors time", "what time does the open evening start", "Saturn talk time"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 17 October 2051. You are talking to Sue, who has booked for Blackstone Edge "
                   "Astronomical Society's open evening (Sat 18 Oct) with her grandchildren."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("doors 8", "8pm", "an hour", "8.15", "trees")), stored
        assert any("doors open at 7pm" in c for c in context), context
        assert any("white torches" in s for s in stored), stored
        reply = answer(question, context, mock="Doors open at 7pm, with Dave's talk at 7.15 - so no need to come "
                                               "much before 7.")
finish(question, expected="8pm - everything's gone back an hour so Saturn's clear of the trees", actual=reply)
