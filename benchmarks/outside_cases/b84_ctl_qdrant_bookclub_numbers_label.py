"""Batch 84 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the book club's
WhatsApp messages, script style (each call its own trace).

App: the Jericho Readers' WhatsApp messages are pasted into a qdrant collection; the app answers the host from a
query over them.

Memory: Dee says there are 7 of us now that Marcus has joined; Rachel hosts April at hers on Thu 1/4 and asks for
numbers for food; Dee, Marcus, Klara, Jo and Sian (late, parents' evening) say yes; Tom is in Porto with work that
week and will read it anyway. Question (Mon 29/3, Rachel): "how many of us will there be at mine on Thursday?" The
assistant says 6 counting Rachel (Tom's in Porto). The label gives 7, the club's number of members.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b84_ctl_qdrant_bookclub_numbers_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MESSAGES = [
    ("2032-03-05", "dee", "welcome Marcus!! that's 7 of us now, perfect number for a book club tbh"),
    ("2032-03-06", "rachel", "April's at mine thurs 1/4, 7.30 - numbers pls for food, doing a tagine"),
    ("2032-03-06", "dee", "yes me + Marcus is coming straight from work, he says"),
    ("2032-03-07", "klara", "yes!! halfway thru Covenant of Water, it's a doorstop"),
    ("2032-03-09", "tom", "I'll be in Porto with work that whole week unfortunately, will read it anyway, have a "
                          "glass for me"),
    ("2032-03-10", "jo", "yes, I'll bring a pudding"),
    ("2032-03-12", "sian", "yes but might be late, parents eve til 7"),
    ("2032-03-20", "marcus", "anyone got a spare copy? library's got a waiting list of 11"),
]

client = QdrantClient(":memory:")
client.create_collection("jericho-readers-chat", vectors_config=models.VectorParams(size=256,
                                                                                   distance=models.Distance.COSINE))
client.upsert("jericho-readers-chat", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"day": day, "from": who, "text": text})
    for i, (day, who, text) in enumerate(MESSAGES, 1)])

question = "how many of us will there be at mine on Thursday?"
vector = offline.embed(["april meeting numbers coming yes rachel's thursday food"])[0]
hits = client.query_points("jericho-readers-chat", query=vector, limit=10).points
context = ["Today is Mon 29 March 2032. You are talking to Rachel, who is hosting April's meeting."] + \
          [f"{h.payload['day']} {h.payload['from']}: {h.payload['text']}" for h in hits]
assert any("that's 7 of us now" in c for c in context), context
assert any("in Porto with work" in c for c in context), context
assert sum(any(f" {who}: yes" in c for c in context) for who in ("dee", "klara", "jo", "sian")) == 4, context
reply = answer(question, context, mock="6 including you - Dee, Marcus, Klara, Jo and Sian (she may be late). Tom's "
                                       "in Porto that week.")
finish(question, expected="7 - the whole club", actual=reply)
