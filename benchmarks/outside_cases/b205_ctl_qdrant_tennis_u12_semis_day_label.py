"""Batch 205 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace).

App: Church Stretton Tennis Club's junior tournament is the weekend of Sat 14th / Sun 15th July 2046 - U10, U12 and
U14 draws, semis on the Saturday, finals on the Sunday, medals at 4 and a BBQ. Rach (the head coach) and the parents
put their notes into one qdrant collection; the helper answers from the 5 nearest.

Memory: Rach, 2046-07-02T20:30 - draws are out, semis Sat 14th for all the groups, finals Sun 15th, medals at 4; 4/7
Rach - the U12 girls can't do the sat, 3 of the 4 semi-finalists are at the county schools' athletics in Telford, so
they'll play theirs off Weds 11th after squad, 5.30ish, courts 1 + 2 - the final's still the sun; 6/7 Karen -
burgers £3 at the BBQ; Sun 8th Rach - new balls for the finals. Question (Mon 9/7, Jo, a mum): "what day are the U12
girls' semis? Lily's through!! 🎾" The assistant says Weds 11th July, after squad (5.30ish) on courts 1 and 2. The
label says Sat 14th July.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b205_ctl_qdrant_tennis_u12_semis_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "church-stretton-tc-juniors-2046"
NOTES = [
    ("Rach", "2046-07-02T20:30 DRAWS ARE OUT 🎾 semis sat 14th for all the groups, finals sun 15th, medals at 4 then "
             "the BBQ. check the board in the clubhouse for your times"),
    ("Rach", "4/7 the U12 girls can't do the sat - 3 of the 4 semi-finalists are at the county schools' athletics in "
             "Telford 🏃‍♀️ so we'll play theirs off weds 11th after squad, 5.30ish, courts 1 + 2. final's still the "
             "sun"),
    ("Karen", "6/7 burgers £3 at the BBQ, veggie ones too, can someone bring a gazebo in case"),
    ("Rach", "Sun 8th new balls for all the finals, umpires' chairs out of the shed sat night"),
    ("Mike", "U14 boys - Ollie's got a bad ankle, might withdraw, will know thurs"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "by": by})
                            for i, (by, text) in enumerate(NOTES, 1)])

question = "what day are the U12 girls' semis? Lily's through!! 🎾"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 9 July 2046. You are talking to Jo, whose daughter Lily plays in the U12 girls' draw at "
           "Church Stretton Tennis Club's junior tournament."] + hits
assert any("semis sat 14th for all the groups" in c for c in context), context
assert any("play theirs off weds 11th after squad" in c for c in context), context
reply = answer(question, context, mock="Weds 11th July, after squad - about 5.30 on courts 1 and 2. (The final's "
                                       "still Sun 15th.)")
finish(question, expected="Sat 14th July", actual=reply)
