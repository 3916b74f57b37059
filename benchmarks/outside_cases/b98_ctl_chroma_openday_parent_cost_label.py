"""Batch 98 (held out), CONTROL: nothing planted; the label is wrong. chroma query, script style.

App: Hitchin Priory sixth form's trips file is one chroma collection (trip plans, meeting notes, payments); the
school office's helper answers parents from it.

Memory: the Sheffield open day is Fri 4/7, Cresta 53-seater £1,104, 46 signed up, so £24 each, letters out Monday;
at the PTA meeting on 23/6 the summer fair had made £2,800 and they're paying the Sheffield coach bill in full, Mrs
Ali to let parents know; the uni gives lunch vouchers to anyone on the campus tour. Question (Thu 26/6, a parent
through the office): "how much do we owe for the sheffield trip? she brought the letter home" The assistant says
nothing, the PTA is paying for the coach. The label says £24, the coach split between the 46.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b98_ctl_chroma_openday_parent_cost_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("trip", "SHEFFIELD open day fri 4/7 - Cresta 53 seater £1,104, 46 signed up so £24 each. letters out mon"),
    ("meeting", "PTA mtg 23/6: summer fair made £2,800 (!) - they're paying the Sheffield coach bill in full, "
                "Mrs Ali to let parents know"),
    ("trip", "Sheffield: packed lunch, or the uni gives a lunch voucher to anyone who signs up for the campus tour"),
    ("payment", "Leeds 21/6 - £22 each, 3 still to pay, chase via tutors"),
    ("trip", "Nottingham fri 20/6 - coach from the bus bay, £21 a head, forms to the office"),
    ("meeting", "SLT 24/6: trips letters to go out on ParentPay not paper from Sept"),
]

client = chromadb.EphemeralClient()
trips = client.get_or_create_collection("priory-sixth-trips", embedding_function=offline.chroma_embedding_function())
trips.add(ids=[f"t{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "how much do we owe for the sheffield trip? she brought the letter home"
hits = trips.query(query_texts=["Sheffield trip cost each pay coach PTA"], n_results=5)["documents"][0]
context = ["Today is Thu 26 June 2036. You are talking to a parent, through the school office."] + hits
assert any("so £24 each" in c for c in context), context
assert any("paying the Sheffield coach bill in full" in c for c in context), context
reply = answer(question, context, mock="Nothing - the PTA are paying the Sheffield coach in full out of the summer "
                                       "fair money, so there's no charge.")
finish(question, expected="£24 - the coach split between the 46", actual=reply)
