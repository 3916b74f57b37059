"""Batch 82 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, script style.

App: Velvet Jukebox's notes (bookings, venue details, who's doing what) sit in one chroma collection; band members
ask the app.

Memory: the band's standing note says everyone meets at the lock-up (unit 6, Canal St) two hours before load-in and
the van's loaded there. The note for the Ludlow gig (Sat 21/6) says Raf is fetching the hire van on Friday and
keeping it at his mum's in Kidderminster overnight because his road's dug up for the new drains, so meet at hers,
14 Bewdley Rd, 12 sharp, room for 3 cars on her drive. The assistant says Raf's mum's at 14 Bewdley Rd. The label
gives the lock-up.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b82_ctl_chroma_band_meeting_place_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "HOW WE DO GIGS: meet at the lock-up (unit 6, Canal St) 2 hrs before load-in, van gets loaded there, back "
    "there after. key safe code 2281",
    "Ludlow - Feathers Hotel wedding sat 21/6, load-in 3, sets 8.15 + 9.45, smart black, no jeans Dan",
    "hire van from Hendy's as usual £140 fri-sun, whoever fetches it gets fuel money",
    "Ludlow: Raf's getting the van fri + keeping it at his mum's in Kidderminster overnight, his road's all dug up "
    "for the new drains. so meet at hers sat, 14 Bewdley Rd, 12 sharp, room for 3 cars on her drive. she says "
    "she'll do bacon butties",
    "Lucy's back on sax from the Ludlow gig, Sophie was great tho, keep her number",
    "lock-up rent £55/mo goes out on the 1st from the band account",
    "PA: the new sub lives at the lock-up, the old one's for sale on fb",
    "Feathers Hotel parking is the back car park off Corve St, 2 spaces for us",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("velvet-jukebox", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "where are we meeting for Ludlow on saturday?"
hits = notes.query(query_texts=["meet where Ludlow saturday van lock-up"], n_results=6)["documents"][0]
context = ["Today is Thu 19 June 2031. You are talking to Lucy, the band's sax player."] + hits
assert any("meet at the lock-up (unit 6, Canal St)" in c for c in context), context
assert any("14 Bewdley Rd, 12 sharp" in c for c in context), context
reply = answer(question, context, mock="At Raf's mum's in Kidderminster - 14 Bewdley Rd, 12 sharp. There's room for "
                                       "three cars on her drive.")
finish(question, expected="the lock-up on Canal St", actual=reply)
