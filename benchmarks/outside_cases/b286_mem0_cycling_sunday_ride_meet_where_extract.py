"""Batch 286 (held out). A cycling club's Sunday rides: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Ryburn Valley CC go out every Sunday from Sowerby Bridge - an A group (20mph+) and a B group (16-17ish), a
cafe stop, mudguards in the winter, a reliability ride in April. Andy (the ride captain) types his notes into the
club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members, new ones especially, ask
it where and when.

Planted fault (ExtractionError, a fact dropped at extraction): Andy's note of 2051-03-02T20:10 has the Sunday rides
meeting at the Square in Sowerby Bridge, 8.30 for an 8.45 roll out. His note of Thu 23 Mar says the council are
digging up the Square all of April for the new drains, so they're meeting in the Co-op car park on Wharf St
instead till it's done, same time - and, in the same breath, new members to fill in the form on the website, Dave
has spare tubes, and happy birthday Sue. The extraction keeps the form, the tubes and the birthday and drops the
new meeting place: the Square stays the only one stored. Question (Sat 15/4, Priya, a new member): "where do we
meet for the sunday ride tmrw? first time coming out with you lot 😬" -> expected the Co-op car park on Wharf St
(the Square's dug up for the drains). The assistant says the Square in Sowerby Bridge.

Expected verdict: ExtractionError at mem0.extract inside the Thu 23 Mar add (fault() wraps that one add): the note
given to mem0 moves the meeting place to the Co-op car park, and what was made from it leaves that out, so the store
never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the Co-op car park; no stored memory or context line mentions the Co-op, Wharf St or the
drains; the spare tubes from the same note are stored; the first note's Square is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b286_mem0_cycling_sunday_ride_meet_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ryburn-valley-cc-andy"
CUT = ("Thu 23 Mar - heads up, council are digging up the Square all of april for the new drains 🙄 so we're meeting "
       "in the Co-op car park on Wharf St instead till it's done, same time. ALSO new members pls fill in the form on "
       "the website (insurance!!) + Dave's got spare tubes if anyone's short. and happy bday Sue 🎂")
NOTES = [
    ("2051-03-02T20:10", "2051-03-02T20:10 SUNDAY RIDES 🚴 from this wk we meet at the Square in Sowerby Bridge, 8.30 "
                         "for a 8.45 roll out. A group 20mph+, B group 16-17ish, cafe stop wherever Sam fancies. "
                         "mudguards pls till the clocks go fwd",
     ["Sunday rides meet at the Square in Sowerby Bridge, 8.30 for an 8.45 roll out",
      "The A group rides at 20mph+, the B group at 16-17mph",
      "Mudguards are needed on Sunday rides until the clocks go forward"]),
    ("9/3", "9/3 route for sun 12th - Cragg Vale then over the top to Hebden, cafe at Blackshaw Head, about 45 miles. "
            "Sam's leading the B's, regroup at the top of every climb",
     ["The route for Sunday 12th is Cragg Vale then over to Hebden, about 45 miles, cafe at Blackshaw Head",
      "Sam is leading the B group and they regroup at the top of every climb"]),
    ("Thu 23 Mar", CUT,
     # the planted fault: the move to the Co-op car park on Wharf St is dropped
     ["New members should fill in the membership form on the website for the insurance",
      "Dave has spare inner tubes if anyone is short",
      "It is Sue's birthday"]),
    ("Mon 3/4", "Mon 3/4 - sat 8th is the reliability ride, 100k, sign up by fri, £5 to the air ambulance. lights "
                "front + back, it's a long day",
     ["The reliability ride is Saturday 8th April, 100k, sign up by Friday, £5 to the air ambulance",
      "Lights front and back are needed on the reliability ride"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ryburn-valley-cc-rides"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "meeting in the Co-op car park on Wharf St" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do we meet for the sunday ride tmrw? first time coming out with you lot 😬"
    with turn_span("question Sat 15/4"):
        hits = []
        for query in ("where do sunday rides meet", "meeting point for the club ride", "sunday ride start time"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 15 April 2051. You are talking to Priya, a new member of Ryburn Valley CC."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("co-op", "wharf", "drains", "digging")), stored
        assert any("meet at the Square in Sowerby Bridge" in c for c in context), context
        assert any("spare inner tubes" in s for s in stored), stored
        reply = answer(question, context, mock="At the Square in Sowerby Bridge - 8.30 for an 8.45 roll out. "
                                               "Welcome along!")
finish(question, expected="the Co-op car park on Wharf St - the Square's dug up for the new drains all April",
       actual=reply)
