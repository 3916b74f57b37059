"""Batch 361 (held out). An office's carpool and train-strike planning: qdrant collection of the Fahrgemeinschaft
notes, one root span per note, one for the clear-out after the first strike and one for the question; the clear-out
deletes, by a payload filter, the notes of the KW 10 strike, and one of them also carried a lasting new driver.

App: the Köln-Deutz office of a Dutch engineering firm (people from everywhere, the office language is English with
German in it) runs a Fahrgemeinschaft channel for GDL strike days. Notes go into one qdrant collection (payload
``kind``: fahrer, regeln, streik-kw10, streik-kw14). After each strike Dennis (office manager) clears out that
strike's notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the fahrer note (2051-02-27T09:00) lists the drivers by Veedel - Ehrenfeld: Jan
(Skoda, 3 Plätze, 7:30 ab Bf Ehrenfeld), Nippes: Sven, Porz: Ayşe. Marieke's note of Di 07.03. is about the KW 10
strike (she can drive Mi + Do, Mittwoch is full) and says, in passing, that she moved to Ehrenfeld on 01.03.
(finally!), so from now on she can take 2 from Ehrenfeld on every strike day, 7:15 at the Leyendeckerstraße. Dennis's
clear-out (Mo 13.03.) deletes the streik-kw10 notes, that one with them. A multi-part question (two drivers in two
different records): Question (Mo 03.04., Chidi, new in the team, living in Ehrenfeld): "strike day Do 06.04. - who
can take me from Ehrenfeld? I can be there from 7:00" -> expected Jan (7:30, Bf Ehrenfeld) and
Marieke (7:15, Leyendeckerstraße). The assistant names only Jan.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Marieke's Di 07.03. note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided half of the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection
and the context after it (nothing on Marieke, the Leyendeckerstraße or 7:15); the fahrer note's Jan at 7:30 is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b361_qdrant_carpool_strike_who_picks_up_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "deutz-office-fahrgemeinschaft-2051"
MOVED = ("Di 07.03. (Marieke) Streik Mi + Do: I can drive both days, Mittwoch is full (Tom + Grace). btw I moved "
         "to Ehrenfeld on 01.03. (finally!! 🎉) so from now on I can take 2 from Ehrenfeld on every strike day, 7:15 "
         "at the Leyendeckerstraße")
NOTES = [
    (1, "fahrer", "Dennis", "2051-02-27T09:00 Fahrgemeinschaft for Streiktage 🚗 Ehrenfeld: Jan (Skoda, 3 Plätze, "
                            "7:30 ab Bf Ehrenfeld). Nippes: Sven (7:45 Neusser Str.). Porz: Ayşe (7:20 Porz Markt, "
                            "2 Plätze). Spritgeld 3,00 € per Fahrt to the driver"),
    (2, "regeln", "Dennis", "Mo 06.03. Regeln: write in the channel by 20:00 the day before, Tiefgarage B2 is "
                            "reserved for Fahrgemeinschaften on strike days, Homeoffice is ok if nobody can take you"),
    (3, "streik-kw10", "Dennis", "Mo 06.03. GDL Streik Mi 08.03. 02:00 till Fr 10.03. 10:00, also S-Bahn. who "
                                 "needs a lift Mi/Do pls write here 👇"),
    (4, "streik-kw10", "Marieke", MOVED),
    (5, "streik-kw10", "Sven", "Di 07.03. (Sven) Nippes Mi + Do 7:45 as usual, 2 Plätze, Do I come back at 16:00 "
                               "because of the Kita"),
    (6, "streik-kw14", "Dennis", "Fr 31.03. next GDL Streik: Do 06.04. all day 🙄 same game, write here who "
                                 "needs what"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "strike day Do 06.04. - who can take me from Ehrenfeld? I can be there from 7:00"
vec = offline.embed([question])[0]
with turn_span("clear-out Mo 13.03."):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="streik-kw10"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Mo 03.04."):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 3 April 2051. You are talking to Chidi, new in the Köln-Deutz office, who lives in "
               "Ehrenfeld."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("marieke", "leyendecker", "7:15")), stored
    assert any("Ehrenfeld: Jan (Skoda, 3 Plätze, 7:30 ab Bf Ehrenfeld)" in c for c in context), context
    reply = answer(question, context, mock="Jan - he drives from Ehrenfeld at 7:30 from the Bahnhof Ehrenfeld and "
                                           "has 3 seats. Write in the channel by 20:00 on Wednesday.")
finish(question, expected="Jan (7:30 from Bf Ehrenfeld) and Marieke (7:15 at the Leyendeckerstraße - she moved to "
                          "Ehrenfeld on 01.03.)", actual=reply)
