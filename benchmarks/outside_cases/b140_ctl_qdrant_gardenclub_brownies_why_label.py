"""Batch 140 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the Beech Lodge care home garden club (Nicky the activities coordinator, Derek the volunteer, Sandra who runs
the village Brownies) keeps its notes in one qdrant collection; the helper answers residents' families and the
helpers from a query of it.

Memory: 14/3 Derek: three raised beds built, wheelchair height; 22.3. Nicky: the seed order; Mon 8/6 Nicky: the
raised beds with the Brownies on Weds 17th is off - the compost from Hirst's hasn't come and there's no planting into
bare soil; Tue 9/6 Sandra: the compost's not the problem, it came yesterday and Derek's stacked it by the shed - it's
them, the girls are at district camp at Bradley Wood that week (17th-19th), could they do the 24th. Question (Fri
12/6, Elsie's daughter): "why aren't the Brownies coming weds? mum was looking forward to it" The assistant says
they're away at district camp at Bradley Wood that week (the compost has come). The label says the compost hadn't
come - in memory, Nicky's first reason, before Sandra's note.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b140_ctl_qdrant_gardenclub_brownies_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "beech-lodge-garden-club"
NOTES = [
    ("14/3", "Derek", "3 raised beds built + filled at the bottom w rubble, wheelchair height, by the patio doors"),
    ("22.3.", "Nicky", "seed order in - sweet peas (for Elsie), nasturtiums, lettuce, radish. £18 from the residents "
                       "fund"),
    ("Weds 3/6", "Nicky", "Arthur's tomatoes have got blight, Derek's burnt them, Arthur v upset"),
    ("Mon 8/6", "Nicky", "raised beds w the Brownies weds 17th is off - the compost from Hirst's hasnt come + we "
                         "cant plant into bare soil. told the residents at coffee"),
    ("Tue 9/6", "Sandra", "compost's not the problem Nicky, it came yesterday, Derek's stacked it by the shed! it's us "
                          "I'm afraid - the girls are at district camp at Bradley Wood that wk, 17th-19th. could we do "
                          "the 24th?"),
    ("Weds 10/6", "Derek", "greenhouse fri 10.30ish as usual, pricking out the lettuce, bring the little pots"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (day, who, text) in enumerate(NOTES, 1):
    line = f"{day} {who}: {text}"
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([line])[0],
                                                   payload={"from": who, "text": line})])

question = "why aren't the Brownies coming weds? mum was looking forward to it"
vector = offline.embed(["why are the Brownies not coming raised beds wednesday 17th compost camp"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Fri 12 June 2037. You are talking to Elsie's daughter; Elsie is a resident at Beech Lodge care "
           "home and in the garden club."] + hits
assert any("compost from Hirst's hasnt come" in c for c in context), context
assert any("district camp at Bradley Wood" in c for c in context), context
reply = answer(question, context, mock="The Brownies are away at their district camp at Bradley Wood that week "
                                       "(17th-19th) - the compost's arrived. Sandra's asked about the 24th.")
finish(question, expected="the compost hadn't been delivered", actual=reply)
