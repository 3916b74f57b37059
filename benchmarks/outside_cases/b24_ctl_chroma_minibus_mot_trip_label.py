"""Batch 24 (held out), control. A community minibus scheme's office notes: chromadb EphemeralClient with
memtrace's offline embedding function, script style (each call its own trace).

App: Ouse Valley Community Transport keeps its office notes (bookings, drivers, the vehicle) in a collection with
metadata ``{"kind", "day"}``; the assistant answers from a query. Fourteen notes, February-March 2026. The bus's MOT
ran to 12/3 ("book it in!!"); on Tue 10/3 it went to Kwik Fit: "through first time, just an advisory on the rear
tyres (3mm ish). cert's in the blue folder".

No fault planted. Question (Wed 11/3): "Can we take the bus for the WI trip to Hunstanton on Sat 14/3?" The model
answers yes, right per memory: the MOT is done, Pete is driving. The label says no, as the MOT ran out on 12/3.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b24_ctl_chroma_minibus_mot_trip_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (20260202, "vehicle", "Bus MOT runs out 12/3 - book it in!! Kwik Fit on the Lynn Rd did it last yr, £54.85"),
    (20260204, "booking", "WI to Hunstanton Sat 14/3, 14 ladies, leave the village hall 9.30, back for 5. Pete "
                          "driving. fish + chips at the Seagull, they've booked"),
    (20260209, "driver", "Pete's licence check done (D1 still on it), ok till 2028"),
    (20260213, "vehicle", "Wipers replaced £23, the passenger one was smearing"),
    (20260217, "booking", "Brownies swim Sat 7/3 Ely, 10-12, Anita"),
    (20260220, "vehicle", "Kwik Fit booked Tues 10/3 9am, Geoff dropping it off, lunch club run after if it's back"),
    (20260224, "booking", "Over 60s Anglesey Abbey Tues 7/4 confirmed"),
    (20260302, "vehicle", "Heater fan only works on 4 - tell passengers to bring a coat lol"),
    (20260305, "booking", "WI numbers up to 15, Mrs Tait's sister coming. still fine, 16 seats"),
    (20260310, "vehicle", "Bus back from Kwik Fit - through first time, just an advisory on the rear tyres (3mm ish). "
                          "cert's in the blue folder, paid £54.85 on the card"),
    (20260310, "driver", "Geoff says the rear tyres want doing before the summer trips, get a price from Kwik Fit"),
    (20260310, "booking", "Lunch club went out 11.15 today not 10.15 bc of the MOT, everyone ok"),
    (20260311, "booking", "WI - Pete asks can someone bring the step for Mrs Tait"),
    (20260311, "vehicle", "Fuel card topped up £150"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ovct-office", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "Can we take the bus for the WI trip to Hunstanton on Sat 14/3?"
hits = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Wed 11/3/26."] + hits
assert any("MOT runs out 12/3" in c for c in context), context
assert any("through first time" in c for c in context), context
assert any("WI to Hunstanton Sat 14/3" in c for c in context), context
reply = answer(question, context, mock="Yes - it went through its MOT at Kwik Fit yesterday (just an advisory on the "
                                       "rear tyres), and Pete's driving the 9.30 from the village hall.")
finish(question, expected="No, the MOT was up on the 12th", actual=reply)
