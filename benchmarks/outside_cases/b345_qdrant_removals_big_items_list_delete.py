"""Batch 345 (held out). A removal company's booking calls: qdrant collection of transcribed calls per job, one root
span per call, one for the office's clear-out and one for the question; the clear-out deletes, by a payload filter,
the quote calls once a job is booked, and one of them also added an item to the job.

App: Kershaw Removals (Huddersfield) transcribe their booking calls (AGENT:/CALLER:, no punctuation) and the video
survey notes into one qdrant collection (payload ``kind``: enquiry, survey, quote, booking; ``job``). When a job is
booked, the office clears the quote calls out with a filter on ``job`` and ``kind``; the crew helper answers from
the 4 nearest.

Planted fault (DeletionError): the Patel move (Sat 17th Sept 2050, Lindley to Birkby). The survey of 2050-09-02 has
the oak triple wardrobe that comes apart. The quote call of Tue 6 Sept has Mrs Patel accepting the quote and then,
in passing, "sorry i forgot on the survey my mum's piano's coming with us it's an upright" - the agent adds a piano,
ninety pounds more. The booking call of Fri 9 Sept fixes the date and says the American fridge freezer will be
defrosted the night before. The office clear-out (Mon 12/9) deletes the Patel quote calls, that one with them.
Question (Fri 16/9, Gaz the foreman): "what are the big heavy items on the patel job tomorrow so i know how many lads
to send" -> expected the American fridge freezer, the upright piano and the oak triple wardrobe (three items, each in
a different call). The assistant lists the fridge freezer and the wardrobe.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 6 Sept quote call
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided part of the answer. Asserted: the call is in the 4 nearest before the delete and gone from the collection
and the context after it (nothing on the piano or his mum); the fridge freezer and the wardrobe are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b345_qdrant_removals_big_items_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kershaw-removals-jobs-sep-2050"
PIANO = ("quote call tue 6 sept 15:40 AGENT: hi mrs patel just ringing about the quote for the move eight hundred "
         "and forty all in CALLER: yeah that's fine we'll go with you um oh and sorry i forgot on the survey my "
         "mum's piano's coming with us it's an upright she's moving in with us AGENT: ok i'll add a piano that's "
         "ninety more so nine thirty altogether CALLER: lovely")
CALLS = [
    (1, "enquiry", "patel", "2050-08-29T10:05 CALLER: hi um we're moving from lindley to birkby three bed semi "
                            "to a four bed sometime in september can you do a quote AGENT: yeah i'll book you a "
                            "video survey"),
    (2, "survey", "patel", "video survey 2050-09-02 patel 3 bed semi lindley to birkby 4 bed. big bits the oak "
                           "triple wardrobe in the front bedroom comes apart, 2 sofas, beds x3, about 40 boxes, "
                           "garage mostly tools. access fine both ends"),
    (3, "quote", "patel", "quote call 5/9 AGENT: mrs patel i've emailed the quote over have you had a look "
                          "CALLER: um not yet i'll look tonight and ring you back"),
    (4, "quote", "patel", PIANO),
    (5, "booking", "patel", "booking call fri 9 sept 11:15 CALLER: so we're going for saturday the seventeenth "
                            "keys are at twelve AGENT: great start eight at lindley CALLER: and the american fridge "
                            "freezer i'll defrost it the night before is that right AGENT: yeah the night before "
                            "please and towels down"),
    (6, "booking", "hussain", "booking call 9/9 CALLER: hussain two bed flat to storage the twenty fourth just the "
                              "one van AGENT: done"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, job, text in CALLS:
    with turn_span(f"call-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "job": job})])
assert client.count(COLL).count == len(CALLS)

question = "what are the big heavy items on the patel job tomorrow so i know how many lads to send"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 12/9"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert PIANO in before, before
    quotes = models.Filter(must=[models.FieldCondition(key="job", match=models.MatchValue(value="patel")),
                                 models.FieldCondition(key="kind", match=models.MatchValue(value="quote"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=quotes))

with turn_span("question Fri 16/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 16 September 2050. You are talking to Gaz, the foreman at Kershaw Removals."] + hits
    assert PIANO not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("piano", "mum's")), stored
    assert any("american fridge freezer" in c for c in context), context
    assert any("oak triple wardrobe" in c for c in context), context
    reply = answer(question, context, mock="The big bits are the American fridge freezer (defrosted the night before) "
                                           "and the oak triple wardrobe, which comes apart - plus 2 sofas and 3 beds.")
finish(question, expected="the American fridge freezer, the upright piano (her mum's) and the oak triple wardrobe",
       actual=reply)
