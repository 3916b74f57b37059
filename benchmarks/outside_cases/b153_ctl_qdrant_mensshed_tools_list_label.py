"""Batch 153 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Marsden Men's Shed's bird box build (Thursday mornings from 16th April 2037) - Frank, who runs the sessions,
and Ian, who does the orders, keep the shed's notes in one qdrant collection; the helper answers members from a
query of it.

Memory: 14/3, Frank: bird box build Thursday mornings 10-12 from the 16th April; bring a drill, a countersink bit,
2 clamps and a tenon saw, the shed has the hole saw for the 25mm holes and the glue and screws. 22.3., Ian: the larch
from Hirst's, 4 lengths. Weds 8 Apr, Frank: the lottery grant came through - 4 cordless drills and chargers for the
shed, so leave yours at home; and Ken's brought his old sash cramps in, that's plenty, they're in the blue cupboard.
Tue 14/4, Ian: Fernlea's 8 first. Question (Weds 15/4, Ray, a new member): "what do i need to bring tmrw for the
bird boxes? 1st time coming" The assistant says just a countersink bit and a tenon saw (the shed has the drills and
Ken's cramps now). The label says a drill, a countersink bit, 2 clamps and a tenon saw - in memory, the first list,
from before the grant and Ken's cramps.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b153_ctl_qdrant_mensshed_tools_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "marsden-shed-notes"
NOTES = [
    "14/3 Frank - bird box build thurs mornings 10-12 from the 16th april. bring: a drill, countersink bit, 2 clamps "
    "+ a tenon saw. shed's got the hole saw for the 25mm holes + the glue/screws",
    "22.3. Ian - larch off Hirst's, 4 lengths of 6x1 rough sawn, stacked behind the lathe",
    "Weds 8 Apr Frank - lottery grant came thru!! got 4 cordless drills + chargers for the shed so leave yours at home. "
    "+ Ken's brought his old sash cramps in, that's plenty, they're in the blue cupboard",
    "Tue 14/4 Ian - Fernlea's 8 first, then St Aidan's 12. kettle's fixed",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "what do i need to bring tmrw for the bird boxes? 1st time coming"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Weds 15 April 2037. You are talking to Ray, a new member of Marsden Men's Shed coming to his "
           "first bird box session tomorrow."] + hits
assert any("bring: a drill, countersink bit, 2 clamps + a tenon saw" in c for c in context), context
assert any("4 cordless drills" in c and "sash cramps" in c for c in context), context
reply = answer(question, context, mock="Just a countersink bit and a tenon saw - the shed's got cordless drills "
                                       "now, and Ken's cramps are in the blue cupboard.")
finish(question, expected="a drill, a countersink bit, 2 clamps and a tenon saw", actual=reply)
