"""Batch 95 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style.

App: Graham, a piano tuner, keeps client notes as qdrant points (client, note); his wife Ann does the diary and
invoices and asks the helper.

Memory: St Mary's at Langley want the hall Yamaha done a couple of days before their summer concert on Fri 17/7,
and the caretaker Ken can let him in after 4; a later note says he's booked St Mary's for Wed 15/7 at 4.15 and
Ken knows. Question (Fri 10/7, Ann): "which day's the langley school one? want to put it on the calendar" The
assistant says Wednesday 15 July, 4.15. The label says Friday 17th July.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b95_ctl_qdrant_piano_school_date_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("st-marys", "St Mary's Langley - hall Yamaha U1. they'd like it done a couple of days before the summer "
                 "concert (fri 17/7), caretaker Ken can let me in any day after 4. office 01442 200317"),
    ("fenwicks", "Fenwicks - Kawai upright, every 6 months, last done 13/7. bass strings tired"),
    ("st-marys", "booked St M's for weds 15/7 4.15, Ken knows, bring the long mute strip - 2 notes buzzing on the "
                 "hall one"),
    ("hale", "Mrs Hale - Bechstein upright, thurs pm now (carer till 1.30). middle C sticks in the damp"),
    ("oakfield", "Oakfield care home - lounge piano, call outs £45, invoice Brenda"),
    ("st-marys", "St M's pay on invoice, 30 days, PO number from the office first!!"),
]

client = QdrantClient(":memory:")
client.create_collection("graham-clients", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("graham-clients", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"client": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "which day's the langley school one? want to put it on the calendar"
vector = offline.embed(["Langley school St Mary's tuning day booked"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("graham-clients", query=vector, limit=5).points]
context = ["Today is Fri 10 July 2036. You are talking to Ann, who does Graham's diary."] + hits
assert any("summer concert (fri 17/7)" in c for c in context), context
assert any("booked St M's for weds 15/7 4.15" in c for c in context), context
reply = answer(question, context, mock="Wednesday 15th July, 4.15 at St Mary's - Ken the caretaker's expecting him.")
finish(question, expected="Friday 17th July", actual=reply)
