"""Batch 130 (held out). A men's shed's notebook: qdrant collection, a tidy-up job that clears finished projects,
run in its own thread while the helper waits.

App: Wexley Men's Shed keeps its project notes, the rota and the tool notes in one qdrant collection, each point with
a ``kind`` payload ("project", "rota" or "tool") and projects with a ``status`` ("on" or "done"). A tidy-up job,
started in a worker thread after the monthly meeting, deletes the projects marked done so the helper's answers stay
about the work in hand.

Planted fault (DeletionError): the rota has Weds sessions 9.30-12.30 and Tues afternoons 1.30-4.30pm. The note
that marks the St Mary's bench as done (Mon 6/4: delivered sat, the vicar was chuffed, £120 for the tea fund) also
says Ray's told everyone that from next wk weds we open at 10 not half 9 - he's doing the school run for his
grandson and he's got the only key. The tidy-up deletes every done project, that note with them. Question (Tue
14/4, Alan): "what time's the shed open tomorrow? want to get on the lathe before the crowd" -> expected 10 (Ray has
the key, school run). The assistant says half 9.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault(), in the tidy-up thread): the note that
decides the opening time was in the collection and found before the tidy-up, and the delete removed it while it still
held. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
rota line with 9.30-12.30 is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b130_qdrant_shed_weds_opening_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BENCH = ("Mon 6/4 St Mary's bench - DONE!! delivered sat, vicar was chuffed, £120 in the tea fund. oh + Ray says "
         "from next wk weds we open at 10 not half 9, he's doing the school run for his grandson + he's got the only "
         "key so no point turning up early")
POINTS = [
    ({"kind": "rota"}, "ROTA - tues 1.30-4.30pm, weds 9.30-12.30. tea money 50p a go in the jar. last one out checks "
                       "the extractor's off + locks the side door"),
    ({"kind": "project", "status": "on"}, "bird boxes for Oakfield primary - 24 wanted, 21 done, Keith on "
                                          "the last roofs"),
    ({"kind": "project", "status": "done"}, BENCH),
    ({"kind": "tool"}, "lathe - new chuck key on the hook, DON'T leave it in the chuck. Alan's the lathe man, ask him "
                       "before you have a go"),
    ({"kind": "project", "status": "done"}, "planters for the surgery - done 2/3, Dr Shah sent a card + a tin of "
                                            "biscuits"),
    ({"kind": "tool"}, "bandsaw blade snapped 24th, new one ordered from Axminster, 3-5 days"),
    ({"kind": "project", "status": "on"}, "Ted's grandson's go-kart - wheels came, brakes next, weds mornings"),
]

client = QdrantClient(":memory:")
client.create_collection("wexley-shed", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("wexley-shed", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={**meta, "text": text})
    for i, (meta, text) in enumerate(POINTS, 1)])

vector = offline.embed(["weds opening time shed open what time key"])[0]
before = [p.payload["text"] for p in client.query_points("wexley-shed", query=vector, limit=4).points]
assert BENCH in before, before

done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="project")),
                           models.FieldCondition(key="status", match=models.MatchValue(value="done"))])


def tidy_up() -> None:
    with fault():
        client.delete("wexley-shed", points_selector=models.FilterSelector(filter=done))


worker = threading.Thread(target=tidy_up, name="shed-tidy-up")
worker.start()
worker.join()

stored = [p.payload["text"] for p in client.scroll("wexley-shed", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("wexley-shed", query=vector, limit=4).points]
question = "what time's the shed open tomorrow? want to get on the lathe before the crowd"
context = ["Today is Tue 14 April 2037. You are talking to Alan, a member of Wexley Men's Shed."] + hits
assert BENCH not in stored and not any("open at 10" in c for c in stored + context), stored
assert any("weds 9.30-12.30" in c for c in context), context
reply = answer(question, context, mock="Half 9 - Weds is 9.30 till 12.30. Chuck key's on the hook.")
finish(question, expected="10 - Ray's got the only key and he's doing the school run, so not half 9 any more",
       actual=reply)
