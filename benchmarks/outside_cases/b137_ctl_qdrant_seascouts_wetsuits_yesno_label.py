"""Batch 137 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: 1st Wivenhoe Sea Scouts keep their notes for the May boating weekend (boats, crews, kit, tides) in one qdrant
collection; the helper answers scouts and parents from a search of it.

Memory: 2/5 Skip: everyone in wetsuits Saturday, we're doing the capsize drill off the hard first thing; 9/5 Dave:
the pool's free Weds 20th so we'll do the capsize drill in there - warmer, and the parents can watch - Saturday's
just sailing, so a BA, a waterproof and spare clothes in a dry bag; the crews and the subs. Question (Thu 14/5,
Finn's mum): "does Finn need a wetsuit sat? we'd have to borrow one off his cousin" The assistant says no - the
capsize drill's at the pool on Weds 20th; Saturday's just sailing (BA, waterproof, spare clothes). The label says
yes - in memory, Skip's first note, before Dave's.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b137_ctl_qdrant_seascouts_wetsuits_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2/5 Skip - everyone in wetsuits sat pls, we're doing the capsize drill off the hard first thing",
    "Osprey crew: Finn (PL), Ruby, Theo, Alfie. Toppers 1 + 2 w Dave shadowing",
    "9/5 Dave - pool's free weds 20th so we'll do capsize drill in there, warmer + the parents can watch. sat's just "
    "sailing - BA, a waterproof + spare clothes in a dry bag",
    "subs for the wkend £12, pay Anna by thurs 14th pls, bring a mug",
]

client = QdrantClient(":memory:")
client.create_collection("wivenhoe-sea-scouts", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("wivenhoe-sea-scouts", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(NOTES, 1)])

question = "does Finn need a wetsuit sat? we'd have to borrow one off his cousin"
vector = offline.embed(["wetsuit saturday kit capsize drill what to bring"])[0]
hits = [p.payload["text"] for p in client.query_points("wivenhoe-sea-scouts", query=vector, limit=4).points]
context = ["Today is Thu 14 May 2037. You are talking to Finn's mum (Finn is in Osprey crew, 1st Wivenhoe Sea "
           "Scouts)."] + hits
assert any("everyone in wetsuits sat" in c for c in context), context
assert any("do capsize drill in there" in c and "sat's just sailing" in c for c in context), context
reply = answer(question, context, mock="No - the capsize drill's in the pool on Weds 20th now, so Saturday's just "
                                       "sailing: a BA, a waterproof and spare clothes in a dry bag.")
finish(question, expected="yes", actual=reply)
