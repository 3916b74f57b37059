"""Batch 239 (held out). A dog-walking club's rota: qdrant collection of the coordinator's notes, script style (every
call its own trace); for a question about one dog the helper asks only the notes filed under that dog, and the note
that moved its walk time was filed under another dog.

App: Ryburn Valley Paws are volunteers who walk dogs for owners who can't (poorly, elderly, in hospital). Sam (the
coordinator) files notes into one qdrant collection with payload ``dog`` - the dog a note is mainly about - and for
a question about a dog the helper queries with a filter on that dog (``query_filter`` dog == ..., the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Sam's note of 2051-03-02T09:40 has Bramble (Mrs Dyson, 14
Tuson St, a springer) walked weekdays at 10am, key in the key safe. Her note of Tue 14/3 is mostly about Monty being
back on full walks after the vet (so it was filed under Monty) and says, at the end, that Mrs Dyson asked whether
Bramble can go at 11.30 not 10 on Thursdays from now on - she's got her physio first thing at the health centre and
wants to see Bramble off herself. Question (Weds 15/3, Chris, who has Bramble on Thursdays): "what time do I pick
Bramble up tmrw?" -> expected 11.30 (Thursdays moved for Mrs Dyson's physio). The scoped query returns the Bramble
notes; the assistant says 10am.

Expected verdict: RetrievalError at qdrant's query_points (the scoped query, wrapped in fault()): the Tue 14/3 note
is in the collection and among the question's 5 nearest with no filter, but the dog filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
11.30 or physio; the 10am weekday walks are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b239_qdrant_dog_walk_pickup_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-valley-paws-2051"
MOVED = ("Tue 14/3 - Monty's back on full walks after the vet 🎉 stitches out, he can go back up the tops, Kath + "
         "Jim to share him. oh and Mrs Dyson asked can Bramble go at 11.30 not 10 on thursdays from now on, she's "
         "got her physio first thing at the health centre + wants to see her off herself")
NOTES = [
    (1, "Bramble", "2051-03-02T09:40 BRAMBLE (Mrs Dyson, 14 Tuson St, springer) - weekday walks 10am, key in the "
                   "key safe by the back door, code's in the group chat. pulls like a train, use the harness"),
    (2, "Bramble", "vet note 8/3 Bramble - ear drops morning + night (Mrs D does them), NO swimming in the canal till "
                   "the ear's cleared up"),
    (3, "Monty", "Fri 3rd - Monty (Mr Haigh) stitches in after the lump op, lead walks only, 20 mins max"),
    (4, "Monty", MOVED),
    (5, "Pickle", "6.3. Pickle (the Wilsons) - new one, jack russell, hates bikes. afternoon walks 2ish, Tues + Fri"),
    (6, "Juno", "Juno's owner Mr Pearson's back from hospital, he'll do mornings himself, we do 4pm for now"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "dog": dog, "by": "Sam"})
                            for pid, dog, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time do I pick Bramble up tmrw?"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
only_bramble = models.Filter(must=[models.FieldCondition(key="dog", match=models.MatchValue(value="Bramble"))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=only_bramble, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 15 March 2051. You are talking to Chris, a volunteer walker with Ryburn Valley Paws who has "
           "Bramble on Thursdays."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("11.30", "physio")), context
assert any("weekday walks 10am" in c for c in context), context
reply = answer(question, context, mock="10am - key's in the key safe by the back door, and take the harness, she "
                                       "pulls.")
finish(question, expected="11.30 - Mrs Dyson's moved Thursdays so she can see Bramble off after her physio",
       actual=reply)
