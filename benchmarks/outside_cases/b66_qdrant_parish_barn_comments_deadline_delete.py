"""Batch 66 (held out). A parish council's planning comments: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the clerk of Uley Parish Council, Helen, keeps one point per planning application or note, payload
``{"ref", "status", "text"}`` (status: open while the council can still comment, decided once the district has
ruled, "-" for general notes). After each meeting the assistant clears out the decided applications
(``status == "decided"``) so the list only holds live ones. Ten points, Apr - May 2028.

Planted fault (DeletionError): a decided application's note also held the new deadline for another one: "23/0388 Mill
Lane double garage - APPROVED at district 2/5, nothing more for us. NB while I had Sandra (case officer) on the
phone she said the Church Farm barns one has been pushed back to Fri 14/6 for comments, their first letters went to
the wrong houses on Woodmancote". The clear-out on Tue 7/5 deletes it. Question (Thu 9/5, Cllr Price drafting the
objection): "when's the last day we can get our comments in on the Church Farm barns?" -> expected Friday 14 June.
The assistant goes by the application's own note: 31 May.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the point is a hit of the
app's query before the delete, and is neither stored nor in the context after; the 31 May note is in the context.
Another reading: none that we see; no other point gives the later date.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b66_qdrant_parish_barn_comments_deadline_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MILL_LANE = ("23/0388 Mill Lane double garage - APPROVED at district 2/5, nothing more for us. NB while I had Sandra "
             "(case officer) on the phone she said the Church Farm barns one has been pushed back to Fri 14/6 for "
             "comments, their first letters went to the wrong houses on Woodmancote")
POINTS = [
    ("23/0412", "open", "23/0412 Church Farm - 2 barns to 4 dwellings + parking for 9. comments to district by "
                        "31 May. lots of feeling on the Street about the lane access, Cllr Price drafting"),
    ("23/0388", "decided", MILL_LANE),
    ("-", "-", "planning items go on the agenda if they come in 7 clear days before the mtg, otherwise extraordinary"),
    ("23/0351", "decided", "23/0351 The Old Forge rear extension - REFUSED 18/4 (overlooking). applicant may appeal"),
    ("23/0420", "open", "23/0420 2 Bencombe Cottages - new porch + rooflights. no objection agreed 1/5, clerk to send"),
    ("-", "-", "next PC meeting weds 22 May 7.30pm, village hall small room. Cllr Davies apologies"),
    ("23/0377", "decided", "23/0377 Hodgecombe Farm solar field - approved w conditions 25/4 (hedge screening)"),
    ("-", "-", "objection letters: Helen signs as clerk, needs the minute number, email to planning@stroud.gov"),
    ("23/0431", "open", "23/0431 telecoms mast by the water tower - comments by 20 May, Cllr Hurst wants a site visit"),
    ("-", "-", "Church Farm site visit was sat 4th, 6 cllrs + about 20 residents. muddy"),
]

client = QdrantClient(":memory:")
client.create_collection("uley-planning", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("uley-planning", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"ref": ref, "status": st, "text": text})
    for i, (ref, st, text) in enumerate(POINTS, 1)])

question = "when's the last day we can get our comments in on the Church Farm barns?"
vector = offline.embed(["Church Farm barns comments deadline by date district last day"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("uley-planning", query=vector, limit=5).points]
assert MILL_LANE in before, before

# Tue 7 May: clear out the decided applications
with fault():
    client.delete("uley-planning", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="decided"))])))

stored = [p.payload["text"] for p in client.scroll("uley-planning", limit=50)[0]]
hits = client.query_points("uley-planning", query=vector, limit=5).points
context = ["Today is Thu 9 May 2028. You are talking to Cllr Price, who is drafting the council's objection."] + \
          [h.payload["text"] for h in hits]
assert MILL_LANE not in stored and MILL_LANE not in context
assert any("comments to district by 31 May" in c for c in context), context
assert not any("14/6" in c or "Sandra" in c for c in context + stored), context
reply = answer(question, context, mock="31 May - that's when comments on 23/0412 are due at the district. Remember "
                                       "Helen needs the minute number to send it.")
finish(question, expected="Fri 14 June - the consultation letters went to the wrong houses, so it runs longer",
       actual=reply)
