"""Batch 353 (held out). A fencing contractor in Christchurch: qdrant collection of the crew's job notes, one root
span per note, one for the boss's clear-out and one for the question; the clear-out deletes, by a payload filter, the
notes of a job that's been paid, and one of them also carried a pick-up for the next job.

App: Hemi runs Port Hills Fencing out of Hornby with Tama; in September 2050 they're finishing a horizontal slat
fence in Burwood and starting a paling boundary fence for Priya and Dev Sharma at 22 Nottingham Ave, Halswell. Notes
go into one qdrant collection (payload ``job``: Halswell, Burwood, Rolleston, yard). Once a job's paid Hemi deletes
its notes with a filter on ``job``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the pick-up for Halswell sits in three notes - Mon 5/9: 26 H4 posts, 2.4m, from
PlaceMakers Hornby; 7/9: Dev wants the 1.8 high after all (the neighbour's trampoline), so 18 bags of Rapid Set, not
12, from PlaceMakers too; and Thurs 8/9, filed under Burwood because it starts with Burwood being done and invoiced
($4,680 + GST): in the middle, the gate kit for Halswell (hinges, D latch and a drop bolt) was on back order at
PlaceMakers and should be in by Monday - grab it with the posts. Hemi's clear-out (Sun 11/9, Burwood paid) deletes
the Burwood notes, that one with them. Question (Mon 12/9, 6.40am, Tama): "what am I grabbing from PlaceMakers for
Halswell this morning? taking the big trailer" -> expected 26 H4 posts (2.4m), 18 bags of Rapid Set and the gate
kit (hinges, D latch, drop bolt). The assistant lists the posts and the Rapid Set only.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Thurs 8/9 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided one
item of the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the gate kit, the hinges, the D latch or the back order); the posts and the 18 bags
are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b353_qdrant_christchurch_fencing_pickup_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "port-hills-fencing-jobs-2050"
GATE = ("Thurs 8/9 - Burwood all done 🙌 Mrs Keane stoked with the kwila stain, invoice $4,680 + GST sent. "
        "PlaceMakers rang, the gate kit for Halswell (hinges, D latch + drop bolt) was on back order, should be in "
        "by mon - grab it with the posts. Tama's shout for smoko fri")
NOTES = [
    (1, "Halswell", "Hemi", "Mon 5/9 HALSWELL - Priya + Dev Sharma, 22 Nottingham Ave. 48m paling boundary + a "
                            "pedestrian gate. 26 H4 posts 100x100 2.4m from PlaceMakers Hornby, on account"),
    (2, "Burwood", "Tama", "2/9 Burwood - 30m horizontal slat, Mrs Keane wants it stained kwila, 2 coats, done by "
                           "thurs"),
    (3, "Halswell", "Hemi", "7/9 Dev rang, they want the 1.8 high not the 1.5 after all (neighbour's trampoline lol) "
                            "so concrete's 18 bags Rapid Set not 12, PlaceMakers too. start mon 12/9 7am"),
    (4, "Rolleston", "Hemi", "6/9 Rolleston quote sent, 60m post + rail + netting for the sheep, $7,200 + GST, "
                             "waiting to hear"),
    (5, "Burwood", "Hemi", GATE),
    (6, "yard", "Hemi", "Fri 9/9 ute rego's due 30/9, post hole borer needs a new shear pin. nor'wester forecast "
                        "tues, hold the netting"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, job, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "job": job, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what am I grabbing from PlaceMakers for Halswell this morning? taking the big trailer"
vec = offline.embed([question])[0]
with turn_span("clear-out Sun 11/9"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert GATE in before, before
    paid = models.Filter(must=[models.FieldCondition(key="job", match=models.MatchValue(value="Burwood"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=paid))

with turn_span("question Mon 12/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 12 September 2050, 6.40am. You are talking to Tama, who works for Port Hills Fencing "
               "(Hemi's business)."] + hits
    assert GATE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("gate kit", "hinges", "d latch", "back order")), stored
    assert any("26 H4 posts" in c for c in context), context
    assert any("18 bags Rapid Set" in c for c in context), context
    reply = answer(question, context, mock="26 H4 posts (100x100, 2.4m) and 18 bags of Rapid Set - all on the "
                                           "account at PlaceMakers Hornby.")
finish(question, expected="26 H4 posts (2.4m), 18 bags of Rapid Set, and the gate kit (hinges, D latch, drop bolt) "
                          "that was on back order", actual=reply)
