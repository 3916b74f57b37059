"""Batch 109 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style.

App: Pantglas farm keeps the lambing tallies and field notes as documents in one chroma collection; the helper
answers whoever's checking the fields.

Memory: the top field had 36 still to lamb on Saturday morning's count; Saturday afternoon Huw brought the 10
blue-raddled ones (tupped late) down to the paddock behind the house, easier to keep an eye on them at night; no
more lambed in the top field overnight Saturday (quiet one); plus other notes. Question (Sun 14/3, Rhys): "how many
ewes are left to lamb up the top field?" The assistant says 26. The label says 36.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b109_ctl_chroma_lambing_left_to_lamb_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("tally", "sat 13/3 am count - top field 36 still to go, house paddock 4 (the twins ewes from the shed), big "
              "shed empty-ish. Gwen"),
    ("field", "13.3 pm - Huw brought the 10 blue raddle ones (the late tupped lot) down from the top to the paddock "
              "behind the house, easier to keep an eye at nt. quad + the dog, took 20 mins"),
    ("tally", "sun 14th 6am - top field quiet one, nothing lambed up there overnight. paddock: 1 single (blue 7)"),
    ("field", "top field gate by the forestry is dodgy, tie it w baler twine, the ewes lean on it"),
    ("tally", "running total sun 14th: 212 lambed, 9 dead, 2 ewes lost"),
    ("field", "Rhys - check water trough top field, ballcock sticking"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("pantglas-fields", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "how many ewes are left to lamb up the top field?"
found = book.query(query_texts=["top field ewes still to lamb count moved paddock"], n_results=6)
context = ["Today is Sun 14 March 2038. You are talking to Rhys, doing the field rounds."] + found["documents"][0]
assert any("top field 36 still to go" in c for c in context), context
assert any("10 blue raddle ones" in c for c in context), context
assert any("nothing lambed up there overnight" in c for c in context), context
reply = answer(question, context, mock="26 - there were 36 on Saturday morning, and the 10 blue-raddled ones went "
                                       "down to the house paddock that afternoon. None lambed up there overnight.")
finish(question, expected="36", actual=reply)
