"""Batch 311 (held out). A Sunday league cricket team: chromadb collection of the captain's notes, script style
(every call its own trace); once the team is picked the captain deletes the week's availability notes by a
metadata filter, and one of them also carried a swap on the teas rota.

App: Copley Sunday XI play in the Halifax Sunday League - 35 overs a side, home games at Copley Lane, the players'
families take turns doing the teas. Raj (the captain) files his notes into one chroma collection with metadata
``kind`` (fixtures, availability, teas, subs, kit); the helper answers the lads' questions from the 4 nearest notes.
On Saturday, once he's picked the side and posted it in the group, Raj clears out the week's availability notes
(``collection.delete(where={"kind": "availability"})``).

Planted fault (DeletionError): Raj's teas note (2051-04-30T21:10) has the rota - 4th June Priya, 11th June Dave's
mum, 18th June the Hussains, 25th June Ben's mum. His availability note of Thu 8/6 lists who's in and who's out for
Sunday v Luddenden and says, in the middle, that Dave's mum is having her hip done on Friday so the Hussains are
doing the teas this Sunday instead and she'll do the 18th (any cakes to Mrs H). Raj's Saturday clear-out deletes the
availability notes, that one with them. Question (Sat 10/6 evening, Ben, new to the side): "who's doing the teas
tomorrow? my mum wants to send a cake along + doesn't know who to give it to" -> expected the Hussains (they've
swapped with Dave's mum, who's had her hip done). The assistant says Dave's mum.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Thu 8/6 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the hip or the Hussains doing this Sunday); the teas note's "11th June Dave's mum" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b311_chroma_sunday_cricket_teas_who_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SWAP = ("Thu 8/6 avail for sun: me, Dave, Imran, Tom, Ben (new lad), Shaz, Gav, both Pearsons, Kieran ? (working "
        "till 12). Dave's mum's having her hip done fri 🙏 so the Hussains are doing the teas this sun instead + she'll "
        "do the 18th. any mum wanting to send cake along, give it to Mrs H. still need an 11th man!!")
NOTES = [
    ("fixtures", "2051-04-14T19:45 fixtures r out - sun 11th june v Luddenden AWAY 1pm start, meet at the ground "
                 "12.15. 35 overs, coloured kit, white ball"),
    ("teas", "2051-04-30T21:10 TEAS ROTA 🥪 4th June Priya, 11th June Dave's mum, 18th June the Hussains, 25th June "
             "Ben's mum (if she's ok w/ it). sarnies + cake for both teams, club pays back up to £40 w/ receipts"),
    ("subs", "2/5 match fee £8, students £4, pay Gav on the day or bank transfer, ref CSXI + ur name"),
    ("availability", "Tue 6/6 avail - Kieran ?, Tom out till 9 (christening), Imran says he's in but will be late"),
    ("availability", SWAP),
    ("kit", "9th June - the new shirts have come, £25 each, Gav's got them in his boot. numbers on the back this time "
            "so no arguing"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("copley-sunday-xi-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Raj"}])

question = "who's doing the teas tomorrow? my mum wants to send a cake along + doesn't know who to give it to"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert SWAP in before, before
with fault():
    notes.delete(where={"kind": "availability"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 10 June 2051. You are talking to Ben, who's new in Copley Sunday XI (Sunday 11 June, away "
           "at Luddenden)."] + hits
assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("hip", "hussains are doing", "mrs h")), stored
assert any("11th June Dave's mum" in c for c in context), context
reply = answer(question, context, mock="Dave's mum's on teas tomorrow - your mum can give the cake to her.")
finish(question, expected="the Hussains - they swapped with Dave's mum, who's had her hip done", actual=reply)
