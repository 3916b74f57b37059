"""Batch 258 (held out). A food co-op's bulk order: qdrant collection of the order group's chat, one root span per
message and one for the question; for a "when" question the helper asks only the delivery and collection messages,
and the message that moved the collection day was filed as an order message.

App: Calder Wholefoods Co-op (a buying group of about 20 households in Todmorden) put in a bulk order with Suma
once a month - 25kg sacks split five ways, tins, oils, eco refills - delivered to the Methodist church hall, split
and collected there the next day. Jess (the order coordinator) and the others' messages go into one qdrant
collection (payload ``kind``: order, delivery, collection, money, members); for a "when" question the helper asks
only the delivery and collection messages (``kind`` any of the two, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Jess's message of 2051-04-03T20:15 has Suma delivering
Fri 21st to the church hall and the split and collection Sat 22nd, 10-12. Her message of Tue 18/4 starts with the
order (in, £612.80, the biggest yet, three sacks of oats - so it was filed as an order message) and says the church
hall's got the jumble sale on the Saturday, so they're splitting and collecting Sunday the 23rd instead, 2-4, same
hall. Question (Thu 20/4, Greg, a new member): "which day do I come and get my stuff? first time doing this 😅" ->
expected Sunday 23rd, 2-4 at the church hall. The scoped query returns the first collection message and the
delivery slot; the assistant says Saturday 22nd, 10 till 12.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Tue 18/4 message is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the message is in the unfiltered 5 nearest and not in the filtered result; no context line
has the jumble sale, "sun 23rd" or 2-4; the Sat 22nd 10-12 message is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b258_qdrant_food_coop_collect_which_day_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-wholefoods-coop-apr-2051"
MOVED = ("Tue 18/4 Jess - order's in!! £612.80 total 🙌 biggest yet, 3 sacks of oats (who's eating all the porridge). "
         "church hall's got the jumble sale on the sat so we're splitting + collecting SUN 23rd instead, 2-4, same "
         "hall, I've got the key")
MESSAGES = [
    (1, "collection", "Jess", "2051-04-03T20:15 APRIL ORDER 🥜 Suma delivering fri 21st to the Methodist church hall, "
                              "split + collect sat 22nd 10-12. bring ur own tubs, jars + bags pls"),
    (2, "order", "Jess", "order sheet's on the shared doc till sun 16th 8pm. 25kg sacks split in 5s, put ur name in a "
                         "box. min £250 for free delivery"),
    (3, "money", "Mo", "pay Jess by bank transfer by the 18th, ref = ur surname + APRIL. cash float's £40 for the "
                       "odd bits on the day"),
    (4, "order", "Jess", MOVED),
    (5, "delivery", "Dan", "Suma's driver will be there between 9 + 11 on the fri, need 2 to unload (me + Mo), "
                           "pallet truck's in the cupboard"),
    (6, "members", "Jess", "2 new members - Fatima + Greg, welcome 👋 ur on the split rota from may"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in MESSAGES:
    with turn_span(f"msg-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "from": who})])
assert client.count(COLL).count == len(MESSAGES)

question = "which day do I come and get my stuff? first time doing this 😅"
with turn_span("question Thu 20/4"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert MOVED in wider, wider
    when = models.Filter(must=[models.FieldCondition(key="kind",
                                                     match=models.MatchAny(any=["delivery", "collection"]))])
    with fault():
        found = client.query_points(COLL, query=vec, query_filter=when, limit=3)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 20 April 2051. You are talking to Greg, a new member of Calder Wholefoods Co-op "
               "(April bulk order)."] + hits
    assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("jumble", "sun 23rd", "2-4")), \
        context
    assert any("split + collect sat 22nd 10-12" in c for c in context), context
    reply = answer(question, context, mock="Saturday the 22nd, 10 till 12 at the Methodist church hall - bring "
                                           "your own tubs, jars and bags.")
finish(question, expected="Sunday 23rd, 2-4 at the church hall - the hall's got a jumble sale on the Saturday",
       actual=reply)
