"""Batch 241 (held out). A community orchestra's concert season: qdrant collection of the committee's notes, two
writers in threads (the secretary and the ticket secretary each file their own), then a question whose query is
scoped to the rehearsal and venue notes; the note moving Saturday's rehearsal was filed under tickets.

App: Todmorden Community Orchestra's spring concert is Sat 22nd March 2031 at the Town Hall - Elgar's Enigma
Variations and the Bruch violin concerto with a guest soloist. Rehearsals are Thursdays 7.30-9.30 at St Mark's
church hall, with one extra full Saturday rehearsal (Sat 15th March, 10-1) that the soloist comes to. Sheila (the
secretary) and Dave (the ticket secretary) file notes into one qdrant collection with payload ``kind``
(rehearsals, venue, soloists, tickets, music); for a "where / is it at" question about a rehearsal the helper asks
only the rehearsal and venue notes (a ``MatchAny`` filter on ``kind``, the 4 nearest).

Planted fault (RetrievalError, filtered out by the scope): Sheila's note of 2031-01-09T21:40 has the extra Saturday
rehearsal on the 15th at St Mark's as well. Dave's note of Tue 4th Mar starts with the ticket sales (146) and the
flyers, so it was filed as tickets, and says in the middle that the vicar rang - St Mark's have a funeral on Sat
15th so the orchestra can't have the hall; Dave has got them into Brookfield school hall instead, same times, park in
the staff car park. Question (Weds 12/3, Ravi, the timpanist): "is saturday's rehearsal at St Mark's as usual?
bringing the timps over in the van" -> expected no, Brookfield school hall (St Mark's has a funeral), 10-1, staff
car park. The scoped query returns the rehearsal and venue notes; the assistant says yes, St Mark's, 10 till 1.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Dave's note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
Brookfield, the funeral or the staff car park; Sheila's "also St Mark's" line is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b241_qdrant_orchestra_rehearsal_venue_yesno_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-co-spring-2031"
MOVED = ("Tue 4th Mar (Dave) - ticket sales 146 so far 🎻 flyers up in the library + the Co-op. vicar rang - St Mark's "
         "have got a funeral sat 15th so we can't have the hall for the sat rehearsal, I've got us into Brookfield "
         "school hall instead, same times 10-1, park in the staff car park. posters need a reprint w/ the interval "
         "drinks price on")
NOTES = {
    "sheila": [
        (1, "rehearsals", "2031-01-09T21:40 spring term rehearsals thurs 7.30-9.30 St Mark's hall as usual. extra "
                          "full rehearsal sat 15th march 10-1, also St Mark's, soloist comes to that one. subs £40 "
                          "for the term"),
        (2, "venue", "22.1. Town Hall booked for sat 22nd march 🎶 get-in from 4, concert 7.30, they want the chairs "
                     "stacked after + out by 10.30"),
        (3, "soloists", "Feb 3 - Rosie Chen confirmed for the Bruch, £350 + travel, she'll do the sat rehearsal + "
                        "the gen on the day"),
        (4, "rehearsals", "Thu 6/3 good rehearsal!! Nimrod's coming together. string sectionals next wk 7-7.30 b4 "
                          "the full rehearsal"),
    ],
    "dave": [
        (5, "tickets", MOVED),
        (6, "music", "3/3 brass parts for Nimrod still missing from the hire set 😬 Jim's chasing the library, "
                     "everything else is in the cupboard"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, kind, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "is saturday's rehearsal at St Mark's as usual? bringing the timps over in the van 🥁"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
where = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["rehearsals", "venue"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=where, limit=4)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 12 March 2031. You are talking to Ravi, who plays timpani in Todmorden Community Orchestra "
           "(spring concert Sat 22 March)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("brookfield", "funeral", "staff car park")), context
assert any("also St Mark's, soloist comes to that one" in c for c in context), context
reply = answer(question, context, mock="Yes - Saturday's full rehearsal is at St Mark's hall as usual, 10 till 1, "
                                       "and the soloist will be there.")
finish(question, expected="no - St Mark's has a funeral, it's at Brookfield school hall, same times 10-1, park in "
                          "the staff car park", actual=reply)
