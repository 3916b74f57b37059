"""Batch 89 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style.

App: Hitchin Sound 104.3 keeps its outside broadcast paperwork in a chroma collection (site bookings, committee
emails, kit notes); the engineer asks the app.

Memory: the site booking form for the carnival (Sat 23/7, Priory Park) says the OB van can be on the grass by the
bandstand from 8am till 6pm; a later email from the carnival committee says the funfair bring their rides onto the
main field from half five for the evening, so every vehicle on the main field has to be out by 5.15, and Mel wrote
back that's fine, we're off air at 4.30 anyway. Question (Fri 22/7, Nadia, the engineer): "what time does the OB
van need to be off the park tomorrow?" The assistant says 5.15. The label says 6pm, the time on the booking form.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b89_ctl_chroma_radio_ob_van_off_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("booking", "Priory Park site booking - Hitchin Sound OB van, sat 23/7/33, on the grass by the bandstand 8am - "
                "6pm, vehicle reg OU63 RAD, contact Mel Fraser. 13A from the bandstand"),
    ("kit", "OB kit list: comrex, yamaha desk, 2 radio mics + 3 from the QMT, 2x SM58, 40m drum (Pete's), gazebo"),
    ("email", "from carnival cttee 15/7: the funfair bring their rides onto the main field from half 5 for the "
              "evening so every vehicle on the main field out by 5.15 pls, stewards will be on the gate. Mel "
              "replied that's fine, we're off air 4.30 anyway"),
    ("email", "from carnival cttee 8/7: parade leaves the station forecourt 2.15, into the park approx 2.45"),
    ("kit", "van fuel card in the glovebox, keys on the hook in engineering. tyre pressures checked 20/7"),
    ("booking", "Priory Park - toilets by the tennis courts, first aid tent next to the bandstand (St John)"),
]

client = chromadb.EphemeralClient()
papers = client.get_or_create_collection("hs1043-ob", embedding_function=offline.chroma_embedding_function())
papers.add(ids=[f"p{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
           metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time does the OB van need to be off the park tomorrow?"
hits = papers.query(query_texts=["OB van off the park time vehicle main field out by"], n_results=4)["documents"][0]
context = ["Today is Fri 22 July 2033. You are talking to Nadia, the station engineer."] + hits
assert any("8am - 6pm" in c for c in context), context
assert any("out by 5.15" in c for c in context), context
reply = answer(question, context, mock="By 5.15 - the funfair's rides come onto the main field from half five. You're "
                                       "off air at 4.30, so that's three-quarters of an hour to pack up.")
finish(question, expected="6pm", actual=reply)
