"""Batch 141 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Luddenden Table Tennis Club keeps its notes - sessions, subs, the league, the hall - in one qdrant collection;
Phil the treasurer and Carol the secretary add to it and the helper answers members from a query of it.

Memory: 14/3 Phil: the subs card - adults £4 a night or £40 a term, juniors £2 a night or £20 a term, so a parent
and a junior on termly come to £60; Tue 23rd Carol, the AGM: the hall rent's gone up again, so adults are a fiver
more a term from September (£45); Derek wanted the juniors put up as well but got outvoted, they stay at £20; and
the league team, the balls and the key. Question (Weds 2/9, Mark, who plays Mondays and brings his lad Jack to the
juniors): "how much do i owe for me + our Jack for the autumn term? want to pay it all in one go" The assistant says
£65 (£45 for him, £20 for Jack). The label says £60 - in memory, the subs card's sum for a parent and a junior.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b141_ctl_qdrant_tabletennis_subs_sum_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddenden-tt"
NOTES = [
    ("phil", "14/3 SUBS CARD - adults £4 a night or £40 a term, juniors £2 a night or £20 a term. parent + junior "
             "both termly = £60. cash in the tin or BACS to the club acct, ref your surname"),
    ("carol", "AGM tue 23rd - hall rent's gone up AGAIN so adults are a fiver more a term from sept (£45). Derek "
              "wanted the juniors putting up as well but got outvoted, they stay at £20. Phil re-elected treasurer"),
    ("phil", "22.3. league - we've got 2 teams in the Calderdale league div 3 + 4, home matches thurs 7.30"),
    ("carol", "hall key from Mrs Crossley at no. 12, back thru her letterbox after. last one out does the heating"),
    ("phil", "Weds 8 Apr - 3 dozen Nittaku 3 star balls off the league grant, in the cupboard under the stage"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (who, text) in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                   payload={"from": who, "text": text})])

question = "how much do i owe for me + our Jack for the autumn term? want to pay it all in one go"
vector = offline.embed(["subs term adults juniors how much owe autumn"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Weds 2 September 2037. You are talking to Mark, who plays at Luddenden Table Tennis Club on "
           "Mondays and whose son Jack goes to the juniors."] + hits
assert any("parent + junior both termly = £60" in c for c in context), context
assert any("a fiver more a term from sept (£45)" in c and "stay at £20" in c for c in context), context
reply = answer(question, context, mock="£65 - adults are £45 a term from September and Jack's juniors stay at £20.")
finish(question, expected="£60", actual=reply)
