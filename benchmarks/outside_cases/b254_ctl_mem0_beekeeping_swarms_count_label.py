"""Batch 254 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each log entry
stored as written; in-memory qdrant), one root span per entry and one for the question.

App: Sowerby & District Beekeepers run a swarm line in May and June; Trev (the swarm coordinator) logs every call-out
into the association's helper with ``memory.add(..., infer=False)``; Liz (the secretary) uses it for the monthly
newsletter.

Memory: 2051-05-06T20:00 - first of the year, a swarm on the vicarage hedge, Dave took it, into the bait box; Thu 11
May - the Luddenden bus shelter, a big prime, Trev and Ken, half of Luddenden watching; 14.5. - Mrs Pickles' "swarm"
in her bird box was bumbles, left them be, told her they'll be gone by August, still counting it as a call-out; Sun
21st May - one on a wheelie bin in Mytholmroyd, Dave again, shaken into a nuc box, "that's 4 call-outs now".
Question (Weds 24/5, Liz): "how many swarms have we collected so far this yr? for the newsletter 🐝" The assistant
says 3 (4 call-outs, but Mrs Pickles' were bumblebees and were left). The label says 4.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b254_ctl_mem0_beekeeping_swarms_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sowerby-bka-swarm-log-trev"
NOTES = [
    ("2051-05-06T20:00", "2051-05-06T20:00 first one of the yr!! 🐝 swarm on the vicarage hedge, Dave took it, nice + "
                         "calm, straight into the bait box. vicar made us a brew"),
    ("Thu 11 May", "Thu 11 May - Luddenden bus shelter, big prime swarm, me + Ken, half of Luddenden stood watching "
                   "😂 no stings, went into a poly nuc"),
    ("14.5.", "14.5. Mrs Pickles' 'swarm' in her bird box was bumbles, left them be, told her they'll be gone by aug. "
              "still counting it as a call-out for the log"),
    ("Sun 21st May", "Sun 21st May - one on a wheelie bin in Mytholmroyd, Dave again, shook into a nuc box no bother. "
                     "that's 4 call-outs now, season's flying"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sowerby-bka-swarms-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many swarms have we collected so far this yr? for the newsletter 🐝"
    with turn_span("question Weds 24/5"):
        hits = []
        for query in ("swarms collected this year", "swarm call-outs", "swarm taken into a box"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 24 May 2051. You are talking to Liz, secretary of Sowerby & District Beekeepers."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("vicarage hedge, Dave took it" in c for c in context), context
        assert any("Luddenden bus shelter, big prime swarm" in c for c in context), context
        assert any("was bumbles, left them be" in c for c in context), context
        assert any("that's 4 call-outs now" in c for c in context), context
        reply = answer(question, context, mock="3 - the vicarage hedge, the Luddenden bus shelter and the wheelie bin "
                                               "in Mytholmroyd. There were 4 call-outs, but Mrs Pickles' bird box was "
                                               "bumblebees, so they were left.")
finish(question, expected="4", actual=reply)
