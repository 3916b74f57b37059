"""Batch 45 (held out). A community library's volunteer admin: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Millbrook Community Library has been run by volunteers since the council let it go (about 20 on the books,
coordinator Anne). Anne keeps the rota, jobs and meeting notes as points with payload ``{"kind", "status",
"text"}``; at the start of each month she clears out the jobs marked done (a ``status == "done"`` filter delete) so
the assistant stops bringing up finished jobs. Ten points, March - April 2026.

Planted fault (DeletionError): the done job "book sale float" also carries news Anne added when she ticked it off:
"book sale float - counted + banked fri 3/4, £212.40 takings. while I was there Margaret said her knee's not up to
the tues am desk any more after Easter - Kev's said he'll have it from 14/4, she'll keep the housebound deliveries
on thurs". The 6 April clear-out deletes it. Question (Wed 8/4): "who's on the Tuesday morning desk after Easter?"
-> expected Kev (Margaret's knee). The assistant goes by the rota and says Margaret.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the job is a top hit of
the question's query before the delete and is neither stored nor in the context after; the rota naming Margaret is
in the context. Another reading: none that we see; nothing else writes that point.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b45_qdrant_library_tues_desk_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FLOAT = ("book sale float - counted + banked fri 3/4, £212.40 takings. while I was there Margaret said her knee's "
         "not up to the tues am desk any more after Easter - Kev's said he'll have it from 14/4, she'll keep the "
         "housebound deliveries on thurs")
POINTS = [
    ("rota", "open", "desk rota: Tues am Margaret, Tues pm Sunita, Weds Kev + Raj, Thurs am Pat, Sat am Bev / Lorna "
                     "alt wks"),
    ("job", "done", "new laminator - bought (Argos £34.99), in the back office. done 20/3"),
    ("job", "open", "kids' Easter trail - Sunita doing the clues, need 30 stickers + pencils"),
    ("job", "done", FLOAT),
    ("meeting", "open", "vols mtg thurs 2/4: 11 came. try late opening weds til 7 over summer, trial from June. "
                        "Pat happy to do it"),
    ("job", "done", "DBS renewals for Raj + Lorna sent to the council, done 25/3"),
    ("job", "open", "fire drill - must do one b4 end of April, Pat organising, tell the Tues + Thurs people"),
    ("admin", "open", "keys: 3 sets - Anne, Pat, council office. alarm code's in the red book in the desk drawer"),
    ("job", "open", "housebound deliveries: 9 readers, thurs mornings, large print mostly, Margaret drives"),
    ("job", "done", "returns box by the door fixed (hinge), done 31/3 - thanks Raj"),
]

client = QdrantClient(":memory:")
client.create_collection("millbrook-vols", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("millbrook-vols", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(POINTS, 1)])

question = "who's on the Tuesday morning desk after Easter?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points("millbrook-vols", query=vector, limit=5).points]
assert FLOAT in before, before

# the 6 April clear-out of jobs marked done
with fault():
    client.delete("millbrook-vols", points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("millbrook-vols", limit=50)[0]]
hits = client.query_points("millbrook-vols", query=vector, limit=5).points
context = ["Today is Wed 8 April 2026."] + [h.payload["text"] for h in hits]
assert FLOAT not in stored
assert any("Tues am Margaret" in c for c in context), context
assert not any("knee" in c or "14/4" in c for c in context + stored), context
reply = answer(question, context, mock="Margaret - she's down for Tuesday mornings on the desk rota, with Sunita in "
                                       "the afternoon.")
finish(question, expected="Kev, from the 14th - Margaret's knee isn't up to it", actual=reply)
