"""Batch 179 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: Donnington Wood Juniors' end-of-season awards night at the Legion - U7s to U16s, medals and trophies, DJ Daz.
Tracey, the club secretary, puts her notes into the club's helper with ``memory.add(..., infer=False)`` (stored as
written); she and the coaches answer parents from a search.

Memory: Tracey, 2043-03-14: awards night Fri 19th June at the Legion, 6.30 start, U7s-U16s, DJ Daz booked; Weds 8 Apr:
the trophy order (58 medals and the team trophies); 16th May: the Legion rang - they've got a wake on the Friday now
and need the big room, so it's the Saturday, the 20th, for the club, same times, Daz can still do it, can the coaches
tell their parents; 2043-05-28T20:10: the raffle prizes. Question (Tue 9/6, a U9s mum): "what date's the awards
night? need to sort the afternoon off to get the kids fed + changed" The assistant says Sat 20th June (the Legion
needed the Friday), 6.30 at the Legion. The label says Fri 19th June - the first date given.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b179_ctl_mem0_awards_night_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dwj-secretary"
NOTES = [
    ("2043-03-14", "awards night fri 19th june at the Legion 🏆 6.30 start, U7s-U16s, medals for every1, DJ Daz "
                   "booked. Tracey"),
    ("Weds 8 Apr", "trophy order in w the Trophy Centre, 58 medals + the team trophies, engraving extra"),
    ("16th may", "Tracey - Legion rang, they've got a wake on the fri now + need the big room 😕 so it's the sat, the "
                 "20th, for us. same times, Daz can still do it. coaches can u tell your parents pls"),
    ("2043-05-28T20:10", "raffle prizes - signed Shrewsbury Town shirt, Nando's voucher, 2 tickets for Alton Towers"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dwj-awards-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what date's the awards night? need to sort the afternoon off to get the kids fed + changed"
    with turn_span("question Tue 9/6"):
        hits = []
        for query in ("awards night date", "when is the awards night at the Legion", "awards night moved"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 9 June 2043. You are talking to a parent of a U9s player at Donnington Wood Juniors."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("awards night fri 19th june at the Legion" in c for c in context), context
        assert any("so it's the sat, the 20th, for us" in c for c in context), context
        reply = answer(question, context, mock="Sat 20th June - the Legion needed the Friday, so it's the Saturday, "
                                               "6.30 start.")
finish(question, expected="Fri 19th June", actual=reply)
