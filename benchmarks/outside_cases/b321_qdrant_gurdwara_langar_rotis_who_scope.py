"""Batch 321 (held out). A gurdwara's langar rota: qdrant collection of the langar committee's notes, script style
(every call its own trace); for a "who" question the helper asks only the rota and menu notes, and the note with
the roti swap was filed under supplies.

App: Guru Nanak Gurdwara, Smethwick, put on the Gurpurab langar on Sun 27th Nov 2050 - families take the dishes
(dal, sabzi, rotis, kheer, chai), the youth do the serving lines, the sevadars open up the kitchen and the store
room. Kuldeep (the langar secretary) files the committee's notes into one qdrant collection with payload ``kind``
(rota, menu, supplies, cleaning, parking); for a "who" question the helper asks only the rota and menu notes (a
``should`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the rota note of 2050-10-30T19:45 has rotis - the
Sandhus. Kuldeep's note of Tue 22/11 starts with the atta and ghee delivery (so it was filed as supplies) and says,
in passing, that the Sandhus have got a wedding in Leicester that weekend so Jaswinder aunty's family are doing the
rotis instead - she's got the big tawa already - and that they need more gas bottles. Question (Thu 24/11, Kuldeep):
"who's on rotis for the gurpurab langar? need to give them the key for the store room" -> expected Jaswinder aunty's
family (the Sandhus are at a wedding). The scoped query returns the rota, menu and chai notes; the assistant says
the Sandhus.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Tue 22/11 note is in
the collection and among the question's 4 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context line has
Jaswinder or Leicester; the rota's "rotis - the Sandhus" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b321_qdrant_gurdwara_langar_rotis_who_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "gn-gurdwara-smethwick-gurpurab-2050"
SWAP = ("Tue 22/11 - atta + ghee delivered, 20 bags + 6 tins, all in the store room 🙏 oh n the Sandhus have got a "
        "wedding in Leicester that wknd so Jaswinder aunty's family are doing the rotis instead, she's got the big "
        "tawa already. need 2 more gas bottles b4 sun")
NOTES = [
    (1, "rota", "2050-10-30T19:45 GURPURAB LANGAR rota 🙏 sun 27th nov - dal the Gills, sabzi the Bains parivar, "
                "rotis the Sandhus, kheer Manpreet + the youth, chai Harjit ji. kitchen open from 5am"),
    (2, "menu", "3/11 menu - dal makhani, mix sabzi, rotis, kheer, pakore + chai for the sangat on arrival. NO onion "
                "or garlic in the kheer obviously 😂 (someone asked)"),
    (3, "supplies", SWAP),
    (4, "cleaning", "Sun 20th - deg washing after, the boys from the Khalsa camp, floors + mats by 5pm. bins out "
                    "back NOT by the shoe racks"),
    (5, "parking", "Mon 21/11 parking on the school field, sevadars in hi vis from 9, no parking on Bhai ji's road "
                   "(neighbours complained last yr)"),
    (6, "rota", "Weds 23rd - serving lines: the youth on dal + sabzi, the Gatka lot on rotis + kheer, 2 lines from 11"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": "Kuldeep"})])

question = "who's on rotis for the gurpurab langar? need to give them the key for the store room"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert SWAP in wider, wider
people = models.Filter(should=[models.FieldCondition(key="kind", match=models.MatchValue(value=k))
                               for k in ("rota", "menu")])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=people, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 24 November 2050. You are talking to Kuldeep, langar secretary at Guru Nanak Gurdwara "
           "(Gurpurab langar Sun 27 Nov)."] + hits
assert SWAP not in hits and not any(w in c.lower() for c in context for w in ("jaswinder", "leicester")), context
assert any("rotis the Sandhus" in c for c in context), context
reply = answer(question, context, mock="The Sandhus are on rotis - give them the store room key.")
finish(question, expected="Jaswinder aunty's family - the Sandhus are at a wedding in Leicester", actual=reply)
