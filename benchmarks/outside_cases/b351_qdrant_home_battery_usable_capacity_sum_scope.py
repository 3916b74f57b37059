"""Batch 351 (held out). A home battery installer: qdrant collection of the office's job and product notes, script
style (every call its own trace); for a capacity question the helper asks only the datasheet and quote notes, and
the distributor's errata was written into a site-visit note.

App: Brightwater Solar & Storage fit home batteries - mostly the Halden HB-10 base unit with HB-10X expansion
modules - round Leeds. Dev (the lead installer) and Corinne (the office) file notes into one qdrant collection with
payload ``kind`` (datasheet, quote, site, install, admin); for a "how much storage" question the helper asks only
the datasheet and quote notes (a payload filter, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the HB-10 datasheet note (rev B, 2050-11) has 10.2 kWh
nominal / 9.6 kWh usable; the HB-10X note has 4.8 kWh usable; the Okafor quote (Q-2051-0142) is an HB-10 plus one
HB-10X. Dev's site-visit note of 2/3/51 at the Okafors' (filed as kind "site") has the garage wall, the clear height
and the cable run and, in passing, that Rexel sent the errata - HB-10 datasheet rev C supersedes rev B, usable is
9.2 kWh now (BMS fw 2.0 caps the depth of discharge at 90%), the HB-10X unchanged at 4.8. Question (Thu 16 Mar 2051,
Corinne): "how much usable storage will the Okafors have with the HB-10 + the HB-10X? they need the figure for their
energy supplier's form" -> expected 14.0 kWh (9.2 + 4.8). The scoped query returns the two datasheet notes and the
quote; the assistant says 14.4 kWh (9.6 + 4.8).

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the site-visit note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has 9.2
or "rev C"; the rev B 9.6 kWh usable and the HB-10X 4.8 are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b351_qdrant_home_battery_usable_capacity_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brightwater-jobs-2051"
ERRATA = ("Site visit Okafor, 9 Wren Close 2/3/51 (Dev) - garage wall's fine for the stack, needs 1800 mm clear "
          "height + they've got 2.1 m. CU's on the other side so cable run ~6 m, 10 mm² SWA. rang Rexel re the BMS fw "
          "- they've sent the errata: HB-10 datasheet rev C supersedes rev B, usable cap is 9.2 kWh now (BMS fw 2.0 "
          "caps DoD at 90%), HB-10X unchanged at 4.8. update the quote paperwork!!")
NOTES = [
    (1, "datasheet", "HB-10 datasheet rev B (2050-11): 10.2 kWh nominal / 9.6 kWh usable, 5 kW continuous (7.5 kW "
                     "peak for 10 s), 48 V nominal (40-58.4 V), 1150 x 600 x 240 mm, 112 kg, IP65, -10 to +50 °C"),
    (2, "datasheet", "HB-10X expansion module: 5.1 kWh nominal, 4.8 kWh usable, stacks on the HB-10 base (max 3 per "
                     "base), 600 mm tall, 58 kg, same footprint"),
    (3, "quote", "Q-2051-0142 Okafor, 9 Wren Close - HB-10 + 1 x HB-10X, 6 kW hybrid inverter, £8,940 inc VAT, "
                 "install w/c 20/3. customer wants the app set up for both phones"),
    (4, "site", ERRATA),
    (5, "install", "install crew w/c 20/3: Dev + Marcus. no scaffold needed, van stock check the Fri before"),
    (6, "admin", "27/02 DNO acknowledged the G99 for the Okafor job, approval within 45 working days"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind}) for pid, kind, text in NOTES])

question = ("how much usable storage will the Okafors have with the HB-10 + the HB-10X? they need the figure for "
            "their energy supplier's form")
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert ERRATA in wider, wider
specs = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["datasheet", "quote"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=specs, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 16 March 2051. You are talking to Corinne in the office at Brightwater Solar & "
           "Storage."] + hits
assert ERRATA not in hits and not any(w in c.lower() for c in context for w in ("9.2", "rev c")), context
assert any("9.6 kWh usable" in c for c in context), context
assert any("4.8 kWh usable" in c for c in context), context
reply = answer(question, context, mock="14.4 kWh usable - 9.6 kWh from the HB-10 plus 4.8 kWh from the HB-10X.")
finish(question, expected="14.0 kWh - 9.2 kWh usable on the HB-10 (datasheet rev C) plus 4.8 kWh on the HB-10X",
       actual=reply)
