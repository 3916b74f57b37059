"""Batch 214 (held out). A cycling club's hill climb: chromadb collection of notes, one root span per note and one for
the question; the helper answers from the 3 nearest notes and the committee minutes that moved the start rank 4th.

App: Clun Valley Wheelers run their open hill climb up Asterton Bank on Sun 3rd Oct 2049 - HQ in Wentnor village
hall, riders off at one-minute gaps, Dave and Lynn on the clocks at the top, marshals on the junctions and the
hairpin, cake and the results at the HQ after. Steph (the event secretary) keeps every club note in one chroma
collection (metadata ``kind``: start, timing, marshals, committee, hq); when a rider asks, the helper takes the 3
nearest notes (``collection.query(..., n_results=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Steph's first note (2049-08-15T20:00) has signing on from 8.30 and
the first rider off at 10.00, the road closed 9-1. The committee minutes of 21/9 say - between the subs, the
trophies and the club dinner - that the police want the riders off the hill before the Bishop's Castle carnival
comes down the same road at 1, so the first rider's off at 9.15 now and signing on is from 8. For the rider's question
the minutes rank 4th: the 3 nearest are the start-list note, the Weds 29th marshals note (tell riders about the
cattle grid) and the first note. Question (Fri 1/10,
Rhodri, a visiting rider from Shrewsbury): "what time's first rider off sun? trying to work out when to leave
shrewsbury" -> expected 9.15 (signing on from 8). The assistant says 10.00.

Expected verdict: RetrievalError at chroma's query (the top-3 query, wrapped in fault()): the minutes are in the
collection and the same question's 4 nearest have them, but n_results cut them from the context the model saw.
Asserted: the 4 nearest have the minutes; the hits and the context have nothing on 9.15, the police or the carnival;
the first note's "first rider off 10.00" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b214_chroma_hillclimb_first_off_time_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MINUTES = ("committee mins 21/9 - subs: 6 still to pay, Steph chasing. trophies back from the engravers, £38. "
           "club dinner sat 20th nov at the Three Tuns, £24 a head. hill climb: police want us off the hill before "
           "the Bishop's Castle carnival comes down that road at 1, so first rider off 9.15 now, signing on from 8 ☕. "
           "Dave to do new start sheets. AOB - Gwyn's selling his old turbo trainer")
NOTES = [
    ("start", "2049-08-15T20:00 HILL CLIMB ⛰️ sun 3rd oct, Asterton bank. HQ Wentnor village hall, signing on from "
              "8.30, first rider off 10.00, 1 min gaps, 60 riders max. road closure from the council 9-1"),
    ("timing", "timing - Dave + Lynn on the clocks at the top, radios from the club box, push off at the start by "
               "Gwyn. results pinned up at the HQ + on the website sun night"),
    ("marshals", "marshals - need 10, 1 at each junction + 3 on the hairpin, hi-vis in the club box. sheet's on the "
                 "noticeboard"),
    ("committee", MINUTES),
    ("hq", "HQ - Wentnor hall booked 7.30-2, teas + cake by the Wentnor WI, toilets + parking on the field, no "
           "warming up on the road pls"),
    ("start", "27/9 start list's up on the website 🚴 56 riders, numbers in order of last yr's times, slowest "
              "first, the fast lads off last"),
    ("marshals", "Weds 29th - 8 marshals so far, Lynn's bringing the flags, cattle grid at the top is slippy when "
                 "wet, tell riders"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clun-valley-wheelers-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Steph"}])

question = "what time's first rider off sun? trying to work out when to leave shrewsbury"
with turn_span("question Fri 1/10"):
    wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
    assert MINUTES in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Fri 1 Oct 2049. You are talking to Rhodri, a visiting rider from Shrewsbury entered in Clun "
               "Valley Wheelers' open hill climb (Sun 3 Oct)."] + hits
    assert MINUTES not in context and not any(w in c.lower() for c in context
                                              for w in ("9.15", "police", "carnival")), context
    assert any("first rider off 10.00" in c for c in context), context
    reply = answer(question, context, mock="10.00 - first rider's off at 10, with signing on at the Wentnor hall from "
                                           "8.30.")
finish(question, expected="9.15, signing on from 8 (the police want them off the hill before the Bishop's Castle "
                          "carnival at 1)", actual=reply)
