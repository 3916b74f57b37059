"""Batch 320 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace).

App: Dave Holt Signs (a one-man signwriter with an apprentice) files job notes into one qdrant collection; the
helper answers from the 4 nearest - Dave's customers ask it how jobs are going.

Memory: 2051-04-20T15:00 - the brewery said yes to the Old Swan's hanging board, both sides plus gilding, £1,200,
about 3 wks from the go-ahead (the board's being made at Holroyd's joinery first); 26/4 - Holroyd's have the board
cut, primed and undercoated, picking it up Thurs; Weds 3 May - Mick at the Swan wants it up for the beer fest on
the 20th, so Dave's parking the Whittaker job and getting it done in 10 days from today, gilding Mon/Tue, varnished
by the 12th; 4/5 - invoice Hinchcliffe's van £640. Question (Thu 4/5, Sandra at the brewery): "how long will the
Old Swan sign take now? want to put it in the newsletter" The assistant says about 10 days from yesterday (done by
the 12th/13th, up for the beer fest on the 20th). The label says about 3 weeks.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b320_ctl_qdrant_signwriter_pub_sign_how_long_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "dave-holt-signs-jobs"
NOTES = [
    (1, "2051-04-20T15:00 Old Swan - brewery said YES 🦢 hanging board both sides + gilding, £1,200. about 3 wks from "
        "the go ahead, Holroyd's joinery making the board first"),
    (2, "26/4 Holroyd's have got the Swan board cut, primed + undercoated, picking it up thurs in the van"),
    (3, "Weds 3 May - Mick at the Swan wants it up for the beer fest on the 20th so I'm parking the Whittaker job + "
        "getting it done in 10 days from today. gilding mon/tue, varnished by the 12th"),
    (4, "4/5 invoice Hinchcliffe's van £640, they pay on the 30th"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0], payload={"text": text})])
assert client.count(COLL).count == len(NOTES)

question = "how long will the Old Swan sign take now? want to put it in the newsletter"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 4 May 2051. You are talking to Sandra at the brewery, about the Old Swan's new hanging "
           "sign."] + hits
assert any("about 3 wks from the go ahead" in c for c in context), context
assert any("getting it done in 10 days from today" in c for c in context), context
reply = answer(f"(Sandra) {question}", context,
               mock="About 10 days from yesterday - Dave's moved it up so it'll be gilded and varnished by the 12th, "
                    "ready to go up for the beer fest on the 20th.")
finish(question, expected="about 3 weeks", actual=reply)
