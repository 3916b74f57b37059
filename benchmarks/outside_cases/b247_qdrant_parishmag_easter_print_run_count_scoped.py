"""Batch 247 (held out). A parish magazine's production: qdrant collection of the magazine team's notes, script
style (every call its own trace); the helper scopes a question to the issue being put together (plus the standing
notes), and the note that changed the print run was filed under the issue before.

App: "The Link", the monthly magazine of St Michael's, Mytholmroyd and St John's, Cragg Vale - A5, 28 pages, about
400 copies, printed by Hebden Print, delivered door to door by some thirty volunteers, paid for by the adverts. Janet
(the editor), Bob (the distribution man) and Alan (the treasurer) file notes into one qdrant collection with a payload
``issue`` ("standing" for things that hold every month, otherwise the issue being put together: "feb", "mar",
"apr", ...). When Janet asks something about the issue in hand the helper searches only that issue's notes and the
standing ones (a ``MatchAny`` filter on ``issue``), the 4 nearest.

Planted fault (RetrievalError, filtered out by the scope): the standing note (2050-09-12) has the order with Hebden
Print - 420 copies, A5 28pp, £312 a month, PDF by the 20th. Alan's note of 18/2, filed under the March issue while
it was being put to bed, says the March one's gone, and in passing that the PCC OK'd upping the run to 480 from the
April (Easter) issue on - the new houses on Moorside Rd get one free for a year, Bob's found two new deliverers for
them. Question (Mon 17/3, Janet): "how many copies do I put on the order for the Easter issue? Hebden want it by
thurs" -> expected 480. The scoped query returns the standing and April notes; the assistant says 420.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): Alan's 18/2 note is in the
collection and among the question's 4 nearest with no filter, but the issue filter kept it from the context the model
saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context line has 480 or
Moorside; the standing note's 420 is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b247_qdrant_parishmag_easter_print_run_count_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "the-link-parish-mag"
RUN = ("18/2 Alan - March one's gone to Hebden 🙏 Janet's done a grand job. PCC last night OK'd upping the print "
       "run to 480 copies from the April (Easter) issue on, the new houses on Moorside Rd get one free for a yr to "
       "say welcome, Bob's found 2 new deliverers for them. adverts income covers it just about")
NOTES = [
    (1, "standing", "Janet", "2050-09-12 standing order w/ Hebden Print: 420 copies A5 28pp, colour cover, £312 a "
                             "month on invoice. PDF to Gary by the 20th, copies back the following thurs"),
    (2, "standing", "Bob", "deliverers collect their bundles from the church porch the sat after they come in. 31 "
                           "rounds, spares in the vestry"),
    (3, "feb", "Janet", "Feb - Vicar's letter late again 🙄, Brownies' pancake race photo on the back, 3 new adverts "
                        "(the Dog & Partridge, Ashworth plumbing, the nail bar)"),
    (4, "mar", "Janet", "Mar - Lent groups list, Mothering Sunday posies, crossword's Pam's this month"),
    (5, "mar", "Alan", RUN),
    (6, "apr", "Janet", "Tue 11 Mar - EASTER issue: Holy Week + Easter services from the Vicar, the egg hunt at Cragg "
                        "Vale, Mothers' Union 90th birthday page. copy deadline fri 14th"),
    (7, "apr", "Bob", "April - Edna's round (Church Lane) still needs covering, I'll do it myself if nobody shouts"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "issue": issue, "by": who})
                            for pid, issue, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how many copies do I put on the order for the Easter issue? Hebden want it by thurs"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert RUN in wider, wider
this_issue = models.Filter(must=[models.FieldCondition(key="issue", match=models.MatchAny(any=["apr", "standing"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=this_issue, limit=4)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Mon 17 March 2051. You are talking to Janet, editor of The Link (St Michael's and St John's "
           "parish magazine); she is putting the April (Easter) issue together."] + hits
assert RUN not in hits and not any(w in c.lower() for c in context for w in ("480", "moorside")), context
assert any("420 copies" in c for c in context), context
reply = answer(question, context, mock="420 - same as the standing order with Hebden Print (A5, 28 pages).")
finish(question, expected="480 - the PCC upped the run from the Easter issue for the new houses on Moorside Rd",
       actual=reply)
