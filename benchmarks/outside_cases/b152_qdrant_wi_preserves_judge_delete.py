"""Batch 152 (held out). A WI flower show's notes: qdrant collection, one root span per note and one each for the
clear-out and the question; the show secretary's clear-out of answered queries deletes a note that is still needed.

App: Mytholmroyd WI puts on its summer flower and produce show in the Community Centre (Sat 18th July 2037: classes
for flowers, veg, cookery, preserves, handicrafts and the children's; judging in the morning, doors to the public at
2, tea and the prize-giving at 4). Pam, the show secretary, keeps the show's notes in one qdrant collection, each
with a ``kind`` ("schedule", "judges", "query", "tea") and, for members' queries, a ``status``. On Mon 13/7 she
clears out the queries she's answered with ``client.delete(..., points_selector=FilterSelector(filter=kind=query
and status=answered))`` so the helper only sees what's live.

Planted fault (DeletionError): the judges note has Cookery: Mrs Ackroyd, Preserves: Mrs Ackroyd as well, Flowers:
Mr Sunderland from the Horticultural Soc, Veg: Derek Pollard. Pam's note of Tue 23rd June, filed as an answered
query (Brenda had asked who to send the preserves judge's thank-you card to) says Mrs Ackroyd rang - her hip's that
bad waiting for the op she can only manage the one table, so she'll do the cookery sat down if Geoff drives her; the
County Fed are sending Jean Whitley from Sowerby Bridge WI for the jams and chutneys, so
the card goes to Jean. The clear-out deletes it with the other answered queries. Question (Thu 16/7, Brenda, writing
the judges' name cards): "who's judging the preserves sat? doing the name cards for the judges table" -> expected
Jean Whitley from Sowerby Bridge WI (sent by the County Federation). The assistant says Mrs Ackroyd.

Expected verdict: DeletionError at qdrant.delete (the clear-out, wrapped in fault()): Pam's note was in the collection
and found for the question before the clear-out, and the delete removed it while it still decided who the preserves
judge is. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the judges note (Preserves: Mrs Ackroyd) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b152_qdrant_wi_preserves_judge_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mytholmroyd-wi-show-2037"
JUDGE = ("Tue 23rd June Pam - re Brenda's q abt the preserves judge's thank you card: Mrs Ackroyd rang, her hip's that "
         "bad waiting for the op she can only manage the one table - she'll do the cookery sat down if Geoff drives "
         "her. County Fed are sending Jean Whitley (Sowerby Bridge WI) for the jams + chutneys, "
         "so card to Jean")
NOTES = [
    ({"kind": "schedule"}, "SCHEDULE sat 18th july - entries in 8-10, judging 10-1 (hall closed), doors 2pm, tea + "
                           "prizegiving 4. classes: flowers 1-12, veg 13-20, cookery 21-28, preserves 29-33, "
                           "handicrafts 34-40, children 41-45"),
    ({"kind": "judges"}, "JUDGES - cookery: Mrs Ackroyd. preserves: Mrs Ackroyd as well (she did both last yr). "
                         "flowers: Mr Sunderland from the Horticultural Soc. veg: Derek Pollard. handicrafts + "
                         "children's: Margaret off the County Fed"),
    ({"kind": "query", "status": "answered"}, "14/3 Pam - Sheila asked can men enter, yes in everything but the "
                                              "WI members' class (no. 28, Victoria sponge)"),
    ({"kind": "tea"}, "22.3. Joan - teas: me, Sheila, Kath. scones + the lemon drizzle, cups from the church. £2.50 "
                      "tea + cake"),
    ({"kind": "query", "status": "answered"}, JUDGE),
    ({"kind": "query", "status": "open"}, "Weds 8 Apr Pam - Derek wants to know can the veg be staged on the Fri "
                                          "night, need to ask the caretaker"),
    ({"kind": "query", "status": "answered"}, "16th may Pam - jam jars: plain, no fancy lids, cellophane or a twist "
                                              "top both fine, label w the class no only"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (payload, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, **payload})])

question = "who's judging the preserves sat? doing the name cards for the judges table"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert JUDGE in before, before

with turn_span("clear-out Mon 13/7"):
    answered = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="query")),
                                   models.FieldCondition(key="status", match=models.MatchValue(value="answered"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=answered))

with turn_span("question Thu 16/7"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
    context = ["Today is Thu 16 July 2037. You are talking to Brenda, who is writing the judges' name cards for "
               "Mytholmroyd WI's flower and produce show on Sat 18 July."] + hits
    assert JUDGE not in stored and not any("Jean Whitley" in c or "one table" in c for c in stored + context), stored
    assert any("preserves: Mrs Ackroyd as well" in c for c in context), context
    reply = answer(question, context, mock="Mrs Ackroyd - she's doing the preserves as well as the cookery, like "
                                           "last year.")
finish(question, expected="Jean Whitley from Sowerby Bridge WI - the County Fed are sending her, Mrs Ackroyd's only "
                          "doing the cookery", actual=reply)
