"""Batch 47 (held out). A neighbourhood tool library's loan book: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Hatherley Tool Library runs out of the old scout hut on Saturday mornings (10-12): 58 members, about 120
tools, volunteers Dave (coordinator), Anna and Tariq (repairs). The volunteers log loans, returns, repairs and
catalogue entries as points with payload ``{"kind", "status", "text"}``; every Monday Dave clears out the loans that
have come back (a filter delete: kind == "loan" and status == "returned") so the assistant only talks about what's
still out. Ten points, May - June 2026.

Planted fault (DeletionError): Anna's return note for the hedge trimmer also says it mustn't go out again: "3/6
Pete (member 41) brought the hedge trimmer back, blade guard's cracked right across - NOT to go out again till
Tariq's fitted a new one, part ordered from Bosch spares, 10 days they said. he'd left the ext lead in the bag, it's
in lost property". The Monday 8/6 clear-out deletes it. Question (Mon 8/6, a volunteer): "can I lend the hedge
trimmer to Mrs Abbott this Saturday?" -> expected no, it's waiting on a new blade guard. The assistant goes by the
catalogue entry and says yes.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the return note is a top
hit of the question's query before the delete and is neither stored nor in the context after; the catalogue entry
is in the context. Another reading: none that we see; nothing else mentions the cracked guard.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b47_qdrant_tool_library_hedge_trimmer_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RETURN = ("3/6 Pete (member 41) brought the hedge trimmer back, blade guard's cracked right across - NOT to go out "
          "again till Tariq's fitted a new one, part ordered from Bosch spares, 10 days they said. he'd left the ext "
          "lead in the bag, it's in lost property")
POINTS = [
    ("tool", "listed", "hedge trimmer - Bosch AHS 50, electric, 50cm blade, 1 wk loans, goggles + gloves in the bag, "
                       "£2 in the tin pls"),
    ("loan", "returned", "strimmer back from Anna's neighbour 30/5, all ok, cleaned + line rewound"),
    ("loan", "out", "wallpaper steamer out to the Cooks sat 6/6, back 13/6"),
    ("loan", "returned", RETURN),
    ("repair", "done", "repair night weds 27/5 - Tariq fixed 2 drills (chucks) + the mower's pull cord"),
    ("loan", "returned", "cement mixer back 1/6, had to hose it out, told Dave, 2nd time from that member"),
    ("members", "info", "6 new members in May, 58 now. subs £10/yr or £5 concessions, cash or the QR code"),
    ("loan", "out", "3-section ladder out to member 17 till sat, they're doing guttering"),
    ("tool", "listed", "pressure washer - Karcher K4, 1 wk loans, 10m hose, don't lend the patio head (broken)"),
    ("loan", "returned", "long-reach loppers back from Mrs Abbott 30/5, she wants the hedge trimmer next"),
]

client = QdrantClient(":memory:")
client.create_collection("hatherley-tools", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("hatherley-tools", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(POINTS, 1)])

question = "can I lend the hedge trimmer to Mrs Abbott this Saturday?"
vector = offline.embed(["hedge trimmer lend out this saturday"])[0]  # the app's search words for it
before = [p.payload["text"] for p in client.query_points("hatherley-tools", query=vector, limit=5).points]
assert RETURN in before, before

# Monday 8 June: clear out the loans that have come back
with fault():
    client.delete("hatherley-tools", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="loan")),
        models.FieldCondition(key="status", match=models.MatchValue(value="returned"))])))

stored = [p.payload["text"] for p in client.scroll("hatherley-tools", limit=50)[0]]
hits = client.query_points("hatherley-tools", query=vector, limit=5).points
context = ["Today is Mon 8 June 2026."] + [h.payload["text"] for h in hits]
assert RETURN not in stored
assert any("hedge trimmer - Bosch AHS 50" in c for c in context), context
assert not any("guard" in c or "NOT to go out" in c for c in context + stored), context
reply = answer(question, context, mock="Yes - the hedge trimmer's a one-week loan, so she can have it Saturday. Make "
                                       "sure the goggles and gloves are in the bag and remind her about the £2.")
finish(question, expected="No, not till Tariq's put a new blade guard on it", actual=reply)
