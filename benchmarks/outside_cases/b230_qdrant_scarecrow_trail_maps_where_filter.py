"""Batch 230 (held out). A village's scarecrow festival: qdrant collection of notes, two writers in threads (the
festival secretary and the man who does the trail maps and the parking); the helper scopes its query to the notes of
the question's topic, and the note that says where the maps are from now was filed under parking.

App: Holmbridge's scarecrow festival runs Sat 14th - Sun 22nd August 2049 - scarecrows in gardens and on walls all
round the village on a 'film and telly' theme, a trail map, judging mid-week, teas in the chapel schoolroom at the
weekends. Maureen (the festival secretary) and Phil (trail maps and parking) each file notes into one qdrant
collection (payload ``topic``: entries, judging, teas, trail, parking) from their own thread. For a question about
the trail the helper asks only the trail notes (``query_filter`` on topic == trail, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Phil's first trail note has the maps £2 from the post
office. His parking note of 22.7. says the school field's open as the car park both weekends, and that the post
office is shut on Saturdays now Mrs Haigh's cut her hours, so the maps are from Dave's table at the school field
gate (he'll have a float); it was filed with topic "parking". Question (Fri 13/8, Helen, bringing her grandkids):
"where do we get a trail map from tomorrow? coming over w/ the grandkids" -> expected from Dave's table at the
school field gate (the car park), not the post office (shut on Saturdays). The trail-scoped query returns the two
trail notes; the assistant says the post office.

Expected verdict: RetrievalError at qdrant's query (the trail-scoped query_points, wrapped in fault()): the parking
note is in the collection and in the question's 4 nearest with no filter, but the topic filter kept it from the
context the model saw. Asserted: the parking note is in the unfiltered 4 nearest and not in the filtered result; no
context line has Dave, the school field or Mrs Haigh; the first trail note's "from the post office" is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b230_qdrant_scarecrow_trail_maps_where_filter", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "holmbridge-scarecrows-2049"
PARKING = ("22.7. parking 🚗 school field open both wkends, £3 a car, Dave's on the gate 8.30-5. NB PO's shut sats now "
           "Mrs Haigh's cut her hours so the trail maps are from Dave's table at the school field gate, he'll have a "
           "float + a bucket")
MAUREEN = [
    ("entries", "2049-06-03T19:15 SCARECROW FESTIVAL sat 14th - sun 22nd aug, theme 'film + telly' 🎬 entry £5, "
                "forms in the PO + the Fleece, scarecrows up by fri 13th"),
    ("judging", "judging weds 18th, the vicar + Jim from the Fleece, results on the church board fri. best in show "
                "gets the cup back off the Armitages 😂"),
    ("teas", "teas in the chapel schoolroom sats + suns 1.30-4.30, Jean's doing the rota, scones + a brew £2.50"),
]
PHIL = [
    ("trail", "trail maps 🗺️ £2 from the post office, 34 scarecrows on it so far, all money to the school PTA"),
    ("parking", PARKING),
    ("trail", "trail's about 2 miles, buggies ok except the ginnel by the chapel, allow 1.5 hrs w/ kids, loos at the "
              "schoolroom"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for topic, text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "topic": topic, "by": who})])


threads = [threading.Thread(target=writer, args=("Maureen", MAUREEN), name="maureen-secretary"),
           threading.Thread(target=writer, args=("Phil", PHIL), name="phil-maps-parking")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == len(MAUREEN) + len(PHIL)

question = "where do we get a trail map from tomorrow? coming over w/ the grandkids"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert PARKING in wider, wider
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=models.Filter(
        must=[models.FieldCondition(key="topic", match=models.MatchValue(value="trail"))]))
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 13 August 2049. You are talking to Helen, who's coming to Holmbridge's scarecrow festival "
           "tomorrow (Sat 14 August) with her grandchildren."] + hits
assert PARKING not in context and not any(w in c.lower() for c in context
                                          for w in ("dave", "school field", "haigh")), context
assert any("£2 from the post office" in c for c in context), context
reply = answer(question, context, mock="From the post office - the trail maps are £2 each, and the money goes to "
                                       "the school PTA.")
finish(question, expected="from Dave's table at the school field gate (the car park) - the post office is shut on "
                          "Saturdays now", actual=reply)
