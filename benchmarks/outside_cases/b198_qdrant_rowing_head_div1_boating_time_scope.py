"""Batch 198 (held out). A rowing club's head race: qdrant collection, one root span per note and one for the
question; the helper's race query only looks at notes filed under the race and misses the club-news note that
brought boating forward.

App: Diglis Rowing Club (Worcester) are racing the Worcester Head on Sat 7th March 2043 - 4k downstream from above
the railway bridge back to the club, two divisions, a W4x+ and an M8+ in div 1, doubles and the J15 quad in div 2.
Jo (the club captain) keeps her notes in one qdrant collection, each with a ``section`` (race, club); for questions
about the race the helper queries only the race notes (``query_filter`` section == "race"), 4 results.

Planted fault (RetrievalError, filtered out by scope): the plan note (2043-02-10T20:00) has div 1 boating at 9.30,
race start 10.15. Jo's note of Tue 24th, filed under "club" since it's mostly the club kit order (AIOs £48, splash
tops £35, pay by bank transfer), says at the end that the organisers emailed: the river's up and still rising, so
they're running div 1 early - boating 8.45, not 9.30, no warm-up below the bridge. Question (Thu 5/3, Priya, in the
W4x+): "what time have div 1 crews got to be boated by sat? I'm in the W4x+" -> expected 8.45 (div 1's run early, the
river's up). The assistant says 9.30.

Expected verdict: RetrievalError at qdrant's query (the race-scoped query, wrapped in fault()): the Tue 24th note is in
the collection and the same question without the section filter has it in its top 4, but the race-only scope kept
it out of the context the model saw. Asserted: the unscoped top 4 has the note; the scoped hits and the context have
nothing on 8.45, the river being up or running div 1 early; the plan note's "div 1 boating 9.30" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b198_qdrant_rowing_head_div1_boating_time_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "diglis-rc-notes-2043"
EARLY = ("Tue 24th kit order from Godfrey in at last!! AIOs £48, splash tops £35, pay Jo by bank transfer. also the "
         "organisers emailed - river's up + still rising so they're running div 1 early, boating 8.45 not 9.30, no "
         "warm up below the bridge")
NOTES = [
    (1, "race", "2043-02-10T20:00 WORCESTER HEAD sat 7th march - div 1 boating 9.30, race start 10.15, div 2 boating "
                "12.45. marshalling upstream of the railway bridge then we race 4k back down to the club"),
    (2, "race", "trailer - Gaz towing, load fri 6th from 6pm, all hands pls. boats: Sabrina (the 8), both quads, the "
                "double. riggers + slings in the blue box"),
    (3, "club", EARLY),
    (4, "race", "crews for div 1: W4x+ Jo, Sam, Kate, Priya, cox Ellie. M8+ as per weds outing, Tom stroking. div 2: "
                "both doubles + the J15 quad"),
    (5, "club", "social - curry at the Anchor after the head, £12 a head, names to Lynn by the 4th"),
    (6, "race", "3.3. entries confirmed, £22 a seat, club paying for the juniors. div 1 crews - got to have your "
                "numbers on the bows, collect from race control by 9"),
    (7, "race", "Thurs 5th weather looks ok, bit of wind. bring layers + a change of kit, hot choc at the club after"),
]
TOP_K = 4
RACE = models.Filter(must=[models.FieldCondition(key="section", match=models.MatchValue(value="race"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, section, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "section": section, "by": "Jo"})])

question = "what time have div 1 crews got to be boated by sat? I'm in the W4x+"
with turn_span("question Thu 5/3"):
    vec = offline.embed([question])[0]
    unscoped = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert EARLY in unscoped, unscoped
    with fault():
        found = client.query_points(COLL, query=vec, query_filter=RACE, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 5 March 2043. You are talking to Priya, who rows in Diglis RC's W4x+ at the Worcester "
               "Head (Sat 7 March)."] + hits
    assert EARLY not in context and not any(w in c.lower() for c in context
                                            for w in ("8.45", "river's up", "early")), context
    assert any("div 1 boating 9.30" in c for c in context), context
    reply = answer(question, context, mock="Boating at 9.30 for div 1, race start 10.15 - get your number from race "
                                           "control by 9.")
finish(question, expected="8.45 - div 1's being run early because the river's up (not 9.30)", actual=reply)
