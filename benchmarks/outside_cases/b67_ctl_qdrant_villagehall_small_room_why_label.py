"""Batch 67 (held out), control. A village hall's bookings: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Sheila, bookings secretary of Horsley Village Hall, keeps one point per note, payload ``{"kind", "text"}``, and
the assistant answers from a search. The small room can't be used the week of 19 March: there's a damp patch in its
ceiling from the flat roof, and the roofer needs the room empty for his ladders on Tue 20th. Separately, the main
hall floor is being sanded and varnished in the Easter holidays (9-13 April), when the main hall's hirers go into
the small room.

No fault planted. Question (Thu 15/3, the Pilates teacher, whose Monday class is in the small room): "why can't we
have the small room on monday?" The model answers the roof repair, right per memory. The label says it's the floor
being sanded. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b67_ctl_qdrant_villagehall_small_room_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("booking", "Pilates (Amy) every mon 7-8pm small room, £12/hr, invoiced monthly"),
    ("maint", "small room out of action w/c 19/3 - brown patch on the ceiling over the hatch, it's the flat roof "
              "again. Dave the roofer coming tues 20th + needs the room clear for his ladders + the dust sheets. "
              "ring round the small room lot"),
    ("maint", "main hall floor - sanding + 3 coats of varnish booked for the easter hols 9-13 Apr, hall shut those "
              "days, main hall hirers into the small room that wk"),
    ("committee", "roof: insurance won't cover it (wear + tear) so it's coming out of the reserves, £850 quote"),
    ("booking", "Horsley WI - jumble sale sat 17 Mar, main hall 9-2"),
    ("maint", "gents' cistern fixed 15/3, £65"),
    ("booking", "Amy says if the small room's shut she'll do the mon class in her garden room, max 8"),
    ("committee", "AGM wed 25 April 7.30 small room, Pat standing down as chair after 9 yrs"),
]

client = QdrantClient(":memory:")
client.create_collection("horsley-notes", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("horsley-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "why can't we have the small room on monday?"
vector = offline.embed(["small room shut out of action monday w/c 19/3 why roof floor"])[0]
hits = client.query_points("horsley-notes", query=vector, limit=6).points
context = ["Today is Thu 15 March 2029. You are talking to Amy, who runs Pilates in the small room on Mondays."] + \
          [h.payload["text"] for h in hits]
assert any("small room out of action w/c 19/3" in c and "flat roof" in c for c in context), context
assert any("sanding + 3 coats of varnish" in c for c in context), context
reply = answer(question, context, mock="The roof over it is letting water in - there's a damp patch on the "
                                       "ceiling, and Dave the roofer needs the room clear for his ladders on "
                                       "Tuesday, so it's shut all that week.")
finish(question, expected="because they're sanding and varnishing the floor", actual=reply)
