"""Batch 80 (held out). A language school's homestay placements: qdrant collection of notes, script style.

App: Ines, accommodation officer at Bayside English, keeps standing host notes (kind "host", no date) and
placement notes (kind "placement", with a day stamp) in one qdrant collection. Teachers ask the app where a student
is living. At the start of each term a tidy-up deletes the placement notes from the summer.

Planted fault (DeletionError): on 1 Sept the tidy-up deletes the placement notes dated before 1 Sept. One of them,
28/8, is mostly about the summer students going home but also says, in passing, that the Pattersons are moving
house after October half term, so Hiro goes to the Okonjos on Elm Rd from Sun 2 Nov for the rest of his year. The
host note still says Hiro Tanaka (long-stay) is with the Pattersons. Question (Mon 10/11, Hiro's teacher): "who's
Hiro living with at the moment?" -> expected the Okonjo family. The assistant says the Pattersons.

Expected verdict: DeletionError at qdrant.delete (the filtered delete, wrapped in fault()). Asserted: the note is in
the search results before the delete and gone from both the collection and the context after it; the host line is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b80_qdrant_homestay_host_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTE = ("28/8 summer lot nearly all gone - Giulia + Marco flew 24th, the 3 from Lyon on the coach 26th. rooms at "
        "the Reids + Shahs free til Jan. NB Pattersons are selling up, moving after Oct half term :( so Hiro goes "
        "to the Okonjos (Elm Rd) from sun 2 Nov for the rest of his yr, Mrs O has met him, all fine")
POINTS = [
    ("host", 0, "Pattersons, 14 Marine Terr - 1 room, long stay only. Hiro Tanaka (yr course) with them since "
                "Jan. no pets. 20 min walk / no.5 bus"),
    ("host", 0, "Reids, Harbour View - 2 rooms, summer + short stays, cat (tell allergy ppl)"),
    ("placement", 20310712, "12.7 Giulia R to the Reids til 23/8, veggie, early flight home 24th"),
    ("host", 0, "Okonjos, 31 Elm Rd - 1 room (was their son's), new host this yr, DBS done 3/6, 10 min walk"),
    ("placement", 20310801, "1/8 Lyon group x3 at the Shahs + Reids, coach back 26th, Ms Blanc is their leader"),
    ("placement", 20310828, NOTE),
    ("host", 0, "Shahs, Ferry Lane - 2 rooms, halal kitchen, any length of stay"),
    ("placement", 20310903, "3/9 autumn intake: Yusuf to the Shahs, Ana to the Reids, both 12 wks"),
    ("host", 0, "host pay £165/wk half board, £185 full board, paid monthly in arrears"),
    ("placement", 20311006, "6.10 Ana says the Reids' cat sleeps on her bed lol, she's fine w it"),
]

client = QdrantClient(":memory:")
client.create_collection("bayside-homestay", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("bayside-homestay", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day, "text": text})
    for i, (kind, day, text) in enumerate(POINTS, 1)])

question = "who's Hiro living with at the moment?"
vector = offline.embed(["Hiro host family living with Pattersons Okonjos"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("bayside-homestay", query=vector, limit=4).points]
assert NOTE in before, before

# 1 Sept: tidy-up of the summer's placement notes
with fault():
    client.delete("bayside-homestay", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="placement")),
        models.FieldCondition(key="day", range=models.Range(lt=20310901))])))

stored = [p.payload["text"] for p in client.scroll("bayside-homestay", limit=50)[0]]
hits = client.query_points("bayside-homestay", query=vector, limit=4).points
context = ["Today is Mon 10 November 2031. You are talking to Rob, Hiro's class teacher."] + \
          [h.payload["text"] for h in hits]
assert NOTE not in stored and NOTE not in context
assert not any("selling up" in c or "2 Nov" in c for c in context + stored)
assert any("Hiro Tanaka (yr course) with them" in c for c in context), context
reply = answer(question, context, mock="The Pattersons at 14 Marine Terrace - he's been with them since January, "
                                       "it's about 20 minutes' walk or the number 5 bus.")
finish(question, expected="the Okonjo family on Elm Rd", actual=reply)
