"""Batch 162 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Fernside Knit and Natter (Tuesdays 2-4 in the library's community room) is making a blanket for the hospice out
of 6 inch squares. Dot, Mags and Pauline post notes into one qdrant collection; the helper answers members from a
query of it.

Memory: Tue 2/3 Dot: the blanket's 8 squares by 12, so 96 all told, any colour but no mohair; 16.3. Dot: counted up,
70 in the bag, 26 to go ladies!!, Mags has sorted the Age UK wool, it's in the cupboard; Tue 23rd Mags: Dot's sister
Irene came in with a carrier bag of 14 she'd done at home watching Corrie, bless her, a bit bigger but they'll block
out; 2038-03-25T11:00 Pauline: sewing up in April, squares by the 27th please. Question (Mon 29/3, Joan): "how many
more squares do we need for the hospice blanket? I can do a couple this wk" The assistant says 12 - 96 needed, 70
counted plus Irene's 14 makes 84. The label says 26 - the count from before Irene's bag came in.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b162_ctl_qdrant_knitnatter_squares_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fernside-knit-natter-2038"
NOTES = [
    "Tue 2/3 Dot - hospice blanket's 8 squares by 12 so 96 all told, 6 inch squares, any colour but NO mohair (sheds "
    "on the patients)",
    "16.3. Dot - counted up: 70 in the bag, 26 to go ladies!! Mags has sorted the Age UK wool, it's in the cupboard",
    "Tue 23rd Mags - Dot's sister Irene came in w a carrier bag of 14 she'd done at home watching Corrie, bless her. "
    "bit bigger than ours but they'll block out",
    "2038-03-25T11:00 Pauline - I'm sewing it up in april, need all the squares by the 27th pls. cream wool for the "
    "edging if anyone's got any",
    "9.3. Mags - twiddlemuffs: 6 done for the General, Sister Okoro's collecting thurs",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how many more squares do we need for the hospice blanket? I can do a couple this wk"
points = client.query_points(COLL, query=offline.embed([question])[0], limit=5).points
context = ["Today is Mon 29 March 2038. You are talking to Joan, who goes to Fernside Knit and Natter."] + \
          [p.payload["text"] for p in points]
assert any("96 all told" in c for c in context), context
assert any("70 in the bag, 26 to go" in c for c in context), context
assert any("carrier bag of 14" in c for c in context), context
reply = answer(question, context, mock="12 more - it's 96 in all, and the 70 counted plus Irene's 14 makes 84.")
finish(question, expected="26", actual=reply)
