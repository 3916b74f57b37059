"""Batch 375 (held out). A county fire district's apparatus records: chromadb collection of the station's notes,
script style (every call its own trace); for a water question the helper asks only the apparatus and water supply
notes, and the note with the tender's smaller loaner tank was filed under maintenance.

App: Juniper Valley Fire District's Station 51 runs E-51 (a Type 1 engine), BR-51 (a Type 6 brush engine) and
WT-52 (a Type 1 water tender) out past the end of the hydrant district on Route 9. The station officers file their
notes into one chroma collection with metadata ``kind`` (apparatus, water_supply, staffing, maintenance, training);
for a water question the helper asks only the apparatus and water supply notes
(``where={"kind": {"$in": ["apparatus", "water_supply"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Capt. Ferreira's roster of 2026-05-02 0900 has E-51 at
750 gal and WT-52 at 3,000 gal; the water supply note of 06/11/26 says a first alarm past MM 14 is E-51 + WT-52.
Lt. Pruitt's note of 08/03/26 starts with the annual pump tests (so it was filed as maintenance) and says, in
passing, that WT-52's tank cracked at the baffle and the shop put the 2,000 gal poly tank off the old reserve
tender in - so she's 2,000 not 3,000 till the new tank ships. Question (08/12/26, Lt. Gaines, writing a pre-plan):
"how many gal do 51 + 52 bring to a structure fire out past MM 14? no hydrants, it's for the Hollis barn pre-plan"
-> expected 2,750 gal (750 + 2,000). The scoped query returns the roster, the water supply note and the draft
sites; the assistant says 3,750 gal.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the 08/03/26 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
2,000 or the cracked tank; the roster's 750 gal and 3,000 gal are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b375_chroma_district_tender_gallons_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

TANK = ("08/03/26 Lt. Pruitt - annual pump tests done, E-51 passed @ 1500 gpm, BR-51 needs a new primer (ordered). "
        "WT-52's tank cracked at the baffle, shop pulled it + put the 2,000 gal poly tank off the old reserve tender "
        "in, so 52 is 2,000 gal not 3,000 til the new tank ships (Oct?). oil change on the chief's truck")
NOTES = [
    ("apparatus", "2026-05-02 0900 Capt. Ferreira - Sta 51 apparatus: E-51 Type 1, 1500 gpm, 750 gal tank, 1000' "
                  "of 5\". BR-51 Type 6, 300 gal. WT-52 Type 1 tender, 3,000 gal, 2,500 gal fold-a-tank + portable "
                  "pump"),
    ("water_supply", "06/11/26 no hydrants past MM 14 on Rt 9 (Ridge Rd, Hollis Ln, the Baird place). first alarm "
                     "out there = E-51 + WT-52, BR-51 if it's in the grass. Pine Hollow VFD tender on the 2nd alarm"),
    ("water_supply", "06/11/26 draft sites: Miller's pond (dry hydrant, good to 1000 gpm), Baird ranch cattle tank "
                     "(portable pump only), the canal at Hollis Ln bridge"),
    ("staffing", "07/20 min staffing Sta 51 is 3/shift, E-51 + WT-52 cross-staffed, BR-51 goes if we've got a 4th. "
                 "Kelly days on the board"),
    ("maintenance", TANK),
    ("training", "08/06 drafting drill @ Miller's pond Thurs 1900, all 3 shifts, tender shuttle + fold-a-tank set-up, "
                 "stopwatch on it"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("jvfd-sta51-2026", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "station": "51"}])

question = ("how many gal do 51 + 52 bring to a structure fire out past MM 14? no hydrants, it's for the Hollis barn "
            "pre-plan")
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert TANK in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["apparatus", "water_supply"]}})
hits = found["documents"][0]
context = ["Today is Wed 08/12/26. You are talking to Lt. Gaines, Juniper Valley Fire District Sta 51, who is writing "
           "a pre-plan for the Hollis barn (no hydrants)."] + hits
assert TANK not in hits and not any(w in c.lower() for c in context for w in ("2,000", "cracked", "poly tank")), context
assert any("750 gal tank" in c and "3,000 gal" in c for c in context), context
reply = answer(question, context, mock="3,750 gal - 750 on E-51 and 3,000 on WT-52, plus the fold-a-tank to dump into.")
finish(question, expected="2,750 gal - 750 on E-51 + 2,000 on WT-52 (the loaner tank while hers is cracked)",
       actual=reply)
