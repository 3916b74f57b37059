"""Batch 347 (held out). A cycling club's sportive preparation: qdrant collection of the club's prep notes, script
style (every call its own trace); for a "how far / how much" question the helper asks only the route and logistics
notes, and the note with the route detour was filed under kit.

App: the Illawarra Wheelers are riding the Gong Gran Fondo on Sun 27 Mar 2050 - a 160km long route with about
2,450m of climbing, a 105km medio, feed stations, a neutral roll-out from the event HQ. Craig (the ride captain) and
Shaz (the club secretary) file notes into one qdrant collection with payload ``kind`` (route, logistics, kit, food,
training); for a distance question the helper asks only the route and logistics notes (a ``kind`` MatchAny filter,
the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Craig's note of 2050-02-14T20:05 has the long route at
160km / 2,450m; Shaz's note of 1/3 has the neutral roll-out from the HQ carpark to the start at 6km. Craig's note of
Weds 16 Mar starts with the club kit order (jerseys at Shaz's, $95 each, so it was filed as kit) and says, in
passing, that the organisers emailed - a landslip on Macquarie Pass, so the long route has a 12km detour through
Albion Park, 172km now, climbing about the same. Question (Fri 25/3, Nina, an American member): "how many km am I
riding sunday all up, long route + the roll-out? doing my gel math, one every 30k" -> expected 178km (172 + 6).
The scoped query returns the route and two logistics notes; the assistant says 166km.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Weds 16 Mar
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 172, "detour" or "landslip"; the 160km route and the 6km roll-out are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b347_qdrant_cycling_sportive_total_km_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "illawarra-wheelers-gran-fondo-2050"
DETOUR = ("Weds 16 Mar (Craig) - club kit order finally landed 🙌 jerseys at Shaz's place, $95 ea, bibs next wk. oh + "
          "the organisers emailed - landslip on Macquarie Pass so the long route's got a 12km detour thru Albion Park, "
          "172km now, climbing about the same. medio's unchanged")
NOTES = [
    (1, "route", "Craig", "2050-02-14T20:05 GRAN FONDO 🚴 sun 27/3. long route 160km / 2,450m climbing, cutoff at the "
                          "100k feed is 11:30am. medio 105km if ur not feeling it on the day"),
    (2, "logistics", "Shaz", "1/3 rego packs at the HQ sat arvo 2-6pm. roll-out from the HQ carpark to the start line "
                             "is neutral, 6km behind the ute, then it's on. bring ur own pump"),
    (3, "logistics", "Shaz", "Tue 8/3 carpool - Craig's ute takes 4 bikes, leaving the clubrooms 4:45am sharp 😴 $20 "
                             "for fuel"),
    (4, "training", "Craig", "Sun 6/3 club ride 140k / 2,100m, avg 27.4km/h, Dave flatted twice 🙄 legs are there"),
    (5, "food", "Shaz", "feed stations at 45k, 100k + 140k - gels, bananas, flat coke. sort ur own bidons at the start"),
    (6, "kit", "Craig", DETOUR),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": who})
                            for pid, kind, who, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "how many km am I riding sunday all up, long route + the roll-out? doing my gel math, one every 30k"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert DETOUR in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["route", "logistics"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 25 March 2050. You are talking to Nina, an Illawarra Wheelers member riding the long route "
           "of the Gong Gran Fondo (Sun 27 Mar)."] + hits
assert DETOUR not in hits and not any(w in c.lower() for c in context for w in ("172", "detour", "landslip")), context
assert any("long route 160km / 2,450m" in c for c in context), context
assert any("is neutral, 6km behind the ute" in c for c in context), context
reply = answer(question, context, mock="166km all up - the 160km long route plus the 6km neutral roll-out. At one gel "
                                       "every 30k that's about 6 gels.")
finish(question, expected="178km - the long route's 172km now with the landslip detour, plus the 6km roll-out",
       actual=reply)
