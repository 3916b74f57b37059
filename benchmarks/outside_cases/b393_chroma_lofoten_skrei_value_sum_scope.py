"""Batch 393 (held out). A Lofoten cod boat's shared notes: chromadb collection of the crew's notes, script style
(every call its own trace); for a "how much" question the helper asks only the price, landing and settlement notes,
and the note with the new price per kilo was filed under gear.

App: M/S Lundeskjær, a 38-foot sjark, fishes skrei (spawning cod) out of Hestøyvær in Lofoten in March 2051 with
gillnets - Arvid (skipper), Siv, Eirik and Piotr, who writes in English. They land at Nordvåg Fisk. Siv files the
crew's notes into one chroma collection with metadata ``kind`` (price, landing, settlement, gear, crew, weather);
for a "how much" question the helper asks only the price, landing and settlement notes
(``where={"kind": {"$in": ["price", "landing", "settlement"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Nordvåg's price note of 01.03.2051 kl. 07.40 has skrei at
37,00 kr/kg. Eirik's note of man 13.03. starts with the nets (six lengths torn up by a seal, new ones kr 1 450 each
from Jonny on the quay, so it was filed as gear) and says, in passing, that Nordvåg have put the skrei price up from
today, 41,50 kr/kg, was 37. Siv's landing note of tirs 14.03. has 1 800 kg of gutted skrei (and 220 kg of haddock).
Question (tors 16.03., Piotr): "how much did we get for the skrei on tuesday? roughly, in kr, before the oppgjør" ->
expected 74 700 kr (1 800 kg x 41,50). The scoped query returns the price, landing and settlement notes; the
assistant says 66 600 kr (at 37,00).

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the man 13.03. note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
41,50 or "price up"; the 37,00 price and the 1 800 kg landing are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b393_chroma_lofoten_skrei_value_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("man 13.03. (Eirik) garna: 6 lenker ødelagt, kobbe/seal been at them again 😤 Jonny on the kai has new ones, "
         "kr 1 450 stk, I took 4. btw Nordvåg put the price up for skrei from today - 41,50 kr/kg now, was 37. "
         "hyse same as before")
NOTES = [
    ("price", "01.03.2051 kl. 07.40 Nordvåg Fisk prisliste: skrei sløyd 37,00 kr/kg, hyse 16,50, sei 12,00. gjelder "
              "til videre. landing før kl. 18 pls"),
    ("gear", PRICE),
    ("landing", "tirs 14.03. (Siv) landa kl. 15.20 på Nordvåg: 1 800 kg skrei sløyd + 220 kg hyse 💪 good day, "
                "garna ved Flesa fishing well"),
    ("crew", "tirs 14.03. Piotr on the bait tomorrow, Siv drives the pickup, Eirik + Arvid haul. kaffe on board "
             "from kl. 04.45"),
    ("weather", "ons 15.03. kuling fra SV 20 m/s, landligge. garna står, hope they're still there tomorrow 🙏"),
    ("settlement", "oppgjør for uke 11 på fredag - Arvid sends the sluttseddel in the group, lott paid mandag"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lundeskjaer-skrei-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Siv"}])

question = "how much did we get for the skrei on tuesday? roughly, in kr, before the oppgjør"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["price", "landing", "settlement"]}})
hits = found["documents"][0]
context = ["I dag er torsdag 16.03.2051. You are talking to Piotr, deckhand on M/S Lundeskjær (skrei season, "
           "Hestøyvær)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("41,50", "price up")), context
assert any("skrei sløyd 37,00 kr/kg" in c for c in context), context
assert any("1 800 kg skrei sløyd" in c for c in context), context
reply = answer(question, context, mock="About 66 600 kr - 1 800 kg skrei at 37,00 kr/kg (the haddock is extra).")
finish(question, expected="74 700 kr - 1 800 kg at 41,50 kr/kg, Nordvåg put the price up on the 13th",
       actual=reply)
