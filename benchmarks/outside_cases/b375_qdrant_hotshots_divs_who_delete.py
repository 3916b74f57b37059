"""Batch 375 (held out). A hotshot crew's unit log on a wildland fire: qdrant collection of the crew overhead's
entries, one root span per entry, one for the superintendent's clear-out and one for the question; the clear-out
deletes, by a payload filter, the crew time report entries once the CTRs are with the Time Unit, and one of them
also carried the new division supervisor.

App: Crane Mountain IHC (20 on the crew) are on the Saddle Butte Fire, assigned to DIV Z, building hand line from
DP 22 up to the ridge tie-in. Supt. Lena Marsh and the captains file unit log entries into one qdrant collection
(payload ``kind``: iap, ctr, supply, medical, log). Once the day's CTRs are entered with the Time Unit, Marsh deletes
the CTR entries with a filter on ``kind``; the helper answers from the 4 nearest entries.

Planted fault (DeletionError): the IAP entry for ops period 8 (08/18/26 0545) has DIVS Z as Hal Brandt. Capt. Ochoa's
CTR entry of 08/19/26 2140 starts with the CTRs (16 hrs across, Diaz + Kim held late on the spot fire) and says,
in the middle, that Brandt timed out on his 14 days - DIVS Z from tmrw is Renee Castillo off the Great Basin team,
crew bosses check in with her at DP 22 by 0630. Marsh's clear-out (08/19 2155) deletes the CTR entries, that one with
them. Question (08/19 2210, Squad Boss Pete Landry): "who's our DIVS tmrw? supposed to check in w/ them at DP 22
first thing" -> expected Renee Castillo (Brandt timed out). The assistant says Hal Brandt.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Ochoa's 08/19/26 2140
entry was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it
still decided the answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and
the context after it (nothing on Castillo, timing out or the Great Basin team); the IAP's "DIVS Z is Hal Brandt" is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b375_qdrant_hotshots_divs_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "crane-mtn-ihc-saddle-butte-2026"
DIVS = ("08/19/26 2140 Capt. Ochoa - CTRs done for today, 0600-2200 = 16 hrs across, Diaz + Kim 0600-2330 holding "
        "the spot fire. FYI Brandt timed out (hit his 14 days), DIVS Z from tmrw is Renee Castillo off the Great "
        "Basin team, she wants crew bosses to check in w/ her at DP 22 by 0630")
NOTES = [
    (1, "iap", "Marsh", "08/18/26 0545 IAP ops period 8 (08/18 0600 - 08/18 2200): Crane Mtn IHC on DIV Z, DIVS Z is "
                        "Hal Brandt. line construction from DP 22 up to the ridge tie-in, ~35 ch hand line. CMD 4, "
                        "TAC 2"),
    (2, "supply", "Marsh", "08/18 supply order in: 4 cs MREs, 6 McLeods, 2 pr saw chaps, bar oil 2 x 5 gal, 40 "
                           "batteries AA. pick up @ the supply tent 0530"),
    (3, "ctr", "Ochoa", "08/18/26 2150 CTRs to Time Unit: 20 on, 0600-2200 = 16 hrs, nobody held over. Landry's "
                        "squad did the saw work on the upper section"),
    (4, "medical", "Ochoa", "08/18 Nguyen - bee sting on the hike in, no reaction, EMT checked him, back on the line"),
    (5, "log", "Marsh", "08/19 1630 tied in at the ridge 🙌 35 ch done, holding + improving, burnout maybe tmrw if RH "
                        "cooperates. spot fire 0.2 ac below DP 22, Diaz + Kim on it"),
    (6, "ctr", "Ochoa", DIVS),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's our DIVS tmrw? supposed to check in w/ them at DP 22 first thing"
vec = offline.embed([question])[0]
with turn_span("clear-out 08/19 2155"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert DIVS in before, before
    with_time_unit = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="ctr"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=with_time_unit))

with turn_span("question 08/19 2210"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Wed 08/19/26, 2210. You are talking to Pete Landry, a squad boss on Crane Mountain IHC "
               "(Saddle Butte Fire, DIV Z)."] + hits
    assert DIVS not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("castillo", "timed out", "great basin")), stored
    assert any("DIVS Z is Hal Brandt" in c for c in context), context
    reply = answer(question, context, mock="Hal Brandt is DIVS Z - check in with him at DP 22 before the crew heads "
                                           "up the line.")
finish(question, expected="Renee Castillo off the Great Basin team - Brandt timed out on his 14 days", actual=reply)
