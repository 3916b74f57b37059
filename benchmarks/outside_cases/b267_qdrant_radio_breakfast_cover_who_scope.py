"""Batch 267 (held out). A community radio station's show rota: qdrant collection of the volunteers' notes, one
root span per note and one for the question; for a rota question the helper asks only the rota and events notes,
and the note with this Saturday's breakfast cover was filed under tech.

App: Calder Sound 104.2, a community station run from two rooms above the library in Todmorden, keeps its
volunteers' notes in one qdrant collection (payload ``kind``: rota, events, tech, music, sponsors). For a "who's on"
question the helper filters to ``kind`` in rota/events and takes the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): the rota note of 2050-09-01T10:00 has Saturdays as
breakfast 7-10 Dev, Saturday Sport 10-1 Big Al, 1-4 Marcia's soul show. Pete's note of Weds 21st Sept starts with
the buzz on the studio 2 mic and the new desk fader (so it was filed as tech) and says, in passing, that Dev's at his
cousin's wedding in Leicester this Sat so Marcia's doing breakfast 7-10 and then her own show after, with the
automation covering 10-1 as Big Al's away too. Question (Fri 23/9, Sheila, who opens up on Saturdays): "who's doing
breakfast tmrw? need to leave the keys in the box for them" -> expected Marcia. The scoped query returns the rota,
the events and the older rota note; the assistant says Dev.

Expected verdict: RetrievalError at qdrant's query_points (the scoped query, wrapped in fault()): Pete's note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
mentions Marcia doing breakfast, the wedding or Leicester; the rota's "breakfast 7-10 Dev" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b267_qdrant_radio_breakfast_cover_who_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-sound-volunteers-2050"
COVER = ("Weds 21st Sept (Pete) - studio 2 mic's buzzing again 🙄 think it's the lead, + the new fader on ch3 is in. "
         "oh and Dev's at his cousin's wedding in Leicester this sat so Marcia's doing breakfast 7-10 then straight "
         "into her own show, automation 10-1 as Big Al's away too")
NOTES = [
    (1, "rota", "Pete", "2050-09-01T10:00 SAT ROTA 📻 breakfast 7-10 Dev, Saturday Sport 10-1 Big Al, 1-4 Marcia's "
                        "soul show, 4-6 automation. whoever's on breakfast opens up, keys in the keysafe"),
    (2, "events", "Jo", "10/9 we're doing the OB from the Todmorden food fest sun 25th, need 2 on the gazebo, Jo + "
                        "Ravi so far"),
    (3, "music", "Ravi", "new playlist's up on the shared drive, 3 local bands on A list this month. no swearing b4 "
                         "9pm pls, Ofcom!!"),
    (4, "sponsors", "Jo", "Thu 15/9 - Hebden Tyres renewing their sponsorship, 2 ads an hour on breakfast + drive"),
    (5, "tech", "Pete", COVER),
    (6, "rota", "Pete", "2050-08-12 old rota: breakfast was Ravi, but he's moved to weekday drive from sept, Dev's "
                        "taking sat breakfast on"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])

question = "who's doing breakfast tmrw? need to leave the keys in the box for them"
with turn_span("question Fri 23/9"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert COVER in wider, wider
    on_rota = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["rota", "events"]))])
    with fault():
        found = client.query_points(COLL, query=vec, query_filter=on_rota, limit=3)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Fri 23 September 2050. You are talking to Sheila, who opens up the Calder Sound 104.2 "
               "studio on Saturdays."] + hits
    assert COVER not in hits and not any(w in c.lower() for c in context
                                         for w in ("wedding", "leicester", "marcia's doing breakfast")), context
    assert any("breakfast 7-10 Dev" in c for c in context), context
    reply = answer(question, context, mock="Dev's on breakfast tomorrow, 7 till 10 - he opens up, so leave the keys "
                                           "in the keysafe for him.")
finish(question, expected="Marcia - Dev's at his cousin's wedding so she's covering breakfast before her own show",
       actual=reply)
