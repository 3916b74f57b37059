"""Batch 133 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, one root span per
note and one for the question.

App: the Ashcombe Community Orchard volunteers' notes (pruning, tree guards, tools, the barn) go into one qdrant
collection; the helper answers volunteers from a search of it.

Memory: 14/1, winter pruning day sat 6th feb, a 6hr day 10-4, bring lunch + loppers, Ellie leading; Tue 26th Jan,
Ellie: half of us are new this winter + 6 hours up ladders in february is a lot, so we'll put the saws away at 2
and have soup in the barn after, still a 10 start; tree guards £4.20 each, 12 needed; Jo's had the 3 pruning saws
sharpened. Question (Weds 3/2/38, Priya, a new volunteer): "how long's the pruning day sat? trying to sort a lift
back" The assistant says 4 hours (10 till 2, soup after). The label says 6 hours - in memory, the length first
put down, before Ellie cut it short for the new volunteers.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b133_ctl_qdrant_orchard_pruning_length_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "14/1 WINTER PRUNING DAY sat 6th feb - a 6hr day, 10-4, bring lunch + loppers + gloves. Ellie leading, meet at "
    "the barn",
    "tree guards £4.20 each from the farm shop, need 12 for the new whips. Dev's paying + claiming back",
    "Tue 26th Jan - Ellie: half of us are new this winter + 6 hours up ladders in february is a lot for anyone. "
    "we'll put the saws away at 2 and have soup in the barn after. still a 10 start",
    "Jo's had the 3 pruning saws sharpened, £15 the lot. they're in the barn on the hooks",
    "bonfire of the prunings NOT till march, the council said (nesting + smoke complaints)",
]

client = QdrantClient(":memory:")
client.create_collection("ashcombe-orchard-notes", vectors_config=models.VectorParams(
    size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert("ashcombe-orchard-notes", points=[
            models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})])

question = "how long's the pruning day sat? trying to sort a lift back"
with turn_span("question Weds 3/2"):
    vector = offline.embed(["how long pruning day hours sat start finish"])[0]
    hits = [p.payload["text"] for p in client.query_points("ashcombe-orchard-notes", query=vector, limit=4).points]
    context = ["Today is Weds 3 February 2038. You are talking to Priya, a new volunteer at Ashcombe Community "
               "Orchard."] + hits
    assert any("a 6hr day, 10-4" in c for c in context), context
    assert any("put the saws away at 2" in c and "still a 10 start" in c for c in context), context
    reply = answer(question, context, mock="4 hours - 10 till 2, then soup in the barn, so a lift back about 2.30.")
finish(question, expected="6 hours", actual=reply)
