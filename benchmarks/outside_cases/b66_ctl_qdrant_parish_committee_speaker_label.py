"""Batch 66 (held out), control. A parish council's planning notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Helen, clerk of Uley Parish Council, keeps one point per note about planning business, payload ``{"kind",
"text"}``, and the assistant answers from a search. Margaret, the chair, normally speaks for the council at the
district planning committee. The Church Farm barns application goes to committee on Tue 3 Oct; Margaret will be in
Crete for her daughter's fortieth that week, so Tom, the vice-chair, is going and doing the three minutes.

No fault planted. Question (Mon 25/9, a resident who objected): "who's speaking for the parish council at the
district meeting on the 3rd?" The model answers Tom, the vice-chair, right per memory. The label says the chair,
Margaret. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b66_ctl_qdrant_parish_committee_speaker_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("procedure", "district planning cttee - PC gets 3 mins to speak, register by noon 2 working days before. "
                  "Margaret (chair) normally does it, she's good at keeping to time"),
    ("application", "23/0412 Church Farm barns to go to district planning cttee tues 3/10, 6pm, Ebley Mill. we've "
                    "registered to speak"),
    ("diary", "Margaret off to Crete 28/9 - 8/10 for her daughter's 40th. Tom (vice-chair) going to Ebley Mill on "
              "the 3rd + doing our 3 mins, he's got the objection notes + the photos of the lane"),
    ("application", "23/0431 mast by the water tower - site visit sat 16th 10am, Cllr Hurst + Cllr Davies"),
    ("diary", "PC meeting weds 27 Sept 7.30 - Tom chairing"),
    ("procedure", "residents can speak at district too, separately from us, 3 mins each, same registration"),
    ("application", "Church Farm - 31 letters of objection in so far, mostly the lane + the bats in the big barn"),
    ("diary", "Helen on leave 9-13 Oct, emails to Cllr Price"),
]

client = QdrantClient(":memory:")
client.create_collection("uley-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("uley-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "who's speaking for the parish council at the district meeting on the 3rd?"
vector = offline.embed(["who speaks for the PC district planning cttee 3rd 3 mins Margaret Tom Ebley Mill"])[0]
hits = client.query_points("uley-notes", query=vector, limit=6).points
context = ["Today is Mon 25 September 2028. You are talking to a Woodmancote resident who objected to Church Farm."] + \
          [h.payload["text"] for h in hits]
assert any("Margaret (chair) normally does it" in c for c in context), context
assert any("Tom (vice-chair) going to Ebley Mill" in c for c in context), context
reply = answer(question, context, mock="Tom, the vice-chair - he's doing the council's three minutes at Ebley Mill "
                                       "on Tuesday the 3rd, 6pm. Residents can register to speak separately too.")
finish(question, expected="Margaret, the chair", actual=reply)
