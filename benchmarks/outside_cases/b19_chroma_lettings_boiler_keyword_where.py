"""Batch 19 (held out). A small landlord's lettings notes: chromadb (EphemeralClient, offline embeddings), script
style (every call its own trace).

App: Dev lets three flats (1A and 1B at 9 Albert Terrace, and 4 Cross St). Every note (tenant texts he copies in,
repairs, rent, deposits, safety certificates) goes into one chroma collection with metadata {flat, kind}. For a
repair question the assistant narrows the query to the flat and to notes that contain the appliance's name, the
app's "keyword filter" (``where_document={"$contains": ...}``). Twenty notes, several about boilers at the other
flats and the annual gas safety checks.

Planted fault (RetrievalError, a filter that excludes the evidence): the latest 1B note, copied from the tenant's
text and the engineer's call, reads "1B - Mark (HeatWise) came Thurs, says the diverter valve's gone, that's why no
hot water but heating ok. Part on order, back Tue 17th to fit. Told Marek use the immersion till then, I'll knock
it off the elec". It never says "boiler". The app's query for "Is the boiler at 1B fixed yet?" filters on flat=1B
and ``$contains: "boiler"``, so it returns only the older 1B boiler notes (the annual service, the first "no hot
water" text). Expected "No - the diverter valve has gone; the part's on order and HeatWise are back Tue 17 June to
fit it (immersion till then)". The assistant says yes, HeatWise came out.

Expected verdict: RetrievalError at chroma.query (fault() wraps that query). Asserted: the same query filtered on
the flat alone returns the diverter-valve note; the keyword-filtered query does not. Another reading: none that we
see; the note was written intact and is still stored.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b19_chroma_lettings_boiler_keyword_where", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

VALVE = ("1B - Mark (HeatWise) came Thurs, says the diverter valve's gone, that's why no hot water but heating ok. "
         "Part on order, back Tue 17th to fit. Told Marek use the immersion till then, I'll knock it off the elec")
NOTES = [
    ("1A", "tenancy", "1A Jodie + Sam, AST 12 mths from 1/9/24, GBP 850 pcm, deposit GBP 980 in DPS ref 1189-22"),
    ("1B", "tenancy", "1B Marek Nowak, AST from 15/10/24, GBP 795 pcm, deposit GBP 917 DPS, pays on the 15th"),
    ("cross", "tenancy", "4 Cross St - Kerry Walsh + 2 kids, periodic since 3/2022, GBP 1,050, deposit GBP 1,150"),
    ("1A", "repair", "1A boiler (Worcester 28i) serviced 4/3 HeatWise GBP 78, all fine, next due 3/26"),
    ("1B", "repair", "1B boiler service + gas safety cert done 4/3 same visit, cert expires 3/3/26. Boiler's old "
                     "(Baxi, 2011) - Mark says budget for a new one in the next couple of yrs"),
    ("cross", "repair", "Cross St gas safety 11/4, boiler pressure low - topped up, showed Kerry how"),
    ("1A", "repair", "1A - Jodie says kitchen tap dripping. Plumber Steve Sat 24/5 am, washer, GBP 45"),
    ("cross", "repair", "Cross St back fence panels blown down (storm). 3 panels, Ray can do w/c 9/6"),
    ("1B", "tenant", "Marek text 5/6: no hot water since last night, boiler light flashing?? heating seems on"),
    ("1B", "repair", "Rang HeatWise re 1B boiler, earliest Thurs 12/6 am. Told Marek"),
    ("1B", "repair", VALVE),
    ("1A", "money", "1A rent 1/6 in. Jodie asked about a cat - said ok with GBP 150 extra deposit, need to add to DPS"),
    ("1B", "money", "1B rent 15/5 in (GBP 795). 15/6 due - will take off GBP 20 for the immersion elec"),
    ("cross", "money", "Cross St rent late again (10 days), Kerry says UC payment date changed, fine from July"),
    ("cross", "repair", "Cross St - Kerry says damp patch in back bedroom ceiling. Gutter? get Ray to look w/ fence"),
    ("1A", "safety", "Albert Terr EICR both flats done 2/2023, valid 5 yrs. Smoke alarms tested at 1A + 1B 4/3"),
    ("1B", "tenant", "Marek asked if he can put a shelf up in the bedroom - yes, rawlplugs not nails pls"),
    ("cross", "safety", "Cross St CO alarm by the boiler replaced 11/4 (old one beeping), GBP 22"),
    ("1A", "tenancy", "Jodie + Sam want to renew 1/9 - same rent? thinking GBP 875. Talk in July"),
    ("1B", "repair", "1B bathroom extractor fan noisy - not urgent, next time someone's in"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lettings", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"flat": f, "kind": k} for f, k, _ in NOTES])

question = "Is the boiler at 1B fixed yet?"
flat_only = notes.query(query_texts=[question], n_results=8, where={"flat": "1B"})["documents"][0]
assert VALVE in flat_only, flat_only
with fault():
    hits = notes.query(query_texts=[question], n_results=8, where={"flat": "1B"},
                       where_document={"$contains": "boiler"})
context = hits["documents"][0]
assert any("no hot water since last night" in c for c in context), context
assert not any("diverter" in c or "17th" in c for c in context), context
reply = answer(question, context, mock="Yes - you booked HeatWise for Thursday 12 June after Marek's text about the "
                                       "hot water, so it should be sorted.")
finish(question, expected="No - the diverter valve's gone; part on order, HeatWise back Tue 17 June to fit it "
                          "(Marek on the immersion till then)", actual=reply)
