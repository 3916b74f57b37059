"""Batch 144 (held out). A riverside clean-up group's notes: chromadb collection, script style (each call its own
trace); the new organiser's clear-out of last year's notes deletes one still needed.

App: Friends of the Calder do a clean-up of the river between Elland and Brighouse each June (Sat 13th June this
year: a litter pick on the bank, and boats from Elland Canoe Club on the water for what's stuck in the river). Their
notes go in one chroma collection, each with a ``kind`` metadata ("2036 clean-up", "2037 clean-up", "contacts").
Tasha, organising for the first time, clears out the ``kind="2036 clean-up"`` notes so the helper only sees this
year's plan and the standing contacts.

Planted fault (DeletionError): the canoe club's contact note has their usual launch as the Brighouse basin
slipway. Gill's debrief of 14/10 last year - filed under "2036 clean-up" - says the slipway was a nightmare (an
anglers' match on, nowhere to leave the trailer), and Pete, the Calder Anglers' secretary, says to use their steps
at Cromwell Bottom from now on, a standing arrangement, just ring him the week before; and, in passing, that they
need more grabbers. The clear-out deletes every 2036 note, the debrief with them. Question (Tue 9/6, Tasha): "where
are the boats going in on sat? need to tell Dave where to take the trailer" -> expected the anglers' steps at
Cromwell Bottom (ring Pete the week before; the basin slipway was a nightmare). The assistant says the Brighouse
basin slipway.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the debrief was in the collection and
found before the clear-out, and the delete removed it while it still decided where the boats go in. Asserted: the
debrief is found before the delete and is gone from the collection and the context after it; the canoe club note
(usual launch Brighouse basin slipway) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b144_chroma_riverside_boat_launch_place_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

DEBRIEF = ("debrief 14/10 Gill - boats in at Brighouse basin slipway was a nightmare, anglers match on + nowhere to "
           "leave the trailer. Pete (Calder Anglers sec) says use their steps at Cromwell Bottom from now on, standing "
           "arrangement, just ring him the wk before. + we need more grabbers, ran out by 11")
NOTES = [
    ("2036 clean-up", "CLEAN UP 2036 (Gill) - sat 14th june, 41 came!! 86 bags + 2 shopping trolleys + a scooter out "
                      "of the river. skip from Calderdale council by the canoe club"),
    ("2036 clean-up", DEBRIEF),
    ("2036 clean-up", "CRT permit 2036 ref 36/118, ran out 30/9"),
    ("contacts", "Elland Canoe Club (contact Dave, 07700 900431) - lend us 2 canoes + the raft for the clean up, tow "
                 "them on the club trailer, usual launch Brighouse basin slipway. helmets + buoyancy aids provided, "
                 "under 16s need a parent"),
    ("2037 clean-up", "2037 PLAN (Tasha 22.3.) - sat 13th june, meet 9.30 canoe club car park. boats 10ish, Dave "
                      "bringing the canoes + raft. litter pick on the bank Elland to Brighouse, finish 1ish"),
    ("2037 clean-up", "Weds 8 Apr - CRT permit applied for, free for charities, need method statement + risk "
                      "assessment in by 1/5"),
    ("2037 clean-up", "16th may Rhiannon - 34 signed up so far. teas from the canoe club, 50p, Gill's doing flapjack"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("friends-of-the-calder", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"kind": kind}])

words = "where are the boats going in - launch slipway steps canoes trailer"
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert DEBRIEF in before, before

with fault():
    notes.delete(where={"kind": "2036 clean-up"})

question = "where are the boats going in on sat? need to tell Dave where to take the trailer"
stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Tue 9 June 2037. You are talking to Tasha, who is organising the Friends of the Calder "
           "clean-up this Saturday (13 June)."] + hits
assert DEBRIEF not in stored and not any("Cromwell Bottom" in c or "Pete" in c for c in stored + context), stored
assert any("usual launch Brighouse basin slipway" in c for c in context), context
reply = answer(question, context, mock="At the Brighouse basin slipway - that's the canoe club's usual launch.")
finish(question, expected="the Calder Anglers' steps at Cromwell Bottom - ring Pete the week before", actual=reply)
