"""b5: a pet-care assistant that keeps notes about Luna the cat in a Letta agent's archival memory (the real
letta-client against the in-process Letta stand-in of b3_support; passages are searched by shared words). One root
span per app step (the app's own span): each note is written in its own turn, the nightly clean-up is one, the
question another. Each passage carries the day it was written (``created_at``).

Notes: 14 January, the vet confirmed Luna has a chicken allergy (her itchy skin cleared on the fish-only diet);
20 February, vaccinations due in September; 2 March, the window perch and the carrier; 10 March, a new scratching
post; 18 March, her wet food (the fish selection, one pouch twice a day).

Planted fault: the clean-up on 20 March deletes passages older than 60 days that are not tagged "pinned": it deletes
the allergy note (``letta.passages.delete``, wrapped in ``fault()``).

Question (22 March, an inference with a reason): "Would the chicken-and-rice wet food be OK for Luna?" Expected "No -
she's allergic to chicken". The search returns the four remaining notes; the answer says probably yes.

Why DeletionError at letta.passages.delete: the only passage that held the allergy was held in archival memory and
explicitly deleted before the question; the search returned everything left. Another reading: none that I see.
"""
from __future__ import annotations

import os
import sys
from datetime import datetime, timedelta, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_letta_passage_delete_luna", ["letta", "litellm"])

server = b3_support.fake_letta()
client = b3_support.letta_client(server)
AGENT = "agent-petcare"
server.add_agent(AGENT, human="Owner: Noor. Cat: Luna, 6 years old.", persona="I help Noor look after Luna.")

NOTES = [
    ("2026-01-14", "Vet (Dr Osei) confirmed Luna has a chicken allergy; her itchy skin cleared on the fish-only diet.",
     ["health"]),
    ("2026-02-20", "Luna's vaccinations are due in September.", ["health"]),
    ("2026-03-02", "Luna likes the window perch and hates the carrier.", ["habits"]),
    ("2026-03-10", "Bought Luna a new sisal scratching post.", ["shopping"]),
    ("2026-03-18", "Luna's wet food: the fish selection pouches, one pouch twice a day.", ["food"]),
]
for day, text, tags in NOTES:
    with b3_support.turn_span(f"note-{day}"):
        client.agents.passages.create(AGENT, text=text, tags=tags, created_at=f"{day}T18:00:00+00:00")

# nightly clean-up, 20 March: passages older than 60 days that are not pinned
with b3_support.turn_span("cleanup-2026-03-20"):
    today = datetime(2026, 3, 20, 3, 0, tzinfo=timezone.utc)
    listed = client.agents.passages.list(AGENT)
    old = [p for p in listed if p.created_at and today - p.created_at > timedelta(days=60)
           and "pinned" not in (p.tags or [])]
    assert [p.text for p in old] == [NOTES[0][1]], [p.text for p in old]
    with fault():
        for p in old:
            client.agents.passages.delete(p.id, agent_id=AGENT)

QUESTION = "Would the chicken-and-rice wet food be OK for Luna?"
with b3_support.turn_span("turn-2026-03-22"):
    found = client.agents.passages.search(AGENT, query=QUESTION, top_k=5)
    context = [r.content for r in found.results]
    assert len(context) == 4, context  # everything left came back
    assert not any("allerg" in c.lower() for c in context), context  # the fault decided
    reply = answer(QUESTION, context, mock="Probably yes - it's a gentle food, and she already has wet food twice "
                                           "a day.")
finish(QUESTION, "No - she's allergic to chicken", reply)
