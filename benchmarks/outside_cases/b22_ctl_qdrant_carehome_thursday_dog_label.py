"""Batch 22 (held out), control. A care home's volunteers and visitors log: qdrant-client ``:memory:`` with
memtrace's offline embeddings, a payload-filtered query, script style (each call its own trace).

App: the office at Elm Lodge keeps notes about volunteers, entertainers and visiting services as points with a
payload ``{"kind", "text"}``; the assistant answers from a query filtered to kind "volunteers". Two pets-as-therapy
dogs visit: Sue with Poppy on Thursday afternoons and Pauline with Dotty on Saturday mornings. After Sue's knee
operation in March, Graham from St Mark's started bringing Bramble on Thursdays, and Sue later said her knee wasn't
going to let her come back.

No fault planted. Question (Tue 6/5): "Who took over the Thursday dog visits from Sue?" The model answers Graham
(with Bramble), right per memory. The label says Pauline, who does the Saturday visits. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b22_ctl_qdrant_carehome_thursday_dog_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("volunteers", "PAT dogs: Sue + Poppy (cockapoo) Thurs 2pm in the lounge, Pauline + Dotty (bichon) Sat mornings "
                   "10.30 upstairs. Both DBS'd"),
    ("volunteers", "Sue's knee op 3/3, she'll be out a good while. Graham from St Mark's is bringing Bramble (black "
                   "lab, v calm) on Thursdays meanwhile, 2pm like Sue"),
    ("services", "Hairdresser Tina Fridays from Oct, GBP 14 wash + set"),
    ("volunteers", "Graham's DBS came back 28/2, all fine, badge done"),
    ("entertainers", "Strum Sisters ukulele 2/10 half 2, GBP 40 donation"),
    ("volunteers", "Margaret (rm 9) asked for Bramble to come to her room - ok'd by Bev if door open"),
    ("volunteers", "Sue rang 14/4 - the knee's not right, she won't be back doing the visits. Sending flowers + a card "
                   "from everyone. Poppy retired too lol"),
    ("services", "Chiropodist every 6 wks Tues, next 11/11 2.30"),
    ("volunteers", "Pauline away 2 wks in May (Tenerife) - no Sat dog 10/5 or 17/5"),
    ("volunteers", "Reading volunteer (Ken) Weds 11-12, large print library van every other Mon"),
    ("entertainers", "Harvest service Rev Sue Sun 5/10 11am (different Sue!)"),
    ("volunteers", "Bramble's birthday Thurs 1/5 - residents made her a card, Graham brought sausages for her"),
]

client = QdrantClient(":memory:")
client.create_collection("elmlodge", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("elmlodge", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                     payload={"kind": kind, "text": text})
                                  for i, (kind, text) in enumerate(NOTES, 1)])

question = "Who took over the Thursday dog visits from Sue?"
only_volunteers = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="volunteers"))])
hits = client.query_points("elmlodge", query=offline.embed([question])[0], query_filter=only_volunteers,
                           limit=len(NOTES)).points
context = ["Today is Tue 6/5/25."] + [h.payload["text"] for h in hits]
assert any("Graham from St Mark's is bringing Bramble" in c for c in context), context
assert any("Pauline + Dotty (bichon) Sat mornings" in c for c in context), context
reply = answer(question, context, mock="Graham from St Mark's, with Bramble the black lab - Thursdays at 2pm, since "
                                       "Sue's knee op in March.")
finish(question, expected="Pauline, with her bichon Dotty", actual=reply)
