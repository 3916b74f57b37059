"""Batch 142 (held out). A dog rescue's sponsored walk: chromadb collection, one root span per note and one for the
question; the helper's search keeps only its top 2 hits.

App: Calder Valley Dog Rescue is putting on its sponsored walk, Paws up the Crags (Sun 7th June, a 6 mile loop from
the National Trust car park at Midgehole, dogs and owners, £10 a dog to enter plus sponsors). Steph, who organises
it, and the volunteers put their notes into one chroma collection; the helper answers with
``collection.query(query_texts=[...], n_results=2)`` - two notes were thought plenty for a short answer.

Planted fault (RetrievalError, cut off by top-k): the route note puts the halfway water stop for dogs and people at
Gibson Mill (NT said fine). Steph's note of Weds 8 Apr says the NT rang - the mill yard is shut for the roof work all
June, scaffolding everywhere - so the water stop's at the Blake Dean bridge instead, where Mags is parking her van
with the big water containers and bowls; and, in passing, that the raffle prizes are in (14 of them). The query for
the water stop ranks that note fourth (behind the route note, Ian's note about water for the dogs at the start and
Dan's entries note), so n_results=2 leaves it out. Question (Tue 2/6, Ian, a volunteer doing the
water stop): "where am i setting up the water for the dogs sunday? halfway point" -> expected the Blake Dean bridge
(Gibson Mill yard is shut for the roof work). The assistant says the yard at Gibson Mill.

Expected verdict: RetrievalError at the chroma query with n_results=2 (wrapped in fault()): the note that moves the
water stop is in the collection and the same query with n_results=5 returns it, but the search the app made cut it
off. Asserted: the wider query returns it and the app's does not; the route note (water stop at Gibson Mill) is in
the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b142_chroma_dogwalk_water_stop_place_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 8 Apr Steph - NT rang, the mill yard's shut for the roof work all june, scaffolding everywhere. "
         "water stop at Blake Dean bridge instead, Mags is parking her van there w the big containers + bowls. "
         "raffle prizes all in btw, 14!!")
NOTES = [
    "ROUTE (Steph 14/3): 6 mile loop, Midgehole NT car park - up the Crags - water stop halfway at Gibson Mill yard "
    "for dogs + humans (NT said fine) - over to Blake Dean - back down Slack top. leads on at all times",
    "22.3. Priya - sponsor forms printed, 200, in the box at the charity shop. £10 a dog to enter",
    "16th may Ian - poo bags x 500 ordered. vet nurse Jo checking paws at the start from 9.30ish, + water for the "
    "dogs there too",
    MOVED,
    "Tue 26/5 Dan - 84 dogs entered so far!! registration table 9-10, walk sets off 10.15 in 2 waves",
    "rescue van + 3 of our dogs up for adoption at the finish, Kelly bringing the gazebo. ice creams from the "
    "Midgehole kiosk",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cvdr-sponsored-walk", embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"n": i}])

words = "where is the water stop for the dogs halfway"
wide = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert MOVED in wide, wide

question = "where am i setting up the water for the dogs sunday? halfway point"
with turn_span("question Tue 2/6"):
    with fault():
        hits = notes.query(query_texts=[words], n_results=2)["documents"][0]
    context = ["Today is Tue 2 June 2037. You are talking to Ian, a volunteer running the water stop on the Calder "
               "Valley Dog Rescue sponsored walk this Sunday (7 June)."] + hits
    assert MOVED not in context and not any("roof work" in c or "Blake Dean bridge" in c for c in context), context
    assert any("water stop halfway at Gibson Mill yard" in c for c in context), context
    reply = answer(question, context, mock="In the yard at Gibson Mill - that's the halfway point, for dogs and "
                                           "walkers.")
finish(question, expected="the Blake Dean bridge - Gibson Mill yard is shut for the roof work", actual=reply)
