"""Batch 382 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace): the owner's notes upserted, then the question's query.

App: Obaapa Chop Bar at Kpletso junction, on the Madina road - fufu with light soup, waakye, kenkey. The plantain and
cassava come on credit from Auntie Dede, the plantain queen at Madina market, and the chop bar pays her monthly.
Maame Esi (the owner) files her notes into one qdrant collection; the helper answers the staff from the 4 nearest.

Memory: 2026-03-02T07:30 - they owe Auntie Dede GH₵ 1,850 for February's plantain and cassava, she says she'll come
for it end of month, 31/03, no hurry; 05/03/26 - gas refilled, GH₵ 320; Mon 09/03/26 - Auntie Dede called, by force
she needs the money earlier, her daughter's school fees, she's coming for it next week Tuesday morning, keep the
1,850 in the box, don't touch it; 11/03/26 - new girl Akua starts at the waakye pot. Question (Thu 12/03/26, Kwesi):
"when is Auntie Dede coming for her money? I want to be around to count it with her" The assistant says Tuesday
17/03/26, in the morning ("next week Tuesday" from Mon 09/03/26). The label says 31/03/26, end of the month.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b382_ctl_qdrant_chopbar_market_queen_when_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "obaapa-chopbar-2026"
NOTES = [
    (1, "2026-03-02T07:30 we owe Auntie Dede (plantain queen, Madina market) GH₵ 1,850 for Feb plantain + cassava. "
        "she says she'll come for it end of month, 31/03, no hurry"),
    (2, "05/03/26 gas refilled GH₵ 320, Kwesi carried the cylinder on the trotro 😂"),
    (3, "Mon 09/03/26 Auntie Dede called 😩 by force she needs her money earlier, her daughter's school fees. she's "
        "coming for it next week Tuesday morning. keep the 1,850 in the box, don't touch it"),
    (4, "11/03/26 new girl Akua starts at the waakye pot tomorrow, GH₵ 40 a day plus chop"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "by": "Maame Esi"}) for pid, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "when is Auntie Dede coming for her money? I want to be around to count it with her"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 12 March 2026. You are talking to Kwesi, who works at Obaapa Chop Bar (Kpletso junction)."] \
    + hits
assert any("she'll come for it end of month, 31/03" in c for c in context), context
assert any("Mon 09/03/26" in c and "coming for it next week Tuesday morning" in c for c in context), context
reply = answer(question, context, mock="Tuesday 17/03/26, in the morning - she called on Monday the 9th to say she "
                                       "needs it earlier for her daughter's school fees. The GH₵ 1,850 is in the box.")
finish(question, expected="31/03/26, end of the month", actual=reply)
