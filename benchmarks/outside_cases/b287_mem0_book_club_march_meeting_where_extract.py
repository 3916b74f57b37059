"""Batch 287 (held out). A book club's March meeting: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Hebden Bridge Readers meet on the 2nd Tuesday of the month, usually in the back room of the Red Lion,
7.30, with a library reading-group set of the month's book. Carol (who runs it) types her notes into the club's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Carol's note of 2051-01-09T21:10 has the club in the
back room at the Red Lion, 7.30, and the books for Feb and March. Her note of Sun 5 March says the Red Lion's shut
for a refit all of March, so the 14th is at Jan's, 22 Albert Rd, street parking, Jan's doing a lemon drizzle - and,
in passing, April's book was voted: Small Things Like These. The extraction keeps April's book and drops the move
to Jan's: the Red Lion stays the only place stored. Question (Mon 13/3, Ruth): "where are we tomorrow for book
club?? Mike's giving me a lift + he's asking" -> expected Jan's house, 22 Albert Rd (the Red Lion is shut for a
refit). The assistant says the back room at the Red Lion.

Expected verdict: ExtractionError at mem0.extract inside the Sun 5 March add (fault() wraps that one add): the note
given to mem0 moves the March meeting to Jan's at 22 Albert Rd, and what was made from it leaves that out, so the
store never held the place the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names Jan's and 22 Albert Rd; no stored memory or context line mentions Albert Rd, Jan's, the
refit or the lemon drizzle; April's book from the same note is stored; the first note's Red Lion is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b287_mem0_book_club_march_meeting_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hebden-readers-carol"
CUT = ("Sun 5 March - Red Lion's shut for a refit ALL of march (new carpets at last 😂) so the 14th is at Jan's, 22 "
       "Albert Rd, park on the street not her drive pls, she's doing a lemon drizzle. oh + april book - we voted, "
       "Small Things Like These won by a mile, nice short one for once")
NOTES = [
    ("2051-01-09T21:10", "2051-01-09T21:10 BOOK CLUB 📚 2nd tues of the month as ever, back room at the Red Lion, "
                         "7.30. feb = Demon Copperhead, march = Tom Lake. £2 in the kitty for the room",
     ["Book club is the 2nd Tuesday of the month in the back room at the Red Lion, 7.30",
      "February's book is Demon Copperhead and March's book is Tom Lake",
      "£2 each goes in the kitty for the room"]),
    ("15/2", "15/2 good turn out for Demon C, 9 of us!! v mixed views 😬 I'll pick up the library set of Tom Lake, 10 "
             "copies, due back 18/4",
     ["9 people came to the Demon Copperhead meeting",
      "Carol is picking up the library set of Tom Lake, 10 copies, due back 18/4"]),
    ("Sun 5 March", CUT,
     # the planted fault: the move to Jan's at 22 Albert Rd is dropped
     ["April's book is Small Things Like These (voted)"]),
    ("thu 9/3", "thu 9/3 got the Tom Lakes from the library desk, in my boot. Mike's leading, he's using the qs from "
                "the library pack. Sue can't come, Lanzarote 🌞",
     ["Carol has the Tom Lake copies from the library",
      "Mike is leading the Tom Lake discussion using the library pack questions",
      "Sue can't come to the March meeting"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hebden-readers-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "so the 14th is at Jan's, 22 Albert Rd" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where are we tomorrow for book club?? Mike's giving me a lift + he's asking"
    with turn_span("question Mon 13/3"):
        hits = []
        for query in ("where is book club", "book club venue march", "meeting place room"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 March 2051. You are talking to Ruth, a member of the Hebden Bridge Readers."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("albert", "jan's", "refit", "drizzle")), stored
        assert any("back room at the Red Lion" in c for c in context), context
        assert any("Small Things Like These" in s for s in stored), stored
        reply = answer(question, context, mock="The back room at the Red Lion as usual - 7.30, Tom Lake.")
finish(question, expected="Jan's house, 22 Albert Rd - the Red Lion's shut for a refit all March", actual=reply)
