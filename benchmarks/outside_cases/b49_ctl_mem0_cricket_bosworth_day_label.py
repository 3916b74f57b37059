"""Batch 49 (held out), control. A village cricket club skipper's notes: mem0 Memory (infer=False: each message
stored as it is; scripted OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: Dev, 1st XI skipper at Little Hadley CC, keeps his notes in mem0 (``memory.add(..., infer=False)``) and asks the
assistant about them; each question's context is a search. The fixture list has the away game at Market Bosworth
on Sat 27 June. Their groundsman is relaying the square and it won't be ready for the Saturday; their skipper asked
to play the Sunday, the 28th, same start, and Dev said yes and sorted the minibus for the Sunday.

No fault planted. Question (Mon 22/6): "what day's the away game at Bosworth?" The model answers Sunday the 28th,
right per memory. The label says Saturday the 27th, as on the fixture list. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b49_ctl_mem0_cricket_bosworth_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dev-1stxi"
NOTES = [
    ("2026-05-30", "fixtures from the league site: 20/6 H v Ashby, 27/6 A @ Market Bosworth 1.30 start, 4/7 H v "
                   "Oadby, 11/7 A @ Lutterworth"),
    ("2026-06-03", "availability so far for Bosworth - Sunil, Ollie, Big Al, Jonno, the twins. Kez maybe (shifts)"),
    ("2026-06-09", "minibus from the community transport, £45 a day, Jan books it, seats 14"),
    ("2026-06-15", "Bosworth skipper (Gareth) texted - their square's being relaid, groundsman says it won't take a "
                   "game by the sat, can we do sun 28th, same 1.30. said yes fine, most of ours are free. Jan's "
                   "sorted the minibus for the sunday"),
    ("2026-06-17", "Ollie's out for a month, broke a finger fielding at nets. need another opener"),
    ("2026-06-20", "won vs Ashby by 34 runs!! Sunil 62, the twins 3 wkts each. teas were class"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hadleycc"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what day's the away game at Bosworth?"
    with turn_span("question Mon 22/6"):
        hits = []
        for query in (question, "fixtures Market Bosworth away date"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 22 June 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("27/6 A @ Market Bosworth" in c for c in context), context
        assert any("can we do sun 28th" in c for c in context), context
        reply = answer(question, context, mock="Sunday the 28th, 1.30 start - their square wasn't going to be "
                                               "ready for the Saturday. Minibus is booked for the Sunday.")
finish(question, expected="Saturday 27th June", actual=reply)
