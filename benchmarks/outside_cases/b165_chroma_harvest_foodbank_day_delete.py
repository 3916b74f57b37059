"""Batch 165 (held out). A parish church's harvest festival notes: chromadb collection, script style (each call its
own trace); the clear-out of the service notes after the harvest service deletes a note the produce still needs.

App: St Oswald's, Lower Fenby, has its harvest festival service on Sun 25th September 2039 at 10.30 (family service,
the children bring the produce up at the offertory), with the auction of the fresh produce in the hall afterwards;
the tins and packets go to the Storehouse food bank. The vicar, the churchwardens and Val (who does the produce) post
notes into one chroma collection with a ``topic`` (service, produce, auction). On Mon 26/9 the parish administrator
clears out the service notes with ``collection.delete(where={"topic": "service"})`` - "the service is done".

Planted fault (DeletionError): Val's note of Tue 20th, filed under ``service`` because it starts with the hymn sheets
(80 printed, We plough the fields and Come ye thankful), goes on to say the food bank (the Storehouse) rang - their
van's off the road and the volunteers are on a training day Monday, so they can't take anything till Weds 28th;
they'll come for it then, 10ish, and it all stays in the vestry till then. Nothing else repeats it, and Val's produce
note of 13/9 still says the tins and dry stuff go to the Storehouse the Monday after as usual, in Jim's car. The
clear-out deletes Val's note. Question (Mon 26/9, Sheila): "when's the food going to the food bank? I've got 2 more
trays of apples off the allotment for it" -> expected Weds 28th September, about 10 (the Storehouse's van collects
from the vestry). The assistant says today, Monday, in Jim's car.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Val's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
day. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
13/9 Monday-after line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b165_chroma_harvest_foodbank_day_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

STOREHOUSE = ("Tue 20th Val - hymn sheets done, 80 printed, We plough the fields + Come ye thankful. ALSO the food "
              "bank rang (Storehouse), their van's off the road + the volunteers r on a training day mon so they "
              "cant take anything til weds 28th - they'll come for it then 10ish. all stays in the vestry till then")
NOTES = [
    ("service", "2039-09-05 Rev Jo - harvest service sun 25th 10.30, family service, kids bring the produce up at the "
                "offertory. tins + packets pls, not just marrows!!"),
    ("produce", "13/9 Val - tins + dry stuff go to the Storehouse food bank the monday after as usual, Jim's taking "
                "it in his car. fresh stuff is for the auction"),
    ("auction", "16th Sept Alan - auction in the hall straight after the service, I'll do the hammer again. Mrs "
                "Pask's doing the price tickets"),
    ("service", STOREHOUSE),
    ("auction", "2039-09-22T18:45 Alan - hamper's donated by the Co-op this yr, goes last"),
]

client = chromadb.EphemeralClient()
harvest = client.get_or_create_collection("st-oswalds-harvest-2039",
                                          embedding_function=offline.chroma_embedding_function())
harvest.add(ids=[f"note-{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
            metadatas=[{"topic": topic} for topic, _ in NOTES])

question = "when's the food going to the food bank? I've got 2 more trays of apples off the allotment for it"
before = harvest.query(query_texts=[question], n_results=3)["documents"][0]
assert STOREHOUSE in before, before

with fault():
    harvest.delete(where={"topic": "service"})

stored = harvest.get()["documents"]
hits = harvest.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Mon 26 September 2039, the day after the harvest service. You are talking to Sheila, who has "
           "more produce for St Oswald's harvest."] + hits
assert STOREHOUSE not in stored and not any("28th" in c or "training day" in c for c in stored + context), stored
assert any("the monday after as usual, Jim's taking it" in c for c in context), context
reply = answer(question, context, mock="Today - it goes to the Storehouse the Monday after the service, Jim's taking "
                                       "it in his car, so get the apples to him quickly.")
finish(question, expected="Weds 28th September, about 10 - the Storehouse's van collects from the vestry then",
       actual=reply)
