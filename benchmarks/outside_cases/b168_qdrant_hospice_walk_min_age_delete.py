"""Batch 168 (held out). A hospice midnight walk's organising notes: qdrant collection, one root span per note, one for
the clear-out and one for the question; the clear-out of everything posted before April deletes the age limit.

App: St Anne's Hospice Midnight Walk is Sat 11th June 2039 - 10 miles round the town in the dark, starting at midnight
from the hospice, pink t-shirts, marshals at the crossings. Pam (events), Raj (route and marshals) and Dawn (sign-ups)
post notes into one qdrant collection with a ``posted`` number (yyyymmdd) in the payload. After the April committee
meeting Dawn clears out everything posted before 1st April with a filter delete - "it's all in the April minutes now" -
and the helper answers walkers' questions from a query of what's left.

Planted fault (DeletionError): Pam's note of 28/3 says the insurance has come back and the minimum age is 14 this year -
no under 14s even with an adult, she'll change the website. The April minutes never made it into the collection, and
Dawn's note of 15.4. (kept) has sign-ups open, £15 adults and £8 under 16s, families welcome. The clear-out deletes
Pam's note (with Raj's 2/3 route note). Question (Tue 7/6, Lou): "can my 11 yr old do it with me? she's been raising
money at school for it" -> expected no - the minimum age is 14 this year (the insurance), even with an adult. The
assistant says yes, under 16s are £8.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Pam's note was in the collection
and found for the question before the clear-out, and the delete removed it while it still decided the answer.
Asserted: the note is found before the delete and is gone from the collection and the context after it; Dawn's under
16s line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b168_qdrant_hospice_walk_min_age_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-annes-midnight-walk-2039"
AGE = ("28/3 Pam - insurance came back 🙄 min age is 14 this yr, so no under 14s even with an adult, sorry. I'll change "
       "the website tmrw")
NOTES = [
    (20390302, "2039-03-02 Raj - route's the same 10 miles as last yr, out past the hospice, round by the park and back "
               "over the river, start at midnight on the dot"),
    (20390328, AGE),
    (20390415, "15.4. Dawn - sign ups open on the website!! £15 adults, £8 under 16s, t-shirt included. families "
               "welcome, it's a lovely night"),
    (20390509, "Mon 9th May Raj - 24 marshals needed, 2 at each of the 12 crossings. hi vis from the hospice shop"),
    (20390603, "2039-06-03T18:20 Pam - t-shirts in!! pink again, pick up on the night from the marquee, sizes S-XXL"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (posted, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "posted": posted})])

question = "can my 11 yr old do it with me? she's been raising money at school for it"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert AGE in before, before

with turn_span("clear-out after the April meeting"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="posted", range=models.Range(lt=20390401))])))

with turn_span("question Tue 7/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Tue 7 June 2039. You are talking to Lou, who is signing up for St Anne's Hospice Midnight "
               "Walk (Sat 11 June) with her daughter."] + hits
    assert AGE not in stored and not any("min age" in c or "14" in c or "insurance" in c for c in stored + context), \
        stored
    assert any("£8 under 16s" in c for c in context), context
    reply = answer(question, context, mock="Yes - families are welcome, and it's £8 for under 16s with the t-shirt "
                                           "included.")
finish(question, expected="no - the minimum age is 14 this year (the insurance), even with an adult", actual=reply)
