"""Batch 369 (held out). A cattle station's fuel order: chromadb collection of the station's notes, script style
(every call its own trace); for a fuel question the helper asks only the fuel and store notes, and the note that
put an extra pod of diesel on the tanker was filed under the muster.

App: Bunyip Creek Station gets its diesel and unleaded off a Coolabar Fuels tanker every few weeks and its drums,
oils and bits with the station store order. Kerry (the station's bookkeeper) files the notes into one chroma
collection with metadata ``kind`` (fuel, store, muster, bore, vet, mail); for a fuel question the helper asks only
the fuel and store notes (``where={"kind": {"$in": ["fuel", "store"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Kerry's note of 2051-03-03T16:40 has the Coolabar tanker
on Tue 21/3 with 8,000 L of diesel for the main tank and 600 L of ULP; her note of 7/3 adds 2 x 205 L drums of
diesel for the Kelpie and Emu bore pumps with the store order, on the same truck. Her muster note of Thu 9/3 starts
with Rob's camp at the Gidgee yards and the chopper, and says Rob wants a 1,500 L pod of diesel out there for the
generator and the loader - she's rung Coolabar and they'll put it on Tuesday's tanker and drop the pod at the yards
on the way in. Question (Thu 16/3, Coolabar's office ringing to confirm the load): "how many litres of diesel all up
on Tue's tanker? Coolabar want to confirm the load" -> expected 9,910 L (8,000 + 2 x 205 + 1,500). The scoped query
returns the fuel and store notes; the assistant says 8,410 L.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Thu 9/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
1,500 L, the pod or the generator; the 8,000 L and the 2 x 205 L drums are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b369_chroma_fuel_order_diesel_litres_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POD = ("Thu 9/3 muster - Rob's camp at the Gidgee yards from Mon 27/3, 2 wks, chopper Tue 28th 0630. Rob wants a "
       "1,500 L pod of diesel out there for the generator + the loader, rang Coolabar + they'll put it on Tue's tanker, "
       "drop the pod at the yards on the way in 👍")
NOTES = [
    ("fuel", "2051-03-03T16:40 FUEL ORDER ⛽ Coolabar Fuels tanker Tue 21/3 - 8,000 L diesel for the main tank + 600 L "
             "ULP for the bikes. $1.94/L diesel delivered, on the station acct"),
    ("store", "7/3 store order goes w/ the fuel truck - 2 x 205 L drums of diesel for the Kelpie + Emu bore pumps, 4 x "
              "20 L hydraulic oil, a carton of grease tubes"),
    ("muster", POD),
    ("bore", "Fri 10/3 bore run - Emu 55%, Dingo Hole full, Lignum float finally fixed properly (new one)"),
    ("vet", "Mon 13/3 Dr Lowrie Thu 23/3 for the heifers, 0700 at the home yards, Jacko to have them in the arvo b4"),
    ("mail", "Tue 14/3 mail truck Fri as usual, Trev says the Nardoo crossing's down to 0.3 m so no dramas"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bunyip-creek-notes-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Kerry"}])

question = "how many litres of diesel all up on Tue's tanker? Coolabar want to confirm the load"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert POD in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fuel", "store"]}})
hits = found["documents"][0]
context = ["Today is Thu 16 March 2051. You are talking to Kerry, the bookkeeper at Bunyip Creek Station; Coolabar "
           "Fuels' office is on the phone about Tue 21/3's tanker."] + hits
assert POD not in hits and not any(w in c.lower() for c in context for w in ("1,500", "1500", "pod", "generator")), \
    context
assert any("8,000 L diesel for the main tank" in c for c in context), context
assert any("2 x 205 L drums of diesel" in c for c in context), context
reply = answer(question, context, mock="8,410 L all up - 8,000 L for the main tank plus the 2 x 205 L drums for the "
                                       "bore pumps (and 600 L of ULP on top).")
finish(question, expected="9,910 L - 8,000 L for the main tank, 2 x 205 L drums, and Rob's 1,500 L pod for the Gidgee "
                          "yards", actual=reply)
