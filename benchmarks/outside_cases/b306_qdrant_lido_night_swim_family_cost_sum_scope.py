"""Batch 306 (held out). A lido's midsummer night swim: qdrant collection of the Friends of the lido's notes, one
root span per note and one for the question; for a "how much" question the helper asks only the prices, tickets and
cafe notes, and the note that made under-12s free was filed under volunteers.

App: the Friends of Clough Lane Lido (an outdoor heated pool, open May to September) run a midsummer night swim on
Sat 24th June 2051, 9 till 11pm, the pool lit up, the cafe open late. Their notes go into one qdrant collection with
payload ``kind`` (prices, tickets, volunteers, cafe, swims); for a money question the helper asks only the prices,
tickets and cafe notes (``query_filter`` on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the note of 2051-05-20T16:30 has the night swim at £8 for
adults and £4 for under 16s. The note of Tue 6th June asks for six extra volunteers and two lifeguards from
Todmorden, so it was filed as volunteers, and says in passing that the committee agreed under-12s go free for the
night swim if they're with a grown-up, thanks to the town council grant. Question (Weds 21/6, Claire): "how much for
me + my 2 lads for the night swim? they're 13 + 10" -> expected £12 (£8 + £4 for the 13-year-old, the 10-year-old
free). The scoped query returns the prices, tickets and cafe notes; the assistant says £16.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Tue 6th June
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has "FREE", "under 12s" or the grant; the £8 and £4 prices are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b306_qdrant_lido_night_swim_family_cost_sum_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "friends-of-clough-lane-lido"
FREE = ("Tue 6th June - need 6 extra volunteers for the night swim (hi-vis in the plant room), + 2 lifeguards coming "
        "over from Todmorden club, paid. oh and committee agreed under 12s go FREE for the night swim if they're w/ a "
        "grown up, thanks to the town council grant 🙌 spread the word")
NOTES = [
    (1, "prices", "2051-05-20T16:30 MIDSUMMER NIGHT SWIM 🌙 sat 24th june 9-11pm, pool lit up + music. £8 adults £4 "
                  "under 16s, pay on the gate or online"),
    (2, "tickets", "1/6 online tickets are live, cap of 150 in the water area, 62 sold so far. no re-entry after 10"),
    (3, "volunteers", FREE),
    (4, "cafe", "10/6 cafe open till 10.30 on the night - hot choc, bacon butties, Mags is doing flapjack. NO glass "
                "poolside"),
    (5, "swims", "Mon 12th early swim as normal sat morning 7-9, then pool shut 5-8pm for setting up the lights"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])

question = "how much for me + my 2 lads for the night swim? they're 13 + 10"
with turn_span("question Weds 21/6"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert FREE in wider, wider
    money = models.Filter(must=[models.FieldCondition(key="kind",
                                                      match=models.MatchAny(any=["prices", "tickets", "cafe"]))])
    with fault():
        found = client.query_points(COLL, query=vec, query_filter=money, limit=3)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Weds 21 June 2051. You are talking to Claire, a regular at Clough Lane Lido (night swim Sat "
               "24 June)."] + hits
    assert FREE not in hits and not any(w in c.lower() for c in context for w in ("free", "under 12s", "grant")), hits
    assert any("£8 adults £4 under 16s" in c for c in context), context
    reply = answer(question, context, mock="£16 - £8 for you and £4 each for the two lads, as they're both under 16.")
finish(question, expected="£12 - £8 for her, £4 for the 13-year-old, and the 10-year-old goes free (under 12s free "
                          "with a grown-up)", actual=reply)
