"""Batch 97 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: the Moss Side tool library's rules, loan cards and shift notes are in one qdrant collection; the borrowers'
helper answers from a query over all of it.

Memory: loans are a week, Saturday to Saturday; the wallpaper steamer has 5 people waiting for it (it's spring), so
it goes out for 3 nights at most until June, Mike says be firm; loan card: the steamer out to Linh Sat 15/3, deposit
£20. Question (Sat 15/3, Linh): "how long can i keep the wallpaper steamer? doing the back bedroom" The assistant
says three nights, back by Tuesday the 18th. The label says a week, same as all the loans.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b97_ctl_qdrant_toollib_steamer_loan_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("rules", "how it works: loans are a week, sat to sat. deposit depends on the item, back on return"),
    ("rules", "wallpaper steamer - 5 ppl waiting for it (spring!!) so it's 3 nights max till June, Mike says be "
              "firm w everyone"),
    ("loan", "LOAN #430 wallpaper steamer - Linh, out sat 15/3, dep £20, scraper + spare pad in the bag"),
    ("shift", "shift 15/3: tile cutter back from Gwen, cleaned, bit of grout on the rail"),
    ("rules", "the long ladder is for reference only, we don't lend it (insurance)"),
    ("shift", "hedge trimmer due its service, don't lend till Mike's looked"),
]

client = QdrantClient(":memory:")
client.create_collection("moss-side-tools", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("moss-side-tools", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "how long can i keep the wallpaper steamer? doing the back bedroom"
vector = offline.embed(["wallpaper steamer loan how long keep"])[0]
hits = [p.payload["text"] for p in client.query_points("moss-side-tools", query=vector, limit=6).points]
context = ["Today is Sat 15 March 2036. You are talking to Linh, a borrower."] + hits
assert any("loans are a week" in c for c in context), context
assert any("3 nights max till June" in c for c in context), context
assert any("LOAN #430" in c for c in context), context
reply = answer(question, context, mock="Three nights - so back by Tuesday the 18th; there's a waiting list for it "
                                       "this spring.")
finish(question, expected="a week - same as all the loans", actual=reply)
