"""Batch 83 (held out). A cricket club's tea rota: chromadb collection of club notes, script style (each call its
own trace).

App: Brockley Green CC keeps its tea rota, umpires, pitch notes and committee bits in one chroma collection with a
``season`` field ("2030", "2031" or "standing"). Whoever is on teas asks the app. Before the 2031 season starts the
secretary clears out the 2030 notes.

Planted fault (DeletionError): the April tidy-up deletes every document with season "2030". One of them is the
AGM note of 18/10/30: mostly thanks to Pam for 14 years of teas and the new roller fund, but it also says the
committee voted that away sides pay £4 a head for tea from next season (£3.50 hasn't covered it since bread and
milk went up), home side still £3. The standing teas note still says £3.50 a head for the away side. Question
(Sat 7/6/31, Priya on teas): "what do I charge their lot for tea?" -> expected £4 a head. The assistant says
£3.50.

Expected verdict: DeletionError at chroma.delete (the season-2030 delete, wrapped in fault()). Asserted: the AGM
note is found before the delete and is gone from the collection and the context after it; the standing teas
note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b83_chroma_cricket_tea_price_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AGM = ("AGM 18/10/30 - huge thanks to Pam, 14 yrs of teas!! she'll still do every other wk. roller fund at £1,240. "
       "committee voted away sides pay £4 a head for tea from next season (3.50 hasnt covered it since bread + milk "
       "went up), home side stays £3. Keith re-elected fixtures sec (nobody else stood lol)")
DOCS = [
    ("standing", "TEAS - whoever's on the rota: sandwiches, cake, squash for the kids. away side £3.50/head, home "
                 "£3, cash in the green tin in the kitchen, keep receipts for Keith"),
    ("2030", "4/5/30 1st XI v Fordham - lost by 12 runs. teas by Pam + Jan, £71 in the tin"),
    ("2030", "Aug 30 - sightscreen at the pavilion end blown over, Dave fixing it over winter"),
    ("2030", AGM),
    ("2030", "17/8/30 square done by the groundsman, pitch 4 for the cup semi, roped off"),
    ("2031", "2031 tea rota: 7 June Priya + Tom, 14 June Jan + Priya, 21 June Pam + Kamal, 28 June Tom + Steph"),
    ("2031", "umpires 2031 - Alan for home 1st XI games, 2nd XI use a player each side unless Bob's free"),
    ("standing", "kitchen: urn takes 20 mins, fuse box behind the door if it trips, DON'T put the big teapot in "
                 "the dishwasher"),
    ("2031", "3/4/31 nets start tues 6pm, £4 a go juniors free"),
    ("standing", "teas at 4.10 for 1st XI (after 40 overs if it's a 40 over game), 2nd XI at 4"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brockley-green-cc", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"season": s} for s, _ in DOCS])

words = "teas how much charge away side per head tin price"  # the teas helper's search words
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert AGM in before, before

# April 2031: clear out last season
with fault():
    notes.delete(where={"season": "2030"})

question = "what do I charge their lot for tea?"
stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Sat 7 June 2031. You are talking to Priya, on teas today (home game v Kingsbury)."] + hits
assert AGM not in stored and AGM not in context
assert not any("£4 a head" in c for c in context + stored), context
assert any("away side £3.50/head" in c for c in context), context
reply = answer(question, context, mock="£3.50 a head for the away side (home side £3) - cash goes in the green tin "
                                       "in the kitchen.")
finish(question, expected="four quid each", actual=reply)
