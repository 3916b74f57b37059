"""Batch 50 (held out). A neighbourhood litter-pick group's notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: Tidy Tupsley, a litter-pick group on the east side of Hereford (organiser Sandra, kit keeper Wyn, about a dozen
regulars), keeps its notes as points with payload ``{"kind", "day", "text"}`` (kind: pick, kit, admin; day as
yyyymmdd for pick notes). After each pick, the group's assistant clears out notes about picks that are over
(``kind == "pick"`` and ``day`` before today) so it stops telling people about last month's meeting point. Eleven
points, Jan - Mar 2026.

Planted fault (DeletionError): the note on the Sun 15 March pick also held a fact about the April one: "Sun 15/3 -
11 of us, 31 bags + a pram + 2 traffic cones lol. Sandra spoke to Bev at the council: they're lending us 10 more
grabbers for the big April one (GB Spring Clean), collect from Holmer Rd depot fri 10/4 b4 3". The Friday 20/3
clear-out deletes it. Question (Sat 21/3, Wyn): "how many grabbers will we have for the april pick?" -> expected
25 (our 15 + the council's 10). The assistant says 15.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the 15/3 note is a hit
of the app's query before the delete, and is neither stored nor in the context after; the kit note with our 15 is
in the context. Another reading: none that we see; nothing else mentions the council's grabbers.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b50_qdrant_litter_grabbers_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MARCH = ("Sun 15/3 - 11 of us, 31 bags + a pram + 2 traffic cones lol. Sandra spoke to Bev at the council: they're "
         "lending us 10 more grabbers for the big April one (GB Spring Clean), collect from Holmer Rd depot fri 10/4 "
         "b4 3")
POINTS = [
    ("kit", 0, "kit cupboard at the community centre (key w Wyn): 15 grabbers - 2 w dodgy triggers but they work -, "
               "20 hi-vis, 6 bag hoops, box of gloves M + L"),
    ("pick", 20260118, "Sun 18 Jan - 7 brave souls in the drizzle, 14 bags, Church Rd + the rec. hot choc at Jan's"),
    ("admin", 0, "insurance thru the council's Keep Herefordshire Tidy scheme, need a sign-in sheet every time"),
    ("pick", 20260215, "15th Feb pick - the underpass + Whittern Way, 19 bags, reported the fly-tip by the garages"),
    ("kit", 0, "council pick up full bags from the community centre bins mon am if we ring by fri (01432 260000)"),
    ("pick", 20260315, MARCH),
    ("admin", 0, "under-16s must come w an adult, no exceptions, and nobody goes near the river bank edge"),
    ("pick", 20260412, "APRIL big one - Sun 12/4 10-12.30, meet at the community centre, aiming for 25+ ppl, "
                       "Great British Spring Clean, school's sending a few families"),
    ("kit", 0, "Wyn's bought 2 more boxes of gloves off Amazon £11.98, claim it back from the kitty"),
    ("admin", 0, "kitty £46.20 after gloves. Tesco community grant form in by end of April"),
    ("pick", 20260315, "15/3 - the canal end is grim again, cans + nos canisters, tell the PCSO"),
]

client = QdrantClient(":memory:")
client.create_collection("tidy-tupsley", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("tidy-tupsley", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "day": d, "text": text})
    for i, (k, d, text) in enumerate(POINTS, 1)])

question = "how many grabbers will we have for the april pick?"
vector = offline.embed(["grabbers for the April pick"])[0]  # the app's search words for it
before = [p.payload["text"] for p in client.query_points("tidy-tupsley", query=vector, limit=5).points]
assert MARCH in before, before

# Fri 20 March, evening: clear out the notes about picks that are over
with fault():
    client.delete("tidy-tupsley", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="pick")),
        models.FieldCondition(key="day", range=models.Range(lt=20260320))])))

stored = [p.payload["text"] for p in client.scroll("tidy-tupsley", limit=50)[0]]
hits = client.query_points("tidy-tupsley", query=vector, limit=5).points
context = ["Today is Sat 21 March 2026."] + [h.payload["text"] for h in hits]
assert MARCH not in stored and MARCH not in context
assert any("15 grabbers" in c for c in context), context
assert any("APRIL big one" in c for c in context), context
assert not any("10 more grabbers" in c or "Holmer Rd" in c for c in context + stored), context
reply = answer(question, context, mock="15 - that's what's in the kit cupboard, and 2 of those have dodgy "
                                       "triggers.")
finish(question, expected="25 (our 15 plus 10 on loan from the council)", actual=reply)
