"""Batch 214 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, one root span per
note and one for the question (query_points, limit=5).

App: Bucknell WI's jam and chutney competition is on Sat 18th Sept 2049 in the village hall - strawberry jam, any
other jam, marmalade, chutney and a lemon curd class, judged in the morning, teas and the results from 2.30. The
committee's notes go into one qdrant collection; members ask the WI's helper.

Memory: 2049-06-30T19:00 Margaret - entries 50p a jar, pay on the day in the biscuit tin, max 2 jars a class;
2/7 Joan - she's doing 2 jams, a marmalade and a chutney, so 4 jars is £2, she'll put it in an envelope; Weds 28
July committee - the hall's gone up to £45 for the day, so it'll have to be a pound a jar this year to cover it,
sorry ladies, first rise in 10 years; 16th Aug - judges: Mrs Pugh for jams, Mr Ashby for chutneys; Tue 7th
Sept - the results board and the teas. Question (Thu 16/9, Joan): "how much do I owe for my entries? 2 jams, a
marmalade + a chutney" The assistant says £4 (4 jars at £1). The label says £2.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b214_ctl_qdrant_wi_entry_fees_sum_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bucknell-wi-jam-2049"
NOTES = [
    ("Margaret", "2049-06-30T19:00 JAM + CHUTNEY COMP 🍓 sat 18th sept. entries 50p a jar, pay on the day in the "
                 "biscuit tin, max 2 jars a class"),
    ("Joan", "2/7 Joan - I'm doing 2 jams, a marmalade + a chutney so 4 jars is £2, I'll put it in an envelope 😊"),
    ("Margaret", "Weds 28 July committee - the hall's gone up to £45 for the day 😳 so it'll have to be a pound a "
                 "jar this yr to cover it, sorry ladies, first rise in 10 yrs"),
    ("Pat", "16th Aug judges - Mrs Pugh for the jams + marm, Mr Ashby (retired home ec teacher) for the chutneys, "
            "curd tbc"),
    ("Pat", "Tue 7th Sept - results board by the stage, teas from 2.30, Brenda on the urn, scones 50p"),
]
TOP_K = 5

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])

question = "how much do I owe for my entries? 2 jams, a marmalade + a chutney"
with turn_span("question Thu 16/9"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=TOP_K).points]
    context = ["Today is Thu 16 Sept 2049. You are talking to Joan, a Bucknell WI member; the jam and chutney "
               "competition is Sat 18 Sept."] + hits
    assert any("entries 50p a jar" in c for c in context), context
    assert any("so 4 jars is £2" in c for c in context), context
    assert any("a pound a jar this yr" in c for c in context), context
    reply = answer(question, context, mock="£4 - it's a pound a jar this year (the hall went up), and that's 4 jars.")
finish(question, expected="£2", actual=reply)
