"""Batch 80 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style.

App: Ines, accommodation officer at Bayside English, keeps homestay notes in a chroma collection; hosts ask the
app.

Memory: the host handbook says full board means breakfast, a packed lunch and the evening meal; Kenji is with the
Reids on full board for the summer course; the summer course note says every student has lunch in the school
canteen Mon-Fri, it comes out of the course fee, so on school days hosts do breakfast and tea only, with a packed
lunch just for the Saturday trips. Mrs Reid asks whether she needs to do Kenji a packed lunch on school days. The
assistant says no. The label says yes, because he's full board.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b80_ctl_chroma_homestay_packed_lunch_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "host handbook p4: half board = brekkie + evening meal. full board = brekkie, packed lunch + evening meal. "
    "£165 / £185 a wk",
    "Kenji Mori (16, Osaka) - Reids, full board, 4 wks from tues 8/7, summer course. nut allergy (mild), loves "
    "football",
    "summer course 2031: ALL students eat in the school canteen mon-fri at 12.30, it comes out of the course fee, "
    "so hosts only do brekkie + tea on school days. packed lunch for the sat trips only (Oxford 12/7, Bath 26/7)",
    "Reids - cat, tell allergy ppl. Mrs R very good w the younger ones",
    "host pay for summer goes out 1st of the month after, bacs",
    "canteen menu's on the noticeboard, Kenji's nut thing flagged to the kitchen 7/7",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bayside-homestay", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"k{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "do I need to do Kenji a packed lunch on school days?"
hits = notes.query(query_texts=["Kenji packed lunch school days full board canteen host meals"],
                   n_results=5)["documents"][0]
context = ["Today is Thu 10 July 2031. You are talking to Mrs Reid, Kenji's host."] + hits
assert any("full board = brekkie, packed lunch" in c for c in context), context
assert any("eat in the school canteen mon-fri" in c for c in context), context
reply = answer(question, context, mock="No - he has lunch in the school canteen Monday to Friday, it's covered by "
                                       "his course fee. You only need to pack one for the Saturday trips, like "
                                       "Oxford on the 12th.")
finish(question, expected="yes - he's on full board with you", actual=reply)
