"""Batch 59 (held out). A dental practice's recall notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Brookside Dental (two dentists, two hygienists, Yeovil) keeps its recall notes in one collection with metadata
``{"kind"}`` (kind: patient, staff, fees, practice). When the receptionist asks about a patient's appointment the
assistant searches only ``kind == "patient"`` notes. Eleven notes, Feb - Apr 2026.

Planted fault (RetrievalError, filtered out by scope): the practice meeting of 14/3 settled who sees Gemma's Wednesday
patients: "pract mtg thurs 14/3 (pizza, Dr K paid) - Gemma going down to 3 days from april, mon tue + thurs, so her
weds hyg pts go over to Priya, incl Mr Okafor (6 mthly, perio) + the Wright kids. Sharon to ring round. also new
autoclave fri". The patient-only query leaves it out. Question (Mon 7/4, reception): "who's seeing Mr Okafor for
his hygiene appt on Weds 9th?" -> expected Priya, the other hygienist. The assistant goes by his card: Gemma.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the meeting note
is stored and among the hits of the same query without the filter, and not in the context; the card naming Gemma
is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b59_chroma_dental_hygienist_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MTG = ("pract mtg thurs 14/3 (pizza, Dr K paid) - Gemma going down to 3 days from april, mon tue + thurs, so her weds "
       "hyg pts go over to Priya, incl Mr Okafor (6 mthly, perio) + the Wright kids. Sharon to ring round. also new "
       "autoclave fri")
NOTES = [
    ("patient", "Mr D Okafor, 58 - perio pt, hygiene every 6 mths w Gemma (weds pm suits him, he's a teacher at "
                "Preston School), next due 9/4/26 4.10pm, NHS band 1"),
    ("fees", "NHS band 1 £27.40, band 2 £75.30, private hyg 30 min £68, 45 min £89"),
    ("patient", "Wright kids (Ella 9, Noah 6) - fluoride varnish + check w Gemma, school hols only, mum Kirsty"),
    ("staff", "Gemma - hygienist, mon-weds + thurs am (til end Mar), Priya - hygienist tues-fri, Dr Kaur + Dr Lowe"),
    ("practice", "recall letters go out 4 wks before, text reminder 48 hrs before, 2 DNAs = off the list"),
    ("patient", "Mrs P Albright, 81 - denture check yearly, Dr Lowe, needs the ground floor surgery (hip)"),
    ("staff", MTG),
    ("fees", "DNA fee £25 for private pts, NHS no charge but 2 strikes"),
    ("patient", "Mr Okafor rang 2/4 - can he have a later slot? told him 4.10 is the latest on a weds"),
    ("practice", "easter closures: Good Fri 3/4 + Easter Mon 6/4, Dr Lowe on call"),
    ("staff", "Priya off 20-24 April (wedding in Leicester!!)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brookside-recalls", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "who's seeing Mr Okafor for his hygiene appt on Weds 9th?"
words = "Mr Okafor hygiene appt weds hygienist Gemma Priya perio"  # the app's search words for it
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert MTG in unfiltered, unfiltered
assert MTG in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "patient"})["documents"][0]
context = ["Today is Mon 7 April 2026."] + hits
assert MTG not in context, context
assert any("hygiene every 6 mths w Gemma" in c for c in context), context
assert not any("Priya" in c for c in context), context
reply = answer(question, context, mock="Gemma - he's one of her 6-monthly perio patients, 4.10pm on the Wednesday.")
finish(question, expected="Priya, the other hygienist - Gemma doesn't work Wednesdays any more", actual=reply)
