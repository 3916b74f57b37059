"""Batch 128 (held out). A model railway exhibition's show file: qdrant collection, the question's search filtered to
the show-info notes, script style (each call its own trace).

App: the Wenbury Model Railway Club keeps everything about its April exhibition in one qdrant collection - the show
info (dates, hours, prices), layouts, traders and the committee's minutes - each point with a ``kind`` payload. When
someone asks about the public side of the show the helper searches ``kind == "show"`` only, so the committee's
chatter stays out.

Planted fault (RetrievalError, filtered by scope): the show info has the exhibition at St Peter's school hall on Sat
18th / Sun 19th April, Sat 10-5 and Sun 10-4. The minutes of Weds 8 Apr (kind "minutes") say, among the raffle prizes
and the tea urn, that the head needs the hall back for a christening do on the Sunday evening, so we shut the doors
at 3 on the Sun, last entry half 2, takedown from 3 - flyers already printed, Phil's doing a sign. The search filtered
to the show notes leaves the minutes out. Question (Thu 16/4, Marion, doing the listings): "how long are we open on
the sunday? the council want it for the what's on page" -> expected 5 hours (10 till 3). The assistant says 6 hours.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the minutes that decide the hours
are in the collection and the same search without the filter finds them, but the search the app made could not
return them. Asserted: the unfiltered search returns the minutes; the filtered one leaves them out; the Sat 10-5 / Sun
10-4 line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b128_qdrant_railway_sunday_hours_filtered", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MINUTES = ("committee Weds 8 Apr - raffle prizes in (Hornby starter set off Hattons!). tea urn's Geoff's. head says "
           "the hall's needed back sun eve for a christening do so we shut the doors at 3 on the sun, last entry half "
           "2, takedown from 3 sharp. flyers are already printed so Phil'll do a sign for the door")
POINTS = [
    ("show", "SHOW 18th/19th April, St Peter's school hall, Church Lane. Sat 10-5, Sun 10-4. adults £6, kids £2, "
             "under 5s free, family £14. cafe run by the PTA"),
    ("show", "show - disabled parking in the staff car park, main car park on the field if it's dry. no dogs exc "
             "assistance dogs"),
    ("layout", "layouts booked: Wenbury Jn, Ashby Road, Dock St, Penhallow, Kings Lynn MPD, Porth Harbour, the Lego "
               "one, Coal Drops, Bramble Halt - each gets a 6x3 table min + a power point"),
    ("trader", "traders 16th mar - Hattons, Rails of Sheffield, the 2nd hand book stall, Kev's kit stand, "
               "Scenic Supplies. £25 a table"),
    ("minutes", "committee 11/3 - stewards: door sat Phil 10-1, Marion 1-5; car park Geoff. need 2 more for sun"),
    ("minutes", MINUTES),
    ("show", "show - kids' spotter sheet + a free badge for every under 12, Marion's printing 200"),
    ("minutes", "committee 25.3. - insurance renewed £140, programme to the printers by 3/4"),
]

client = QdrantClient(":memory:")
client.create_collection("wenbury-show", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("wenbury-show", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

vector = offline.embed(["sunday opening hours doors open shut sun show"])[0]
wide = [p.payload["text"] for p in client.query_points("wenbury-show", query=vector, limit=4).points]
assert MINUTES in wide, wide

public = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="show"))])
with fault():
    hits = [p.payload["text"] for p in
            client.query_points("wenbury-show", query=vector, query_filter=public, limit=4).points]

question = "how long are we open on the sunday? the council want it for the what's on page"
context = ["Today is Thu 16 April 2037. You are talking to Marion, who does the Wenbury MRC show's publicity."] + hits
assert MINUTES not in context and not any("christening" in c or "shut the doors at 3" in c for c in context), context
assert any("Sat 10-5, Sun 10-4" in c for c in context), context
reply = answer(question, context, mock="6 hours - 10 till 4 on the Sunday.")
finish(question, expected="5 hours - 10 till 3 (last entry half 2), the school need the hall back for a christening",
       actual=reply)
