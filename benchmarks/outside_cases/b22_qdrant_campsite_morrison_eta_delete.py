"""Batch 22 (held out). A caravan and camping site's warden log: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the wardens at Hollybank Caravan & Camping keep their notes (bookings, arrivals, pitch jobs, hook-ups) as
points with a payload ``{"guest", "kind", "text"}``; the reception assistant answers from a vector query. Eighteen
notes, July-August 2025. When a party checks out, a tidy-up job deletes that party's "stay-note" points (their
requests and niggles during the stay), keeping the booking itself.

Planted fault (DeletionError): on their last evening (Sun 13/7) Mr Morrison rebooked for August, and Gwen typed it
as a stay note: "Mr Morrison popped in - rebooking 15-18/8, pitch 22 again if poss (hardstanding), EHU, he's
working till 6 so ETA quarter to 8ish. Pay on arrival". The tidy-up after they left on 14/7 deletes it with the
July stay's notes. Question (Fri 15/8): "What time are the Morrisons getting in tonight?" -> expected "about 7.45pm".
The assistant can't find a booking and falls back on the site's arrival hours.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the rebooking note is in the
query's results before the delete and neither stored nor in the context after; the July booking and the late
arrivals rule are in the context. Another reading: none that we see; nothing else touches the Morrisons' points.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b22_qdrant_campsite_morrison_eta_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REBOOK = ("Mr Morrison popped in - rebooking 15-18/8, pitch 22 again if poss (hardstanding), EHU, he's working till "
          "6 so ETA quarter to 8ish. Pay on arrival")
NOTES = [
    ("", "rule", "Arrivals 2pm-8pm, later than 8 ring ahead + use the late arrivals bay by the barrier"),
    ("Morrison", "booking", "Morrison 10-14/7, pitch 22 hardstanding, EHU, 2 adults + spaniel, Bailey Unicorn van"),
    ("Morrison", "stay-note", "Morrisons (22) - EHU tripping, swapped them onto post 4B, fine now"),
    ("Morrison", "stay-note", "22 asked for an extra gas bottle, 6kg propane, paid GBP 32 cash"),
    ("Morrison", "stay-note", REBOOK),
    ("Patel", "booking", "Patel 15-17/8 tent pitch 7, no EHU, 2 + 2 kids, arriving 3ish"),
    ("Hughes", "booking", "Hughes 15-22/8 motorhome, pitch 18, EHU, after 5pm Fri (M6 permitting)"),
    ("", "site", "Shower block 2 hot water dodgy again - plumber Mon 11/8 am"),
    ("", "site", "EHU posts 1-6 tested, 4B RCD replaced GBP 65 (after the Morrison trips)"),
    ("Okoro", "booking", "Okoro 8-10/8 grass pitch 11, EHU, 1 adult, cycling tour, early start Sun"),
    ("", "rule", "Dogs on leads at all times, dog walk is the field past the pond NOT the play area"),
    ("Patel", "stay-note", "Patels asked about the pool in town - opens 7am, GBP 4.50 kids"),
    ("", "site", "Hardstandings 20-24 regravelled, 22 a bit soft by the hook-up post still"),
    ("Hughes", "stay-note", "Hughes rang - might be later than 5, will text"),
    ("", "rule", "Hook-up GBP 6.50/nt, 16 amp, no kettles over 2kW in tents pls"),
    ("Fletcher", "booking", "Fletcher 14-16/8 pitch 21, EHU, 2 adults, said 'teatime' arrival"),
    ("", "site", "Bins: collection moved to Thurs for Aug, recycling Weds"),
    ("Morrison", "stay-note", "Morrisons left 10am Mon, pitch clean, spaniel left a ball (in lost property)"),
]

client = QdrantClient(":memory:")
client.create_collection("hollybank", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("hollybank", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                      payload={"guest": guest, "kind": kind, "text": text})
                                   for i, (guest, kind, text) in enumerate(NOTES, 1)])

question = "What time are the Morrisons getting in tonight?"
vector = offline.embed([question])[0]
before = client.query_points("hollybank", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == REBOOK for p in before), [p.payload["text"][:40] for p in before]

# tidy-up after the Morrisons checked out (Mon 14/7): their stay notes go, the booking stays
departed = models.Filter(must=[models.FieldCondition(key="guest", match=models.MatchValue(value="Morrison")),
                               models.FieldCondition(key="kind", match=models.MatchValue(value="stay-note"))])
with fault():
    client.delete("hollybank", points_selector=models.FilterSelector(filter=departed))

hits = client.query_points("hollybank", query=vector, limit=len(NOTES)).points
context = ["Today is Fri 15/8/25."] + [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("hollybank", limit=100)[0]]
assert any("Morrison 10-14/7, pitch 22" in c for c in context), context
assert any("Arrivals 2pm-8pm" in c for c in context), context
assert not any("quarter to 8" in c or "15-18/8" in c for c in context + stored), context
reply = answer(question, context, mock="I can't see a booking for the Morrisons tonight - their last stay was 10-14 "
                                       "July on pitch 22. If they're coming, arrivals are 2pm to 8pm.")
finish(question, expected="Around 7.45 in the evening - he works till 6 (rebooked 15-18 Aug, pitch 22)", actual=reply)
