"""Batch 55 (held out). A piano teacher's pupil notes: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: Mrs Harriet Lowe teaches piano from home in Wymondham (about 25 pupils, after school and Saturday mornings).
Her notes are qdrant points with payload ``{"kind", "day", "text"}`` (kind: lesson, pupil, exam, fees; ``day`` is
yyyymmdd for lesson notes, 0 otherwise). At half term the assistant clears out lesson notes older than four weeks so
that searches bring up what's current. Eleven points, Sept - Oct 2026.

Planted fault (DeletionError): a lesson note from 15/9 also held where Ellie's exam will be: "tue 15/9 Ellie -
scales much better, Bb minor still wobbly. the ABRSM slip came - her G5 is NOT at the music centre this time,
they've put her at St John's church hall (Norwich Rd) 19/11 11.20, mum knows. aural - sight singing needs work".
The clear-out on Tue 27/10 deletes it. Question (Mon 16/11, Harriet texting Ellie's mum): "where is Ellie's grade 5
exam on thursday?" -> expected St John's church hall on Norwich Road. The assistant goes by the exam note: the Music
Centre on Queen Street, where exams usually are.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the 15/9 note is a hit
of the app's query before the delete, and is neither stored nor in the context after; the exam note saying the
Music Centre is in the context. Another reading: none that we see; no other note names the exam's place.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b55_qdrant_piano_exam_venue_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LESSON = ("tue 15/9 Ellie - scales much better, Bb minor still wobbly. the ABRSM slip came - her G5 is NOT at the "
          "music centre this time, they've put her at St John's church hall (Norwich Rd) 19/11 11.20, mum knows. "
          "aural - sight singing needs work")
POINTS = [
    ("exam", 0, "autumn ABRSM session: entries in by 11 Sept, exams at the Music Centre, Queen St as usual unless "
                "the slip says otherwise. entered Ellie (G5), Josh (G3), Mei (G1)"),
    ("pupil", 0, "Ellie Brennan, 12, Tues 5.15, 45 mins, G5 this autumn, lovely touch but rushes. mum = Claire"),
    ("fees", 0, "autumn term 2026: 30 min £19, 45 min £27, 1hr £35. invoices out 1st wk of term, due in 2 wks"),
    ("lesson", 20260908, "8.9 Josh - G3 pieces all learnt!! now musicality pls. forgot his book AGAIN"),
    ("pupil", 0, "Josh Adebayo, 9, Weds 4.30, 30 mins, G3 autumn"),
    ("lesson", 20260915, LESSON),
    ("lesson", 20260922, "Ellie 22/9 - did a mock, 118 ish, sight reading the weak spot. more Bb minor"),
    ("exam", 0, "Mei G1 - 24/11, 9.40, Music Centre. her first, she's nervous, mum bringing her"),
    ("lesson", 20261006, "6 Oct - Mei played the whole of the Clementi w/o stopping!! sticker + a choc"),
    ("lesson", 20261020, "Ellie 20.10 - scales solid now, aural still meh. extra 15 mins next wk?"),
    ("fees", 0, "Adebayos paid autumn by BACS 14/9, Brennans paid cash 15/9"),
]

client = QdrantClient(":memory:")
client.create_collection("lowe-piano", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("lowe-piano", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "day": d, "text": text})
    for i, (k, d, text) in enumerate(POINTS, 1)])

question = "where is Ellie's grade 5 exam on thursday?"
vector = offline.embed(["Ellie G5 exam where venue music centre hall ABRSM slip"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("lowe-piano", query=vector, limit=5).points]
assert LESSON in before, before

# half term, Tue 27 Oct: clear out lesson notes older than four weeks
with fault():
    client.delete("lowe-piano", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="lesson")),
        models.FieldCondition(key="day", range=models.Range(lt=20260929))])))

stored = [p.payload["text"] for p in client.scroll("lowe-piano", limit=50)[0]]
hits = client.query_points("lowe-piano", query=vector, limit=5).points
context = ["Today is Mon 16 November 2026 (Thursday is the 19th)."] + [h.payload["text"] for h in hits]
assert LESSON not in stored and LESSON not in context
assert any("exams at the Music Centre, Queen St" in c for c in context), context
assert not any("St John" in c or "Norwich Rd" in c for c in context + stored), context
reply = answer(question, context, mock="At the Music Centre on Queen Street - that's where the autumn exams are.")
finish(question, expected="the church hall at St John's, Norwich Road - not the usual music centre", actual=reply)
