"""Batch 162 (held out). A scout troop's district camp: chromadb collection, script style (each call its own trace);
the leader's clear-out of the ticked-off jobs deletes a note the tent pick-up still needs.

App: 3rd Kirkham Scouts are going to the district camp at Hollin Hall, Fri 28th - Mon 31st May 2038 (bank holiday;
pitch 14 by the woods, patrol tents off the district store, food cooked on the pitch). The leaders - Skip, Baloo (QM)
and Bagheera (food) - post their camp jobs into one chroma collection with a ``status`` (open, done). Before camp
Skip clears out everything ticked off with ``collection.delete(where={"status": "done"})`` so the helper only sees
what's still to do.

Planted fault (DeletionError): Skip's open note of 3/5 has 22 scouts signed up in 4 patrols, so 4 patrol tents off
the district store plus the leader tent. Skip's note of 14/5, ticked done, says he's rung Geoff at the district store
and booked 5 not 4 - six more came up from Cubs on moving-up night (Ayesha and her lot), so there's a 5th patrol, the
Kestrels - collect thurs 27th after 6. The clear-out on Tue 25/5 deletes it. Question (Tue 25/5, Baloo): "how many
patrol tents am i picking up off Geoff thurs? taking the minibus + trailer" -> expected 5 (a 5th patrol, the Kestrels,
since moving-up night). The assistant says 4 plus the leader tent.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Skip's 14/5 note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
count. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
4-tents note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b162_chroma_scoutcamp_tents_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

BOOKED = ("14/5 Skip - rang Geoff at the district store, 5 patrol tents booked not 4 - 6 more came up from cubs on "
          "moving up night (Ayesha + her lot) so we've got a 5th patrol, the Kestrels. collect thurs 27th after 6 "
          "from the store behind St Johns")
NOTES = [
    ("open", "3/5 Skip - district camp fri 28 - mon 31st at Hollin Hall, pitch 14 by the woods. 22 scouts signed up, "
             "4 patrols, so 4 patrol tents off the district store + our leader tent"),
    ("done", "10/5 Baloo - paid district the pitch fee, £18 a head, receipt in the tin"),
    ("done", BOOKED),
    ("open", "Weds 19 May Bagheera - food: sat bbq, sun roast in the dutch ovens, mon bacon butties then strike by "
             "12. need 3 more gas bottles + a new griddle"),
    ("open", "2038-05-24T20:30 Skip - kit list out on OSM: sleeping bag, roll mat, torch, mess tin, wellies. NO "
             "phones after lights out"),
]

client = chromadb.EphemeralClient()
jobs = client.get_or_create_collection("3rd-kirkham-district-camp-2038",
                                       embedding_function=offline.chroma_embedding_function())
jobs.add(ids=[f"camp-{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
         metadatas=[{"status": s} for s, _ in NOTES])

question = "how many patrol tents am i picking up off Geoff thurs? taking the minibus + trailer"
before = jobs.query(query_texts=[question], n_results=3)["documents"][0]
assert BOOKED in before, before

with fault():
    jobs.delete(where={"status": "done"})

stored = jobs.get()["documents"]
hits = jobs.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Tue 25 May 2038. You are talking to Baloo, the QM of 3rd Kirkham Scouts, who is collecting the "
           "tents for district camp (Fri 28 - Mon 31 May)."] + hits
assert BOOKED not in stored and not any("Kestrels" in c or "5 patrol tents" in c for c in stored + context), stored
assert any("so 4 patrol tents off the district store" in c for c in context), context
reply = answer(question, context, mock="4 patrol tents off the district store - plus the leader tent.")
finish(question, expected="5 - there's a 5th patrol (the Kestrels) since six came up from Cubs", actual=reply)
