"""Batch 158 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the Hepworth Herald, a village's monthly newsletter (printed at Prontaprint, delivered door to door). Ann (the
editor), Graham (who organises the delivery rounds) and Sue (adverts) keep their notes in one qdrant collection; the
helper answers from a query of it.

Memory: 14/1, Ann: print run 650 as per, 16 pages, colour cover; 22.2., Graham: Meadow View's got its keys at last,
40 houses, he's happy to add them to his round if we can stretch to it; Weds 11 Mar, Ann: the treasurer's fine with
it, Prontaprint will do the extra at near enough the same rate, April's issue onwards then; 2037-03-30T18:00, Sue:
the Lidl advert's in, a quarter page, £40. Question (Thu 9/4, Sue): "how many copies are we getting printed for may?
Prontaprint are asking" The assistant says 690 (the usual 650 plus 40 for Meadow View). The label says 650 - the
print run from before the new estate was added to the round.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b158_ctl_qdrant_newsletter_copies_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hepworth-herald-2037"
NOTES = [
    ("ann", "14/1 Ann - print run 650 as per, 16 pages, colour cover. Prontaprint need the pdf by the last tues"),
    ("graham", "22.2. Graham - Meadow View's got its keys at last, 40 houses. happy to add them to my round if we "
               "can stretch to it"),
    ("ann", "Weds 11 Mar Ann - treasurer's fine w it + Prontaprint will do the extra at near enough the same rate. "
            "april's issue onwards then, Graham's made up"),
    ("sue", "2037-03-30T18:00 Sue - Lidl ad's in, quarter page, £40. chippy want one for may too"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "by": who})
                            for i, (who, text) in enumerate(NOTES, 1)])

question = "how many copies are we getting printed for may? Prontaprint are asking"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 9 April 2037. You are talking to Sue, who does the adverts for the Hepworth Herald, the "
           "village's monthly newsletter."] + hits
assert any("print run 650" in c for c in context), context
assert any("Meadow View's got its keys" in c and "40 houses" in c for c in context), context
assert any("april's issue onwards" in c for c in context), context
reply = answer(question, context, mock="690 - the usual 650 plus 40 for the Meadow View houses on Graham's round, "
                                       "since the April issue.")
finish(question, expected="650", actual=reply)
