"""Batch 110 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection (Jo's notes as points),
script style.

App: Jo keeps Little Feet toddler group's notices as points in one qdrant collection; Lou, who helps, asks the
helper when parents message.

Memory: no group Tues 19th Jan - Rev Jane has asked for the hall for Mrs Dobson's funeral tea, and Mrs Dobson ran the
mums and tots there for 20 years so of course; back on the 26th; half term the group keeps going as normal (Tues 16
Feb and Thurs 18th), lots of big brothers and sisters so extra squash and the big tent out; plus other notes.
Question (Mon 18/1, Lou): "why's there no toddlers tomorrow? mums keep messaging me" The assistant says the hall's
needed for Mrs Dobson's funeral tea. The label says it's half term.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b110_ctl_qdrant_toddlers_no_session_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "NO group tues 19th jan - Rev Jane's asked for the hall for Mrs Dobson's funeral tea. she ran the mums + tots "
    "here for 20 yrs so of course we said yes. back on the 26th",
    "half term we keep going as normal - tues 16 feb + thurs 18th. loads of big brothers + sisters come so extra "
    "squash + get the big tent out",
    "grapes cut lengthways ONLY from now on",
    "Jo away 2nd-9th feb, Lou in charge, float's in the cupboard",
    "heating's on a timer now, Rev Jane set it for 9 on tues + thurs",
]

client = QdrantClient(":memory:")
client.create_collection("littlefeet-notes", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("littlefeet-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(NOTES, 1)])

question = "why's there no toddlers tomorrow? mums keep messaging me"
vector = offline.embed(["no toddler group tuesday why hall closed"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("littlefeet-notes", query=vector, limit=5).points]
context = ["Today is Mon 18 January 2038. You are talking to Lou, one of the helpers."] + hits
assert any("Mrs Dobson's funeral tea" in c for c in context), context
assert any("half term we keep going as normal" in c for c in context), context
reply = answer(question, context, mock="The hall's needed for Mrs Dobson's funeral tea - she ran the mums and tots "
                                       "there for 20 years. Back as normal on the 26th.")
finish(question, expected="it's half term - no group in the holidays", actual=reply)
