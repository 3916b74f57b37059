"""Batch 133 (held out). A swimming club's open water notes: qdrant collection, the members' question searched only
in the members' notices, script style (each call its own trace).

App: Hadley Swimming Club runs open water sessions at Ferny Lake over the summer. The committee's notices to members
(session times, tickets, lake temperature, buoys) and the coaches' own notes (kayak cover, the lake owner, the course)
go into one qdrant collection, each point with an ``audience`` payload. When a member asks, the helper searches only
``audience == "members"`` so the coaches' chatter doesn't leak out.

Planted fault (RetrievalError, filtered by scope): the members' notice of 16th may has open water sundays 9-10.30am,
from the 24th. Gary the head coach's note of 2037-06-17T21:05, filed under the coaches, says the lake owner rang -
the tri club have got the lake from 9 on sun 21st for their race, so our swim that sun is 7-8.30am, early one, pls
tell everyone - with the kayak cover and the buoys out to 400 + 750 in the same note. The member search, scoped to
the notices, can't see it. Question (Fri 19/6, Hannah, a member): "what time's the lake swim this sun? sorting a lift
with Jen" -> expected 7am (7-8.30, the tri club have the lake from 9). The assistant says 9am.

Expected verdict: RetrievalError at the scoped qdrant query (wrapped in fault()): Gary's note is in the collection
and the same search without the audience filter finds it, but the search the app made could not return it.
Asserted: the unfiltered search returns it and the filtered one does not; the notice with 9-10.30am is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b133_qdrant_swimclub_sunday_time_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GARY = ("2037-06-17T21:05 Gary - lake owner rang, the tri club have got the lake from 9 on sun 21st for their race, "
        "so our swim this sun is 7-8.30am, early one, pls tell everyone. kayak cover Sue + Tom. buoys: yellow out "
        "to 400, orange at 750 as per")
POINTS = [
    ("members", "OPEN WATER SUNDAYS at Ferny Lake from the 24th - 9-10.30am, £6 on the day or a 10 swim card £50. "
                "tow floats compulsory. (posted 16th may)"),
    ("coaches", "2037-05-24T11:40 Tom - first sunday went fine, 31 swimmers, 2 needed a hand at the orange buoy, "
                "both ok. need a 2nd kayak"),
    ("members", "lake temp 17.5 on weds, wetsuits optional above 16 from now on. changing tent by the jetty"),
    ("coaches", GARY),
    ("members", "tickets - book on the club app by sat 6pm so we know numbers for the lifeguards, walk ups if "
                "there's space"),
    ("coaches", "Sue - 2nd kayak sorted, borrowing the canoe club's till sept"),
    ("members", "car park at the lake is pay + display now, £2, or park on Mill Lane and walk 5 mins"),
]

client = QdrantClient(":memory:")
client.create_collection("hadley-swim-lake", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("hadley-swim-lake", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"audience": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

question = "what time's the lake swim this sun? sorting a lift with Jen"
vector = offline.embed(["what time lake swim sunday sun 9 am"])[0]
wide = [p.payload["text"] for p in client.query_points("hadley-swim-lake", query=vector, limit=4).points]
assert GARY in wide, wide
members = models.Filter(must=[models.FieldCondition(key="audience", match=models.MatchValue(value="members"))])
with fault():
    hits = [p.payload["text"] for p in client.query_points("hadley-swim-lake", query=vector, limit=4,
                                                           query_filter=members).points]
context = ["Today is Fri 19 June 2037. You are talking to Hannah, a member of Hadley Swimming Club."] + hits
assert GARY not in context and not any("7-8.30" in c for c in context), context
assert any("9-10.30am" in c for c in context), context
reply = answer(question, context, mock="9am - it's 9-10.30 at Ferny Lake on Sundays, book on the app by sat 6pm.")
finish(question, expected="7am (7-8.30) - the tri club have the lake from 9 this Sunday for their race",
       actual=reply)
