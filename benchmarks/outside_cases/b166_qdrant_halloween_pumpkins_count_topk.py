"""Batch 166 (held out). A town's Halloween trail notes: qdrant collection, one root span per note and one for the
question; the helper's query keeps only its top 2 hits.

App: the Hebbleton Halloween pumpkin trail runs Sat 29th - Mon 31st October 2039: families buy a trail sheet (£2), find
a paper pumpkin in each shop window along Market St and Bridge St, each with a letter on, and spell out the mystery word
for a prize. Jackie (Hebbleton in Bloom), Mo (the traders' group) and Sandra (the library) post notes into one qdrant
collection; parents ask the trail's helper, which queries the collection with ``limit=2`` and puts those two notes in
front of the answer call.

Planted fault (RetrievalError, cut by the query's top-k): Jackie's note of 2039-09-20 has 12 shops signed up, so 12
pumpkins to find; Mo's note of 4/10 has the pumpkins going in the windows Fri 28th and, again, 12. Mo's note of Tue 11th
Oct says Bob at the hardware shop and Lily's florist want in after all, so that's 14 windows now, a pumpkin each, and
the word's going to be 14 letters, Jackie's redoing the sheet. For the question that note ranks 3rd, so the top 2 leave
it out. Question (Thu 27/10, a mum with a toddler): "how many pumpkins are there to find? trying to work out if it's
doable with a 3 yr old" -> expected 14 (the 12 first signed up plus the hardware shop and the florist). The assistant
says 12.

Expected verdict: RetrievalError at qdrant's query (the top-2 query_points, wrapped in fault()): the 11th Oct note is in
the collection and the same query with a wider limit finds it, but the app's top-k cut it from the context. Asserted:
the wider query returns it; the app's query does not and no context line mentions 14, the hardware shop or the florist;
the two notes with 12 are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b166_qdrant_halloween_pumpkins_count_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hebbleton-halloween-trail-2039"
EXTRA = ("Tue 11th Oct Mo - Bob at the hardware shop + Lily's florist want in after all!! so 14 windows now, 1 pumpkin "
         "each, word's going to be 14 letters, Jackie's redoing the sheet")
NOTES = [
    "2039-09-20 Jackie - trail's on!! sat 29th to mon 31st, 12 shops signed up so 12 pumpkins to find, £2 a sheet, "
    "prize for every correct word",
    "4/10 Mo - pumpkins are going in the windows fri 28th after closing, 12 of them to find, all laminated, Mo + Dev "
    "doing Bridge St",
    EXTRA,
    "Tues 18th Oct Sandra - library's got 200 sheets printed, selling from the desk, prizes are the chocolate "
    "skeletons from Bakewells",
    "2039-10-22T10:40 Jackie - fancy dress parade sat 2pm at the Market Cross, judging at half 2",
]
LIMIT = 2

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})])

question = "how many pumpkins are there to find? trying to work out if it's doable with a 3 yr old"
with turn_span("question Thu 27/10"):
    vector = offline.embed([question])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
    assert EXTRA in wide, wide
    with fault():
        found = client.query_points(COLL, query=vector, limit=LIMIT).points
    hits = [p.payload["text"] for p in found]
    context = ["Today is Thu 27 October 2039. You are talking to a mum with a 3 year old who is thinking of doing the "
               "Hebbleton Halloween pumpkin trail (Sat 29 - Mon 31 October)."] + hits
    assert EXTRA not in context and not any("14" in c or "hardware" in c or "florist" in c for c in context), context
    assert any("12 shops signed up so 12 pumpkins" in c for c in context), context
    assert any("12 of them to find, all laminated" in c for c in context), context
    reply = answer(question, context, mock="12 pumpkins, all in shop windows along Market St and Bridge St - very "
                                           "doable with a 3 year old.")
finish(question, expected="14 - the 12 shops first signed up plus the hardware shop and the florist", actual=reply)
