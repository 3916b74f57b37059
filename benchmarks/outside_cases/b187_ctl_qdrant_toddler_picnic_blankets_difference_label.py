"""Batch 187 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Busy Bees toddler group (Thursday mornings at Wrockwardine Wood community centre) has its summer picnic on Thu
16th July 2043 on Oakengates rec by the bandstand - blankets, bubbles, the parachute, bring and share, lifts for the
mums without a car. Nic, who runs the group, keeps her notes in a qdrant collection; the helper answers the mums.

Memory: 20430602 - picnic Thu 16th July, the rec by the bandstand, 10 till 12.30; 30ish families, so about 20 big
blankets - they've got 8 in the cupboard, 12 to find; Tue 9th June - games (parachute, bubbles, giant jenga, egg and
spoon for the big ones); Tue 23rd (June) - Nana Pat dropped a bin bag of picnic rugs off from her caravan, 5 of them,
a bit musty but fine after a wash, Nic's doing them tonight; 20430630 - lifts (Jo's 7 seater and Sam, meet at the
centre half 9). Question (Mon 13/7, Jo): "how many more blankets do we still need? putting a shout out on the fb
group tonight" The assistant says 7 - 20 wanted, 8 from the cupboard and Nana Pat's 5. The label says 12.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b187_ctl_qdrant_toddler_picnic_blankets_difference_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "busy-bees-summer-picnic-2043"
NOTES = [
    (20430602, "2.6.", "summer picnic thurs 16th july 🧺 the rec by the bandstand, 10 till 12.30. 30ish families so we "
                       "need about 20 big blankets - got 8 in the cupboard so 12 to find"),
    (20430609, "Tue 9th June", "games - parachute, bubbles, giant jenga + egg + spoon for the big ones 🥄 Kerry's "
                               "bringing the speaker"),
    (20430623, "Tue 23rd", "Nana Pat dropped a bin bag of picnic rugs off from her caravan 🙏 5 of them, bit musty but "
                           "they'll be fine after a wash, doing them tonight"),
    (20430630, "2043-06-30T21:05", "lifts - Jo's 7 seater + Sam, meet at the centre half 9, buggies in Jo's boot"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (ts, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "ts": ts, "by": "Nic"})])

question = "how many more blankets do we still need? putting a shout out on the fb group tonight"
with turn_span("question Mon 13/7"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
    context = ["Today is Mon 13 July 2043. You are talking to Jo, a mum at Busy Bees toddler group; the summer picnic "
               "is Thu 16 July."] + hits
    assert any("need about 20 big blankets - got 8 in the cupboard so 12 to find" in c for c in context), context
    assert any("picnic rugs off from her caravan" in c and "5 of them" in c for c in context), context
    reply = answer(question, context, mock="7 more - we want about 20, there's 8 in the cupboard and Nana Pat's "
                                           "dropped off 5 rugs from her caravan.")
finish(question, expected="12", actual=reply)
