"""Batch 148 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Mytholmroyd Youth Club's leaders (Dee the club leader, Sam her deputy) keep their notes for the residential at
the Hollowford centre, Castleton (Fri 10th - Sun 12th July 2037) in one qdrant collection; the helper answers them
with ``query_points``.

Memory: the info note - £155 a head, 24 places; Sam, 22.3.: the kit list; Dee, Weds 8 Apr: the coach (49 seater,
5.30pm Friday from the club); Dee, 16th may: 21 deposits in, 3 to chase (Mason, Ellie-Mae, Kacey); Sam, Tue 2/6:
Ellie-Mae's and Kacey's mums both paid at club last night; Mason's lot are moving to Leeds at the end of June, his
dad says they'll be living out of boxes that weekend so he'll give it a miss this time. Question (Mon 8/6, Dee):
"how many kids have we got going? Hollowford want final numbers for the food" The assistant says 23 (21 plus
Ellie-Mae and Kacey; Mason's not coming, the family's moving). The label says 24 - in memory, the places, and the
21 paid with the 3 being chased.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b148_ctl_qdrant_residential_kids_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mytholmroyd-youth-club-residential"
NOTES = [
    "RESIDENTIAL fri 10th - sun 12th july, Hollowford centre Castleton. £155 a head all in. 24 places",
    "22.3. Sam - kit list: sleeping bag, wellies, waterproofs, old clothes for caving, torch. NO energy drinks",
    "Weds 8 Apr Dee - coach is a 49 seater from Calder coaches, leaving the club 5.30pm fri, back sun 5ish",
    "16th may Dee - 21 deposits in + 3 to chase (Mason, Ellie-Mae, Kacey)",
    "Tue 2/6 Sam - Ellie-Mae's + Kacey's mums both paid at club last night. Mason's lot are moving to Leeds end of "
    "june, his dad says they'll be living out of boxes that wkend so he'll give it a miss this time",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how many kids have we got going? Hollowford want final numbers for the food"
vector = offline.embed(["how many kids going residential deposits paid places numbers"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=5).points]
context = ["Today is Mon 8 June 2037. You are talking to Dee, leader of Mytholmroyd Youth Club, about the "
           "residential at Hollowford."] + hits
assert any("24 places" in c for c in context), context
assert any("21 deposits in + 3 to chase" in c for c in context), context
assert any("give it a miss this time" in c and "both paid" in c for c in context), context
reply = answer(question, context, mock="23 - the 21 who'd paid by mid-May plus Ellie-Mae and Kacey. Mason's not "
                                       "coming, his family's moving to Leeds that weekend.")
finish(question, expected="24", actual=reply)
