"""Batch 157 (held out). A parish council's winter tree planting: chromadb collection, script style (each call its
own trace); the clear-out of the first session's notes deletes a note the second session still needs.

App: Great Ouseburn Parish Council plant trees with volunteers over the winter of 2037: the school field (an avenue
of limes and a copse, Sat 21st Nov) and a new hedge along Back Lane (hawthorn, blackthorn, hazel whips, Sat 12th
Dec). Sue, the clerk, keeps the councillors' and volunteers' notes in one chroma collection with a ``session`` in the
metadata. Once the school field's done she clears its notes out with ``collection.delete(where={"session": "school
field"})`` so the helper only sees Back Lane.

Planted fault (DeletionError): the Back Lane notes say 420 whips from the Woodland Trust, guards and canes provided,
wear wellies and bring a flask. Sue's note of Sun 22/11, filed under the school field because it's her wash-up of the
day, says 18 came, the limes are in, the copse is half done (more in the spring), and that the tool library want
their spades back by 1st Dec as they're lending them to Kirby Hill - so for Back Lane everyone brings their own spade
and gloves (there's brambles), and a mallet per pair for the stakes if you've got one, ours are knackered. The
clear-out deletes it with the other school field notes. Question (Weds 9/12, Ian, new volunteer): "what do i need
to bring sat? never done one of these" -> expected a spade, gloves (and a mallet if he has one, one per pair), plus
wellies and a flask. The assistant says wellies and a flask, everything else provided.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Sue's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
list. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
Back Lane kit note (wellies, flask, guards + canes provided) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b157_chroma_treeplanting_bring_list_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WASHUP = ("Sun 22/11 Sue - 18 came yday, limes all in, copse half done (rest in the spring). tool library want "
          "their spades back by 1st dec, they're lending them to Kirby Hill - so for Back Lane everyone brings their "
          "own spade + gloves (brambles!!), + a mallet per pair for the stakes if you've got one, ours are knackered")
NOTES = [
    ({"session": "school field"}, "14/10 Cllr Hardy - school field sat 21st nov 9.30-12.30: 12 limes for the "
                                  "avenue + 150 whips for the copse. tool library lending us 20 spades"),
    ({"session": "back lane"}, "22.10. Sue - Back Lane hedge sat 12th dec 10-1, 420 whips from the Woodland Trust "
                               "(hawthorn, blackthorn, hazel), double staggered row, 5 a metre"),
    ({"session": "school field"}, "Weds 4 Nov Sue - head says the kids can do an hr after assembly, year 5 + 6. "
                                  "hot choc from the PTA"),
    ({"session": "back lane"}, "16th nov Cllr Hardy - guards + canes provided, they're in the church shed. wellies "
                               "a must, Back Lane's a mudbath. bring a flask, nowhere for a brew"),
    ({"session": "school field"}, WASHUP),
    ({"session": "back lane"}, "2037-12-07T19:30 Sue - meet at the Back Lane gate by the old pump, park at the "
                               "village hall not on the lane, the farmer needs the gateway"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("great-ouseburn-trees-2037",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "what do i need to bring sat? never done one of these"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert WASHUP in before, before

with fault():
    notes.delete(where={"session": "school field"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=min(4, notes.count()))["documents"][0]
context = ["Today is Weds 9 December 2037. You are talking to Ian, a new volunteer coming to Great Ouseburn Parish "
           "Council's hedge planting on Back Lane on Sat 12 December."] + hits
assert WASHUP not in stored and not any("spade" in c or "mallet" in c or "gloves" in c for c in stored + context), \
    stored
assert any("guards + canes provided" in c and "bring a flask" in c for c in context), context
reply = answer(question, context, mock="Just wellies (Back Lane's a mudbath) and a flask - the guards and canes are "
                                       "provided.")
finish(question, expected="your own spade and gloves (there's brambles), a mallet if you've got one (one per pair), "
                          "plus wellies and a flask", actual=reply)
