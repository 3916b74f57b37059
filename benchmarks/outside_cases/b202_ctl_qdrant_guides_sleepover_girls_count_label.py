"""Batch 202 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style (every
call its own trace).

App: 1st Longden Guides have a sleepover at the village hall, Sat 18th to Sun 19th Nov 2045 - four patrols in the
main hall behind the screens, leaders in the committee room, bacon butties for breakfast, £18 each. Helen (the unit
leader) keeps her notes in one qdrant collection; Nicola (a young leader doing the breakfast shop) asks the helper.

Memory: Helen, 2045-10-16T19:15 - sleepover Sat 18th-Sun 19th Nov at the village hall, 22 guides going, all forms in,
£18 each; 24/10 - the rooms; Tue 31st - Maisie and Ellie P can't make it after all, county netball that weekend,
refunded them; 7.11. - Ruby's moving up from Brownies early so she can come, her mum's filled the form in; Tue 14th -
breakfast, bacon butties, veggie sausages for 3, cereal. Question (Weds 15/11, Nicola): "how many girls are we doing
breakfast for? doing the shop tmrw" The assistant says 21 (22, less Maisie and Ellie P, plus Ruby). The label says
22.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b202_ctl_qdrant_guides_sleepover_girls_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "1st-longden-guides-sleepover-nov-2045"
NOTES = [
    "2045-10-16T19:15 SLEEPOVER sat 18th-sun 19th nov at the village hall 🌙 22 guides going, all forms in!! £18 each",
    "24/10 rooms - 4 patrols in the main hall split with the screens, leaders in the committee room (no sleep lol)",
    "Tue 31st Maisie + Ellie P can't make it after all, county netball that wknd 😢 refunded them both",
    "7.11. Ruby's moving up from Brownies early so she can come 🎉 her mum's filled the form in",
    "Tue 14th breakfast - bacon butties, veggie sausages for 3, cereal, Nicola's doing hot choc at bedtime",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "by": "Helen"})
                            for i, text in enumerate(NOTES, 1)])

question = "how many girls are we doing breakfast for? doing the shop tmrw"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 15 Nov 2045. You are talking to Nicola, a young leader with 1st Longden Guides; the "
           "sleepover is Sat 18 - Sun 19 Nov at the village hall."] + hits
assert any("22 guides going" in c for c in context), context
assert any("Maisie + Ellie P can't make it" in c for c in context), context
assert any("Ruby's moving up from Brownies early" in c for c in context), context
reply = answer(question, context, mock="21 girls - 22 signed up, but Maisie and Ellie P can't come now, and Ruby's "
                                       "joining from Brownies. (Plus the leaders.)")
finish(question, expected="22", actual=reply)
