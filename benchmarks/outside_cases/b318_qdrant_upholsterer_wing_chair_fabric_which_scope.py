"""Batch 318 (held out). An upholsterer: qdrant collection of the workshop's notes, script style (every call its own
trace); for a "which fabric" question the helper asks only the job and fabric notes, and the note with the
customer's change of fabric was filed under collections.

App: Gary Shaw Upholstery is Gary and Leanne in a unit behind the Co-op - reupholstering chairs and sofas, new
webbing and springs, foam cut to size, cushions. Gary files his notes into one qdrant collection with payload
``kind`` (job, fabric, collection, money, workshop); for a fabric question the helper asks only the job and fabric
notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Gary's note of 2051-04-02T10:00 has Mrs Greenwood's wing
chair (her mum's) - full reupholster, and she's picked the Sanderson 'Dandelion Clocks' linen, 6m; his fabric note
of 8/4 has the Sanderson on the list, not ordered yet, waiting on her deposit. His note of Sat 12th Apr starts with
picking up the Harrisons' dining chairs in the van (so it was filed as collection) and says, in passing, that Mrs
Greenwood rang while he was out - she's gone off the floral, she's seen a mossy green velvet at her sister's, the
Linwood Lusso in 'Moss', same 6m, deposit coming Tuesday. Question (Weds 16/4, Gary): "which fabric am I ordering
for Mrs Greenwood's wing chair? want it off today so it's here for next wk" -> expected the Linwood Lusso velvet in
Moss, 6m. The scoped query returns the two Greenwood job/fabric notes and the Lees' job; the assistant says the
Sanderson Dandelion Clocks linen.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Sat 12th Apr note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
Lusso, Moss or "gone off"; the Sanderson Dandelion Clocks lines are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b318_qdrant_upholsterer_wing_chair_fabric_which_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "gary-shaw-upholstery-notes"
CHANGE = ("Sat 12th Apr - picked up the Harrisons' 6 dining chairs in the van, drop-in seats, easy job. Mrs Greenwood "
          "rang while I was out (Leanne took it) - she's gone off the floral for the wing chair 🙄 seen a mossy green "
          "velvet at her sister's, it's the Linwood Lusso in 'Moss', same 6m, sending the deposit tues")
NOTES = [
    (1, "job", "2051-04-02T10:00 Mrs Greenwood - wing chair (was her mum's), full reupholster, new webbing + springs "
               "in the seat. she's picked the Sanderson floral, 'Dandelion Clocks' in the linen, 6m. piping same"),
    (2, "fabric", "8/4 fabric to order this wk - Sanderson Dandelion Clocks 6m for Greenwood's wing chair (not yet, "
                  "waiting on her deposit), 12m grey Linwood chenille for the Lees"),
    (3, "job", "9/4 Lees 3 seater stripped back, frame's sound thank god, new foam in all the seat cushions, 2 wks"),
    (4, "collection", CHANGE),
    (5, "money", "Mon 14/4 - Harrisons deposit £150 cash, Lees paid in full £980 by transfer"),
    (6, "workshop", "compressor's playing up again + the staple gun keeps jamming, ring Toolstation re warranty"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Gary"})
                            for pid, kind, text in NOTES])

question = "which fabric am I ordering for Mrs Greenwood's wing chair? want it off today so it's here for next wk"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert CHANGE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["job", "fabric"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 16 April 2051. You are talking to Gary of Gary Shaw Upholstery."] + hits
assert CHANGE not in hits and not any(w in c.lower() for c in context for w in ("lusso", "moss", "gone off")), context
assert any("'Dandelion Clocks' in the linen, 6m" in c for c in context), context
assert any("Sanderson Dandelion Clocks 6m for Greenwood" in c for c in context), context
reply = answer(question, context, mock="The Sanderson 'Dandelion Clocks' linen - 6m, piping in the same. It's not "
                                       "ordered yet, you were waiting on her deposit.")
finish(question, expected="the Linwood Lusso velvet in Moss, 6m - she went off the Sanderson floral", actual=reply)
