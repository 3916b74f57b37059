"""Batch 387 (held out). A Bradford community cricket club's away trip: chromadb collection of the club secretary's
notes, script style (every call its own trace); for a money question the helper asks only the subs, minibus and
fixtures notes, and the note with the new minibus price was filed under the teas.

App: Saltmoor Falcons CC play in a Bradford league - 1sts and 2nds on a Saturday, nets at a sports centre in the
week, teas from the aunties at home games, a hired minibus from the masjid car park for away games. Imran bhai (the
club secretary) files the club's notes into one chroma collection with metadata ``kind`` (subs, minibus, fixtures,
teas, nets, kit); for a money question the helper asks only the subs, minibus and fixtures notes
(``where={"kind": {"$in": ["subs", "minibus", "fixtures"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the subs note (2051-04-20T20:30) has the match fee, £5 a
head every game, home or away; the minibus note of 02/05 has £8 each return, Tariq chacha driving. Imran's note of
Sun 14/05 starts with the teas rota for the home games (so it was filed as teas) and says, in passing, that the
minibus place have put their prices up innit - it's £10 each now for the away trips, not £8, blame the diesel.
Question (Thu 18/05, Kashif, 1sts skipper): "how much do I collect off the lads for sat at Cragside? 11 of us all on
the minibus" -> expected £165 (11 x £5 match fee + 11 x £10 minibus). The scoped query returns the subs, minibus and
fixtures notes; the assistant says £143.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sun 14/05 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£10 or "prices up"; the £5 match fee and the £8 minibus are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b387_chroma_cricket_club_away_trip_money_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Sun 14/05 teas rota for the home games sorted 🙏 Aunty Shabana sat 13th (done, mashallah), Aunty Rukhsana "
         "27th, the Qureshis 10/06 - samosas, pakoras + the cake bhai. oh and the minibus place have put their prices "
         "up innit, it's £10 each now for the away trips not £8, Tariq chacha says blame the diesel")
NOTES = [
    ("subs", "2051-04-20T20:30 SUBS 🏏 season subs £40 (juniors £20), match fee £5 a head every game home or away, "
             "pay Imran bhai b4 the toss pls lads no excuses"),
    ("minibus", "02/05 minibus for away games from the masjid car park, £8 each return, 16 seater, Tariq chacha "
                "driving. be there 11am sharp or we go without u"),
    ("fixtures", "06/05 1sts fixtures - sat 13/05 home v Thornlea, sat 20/05 away at Cragside Park (their big "
                 "ground), sat 27/05 home v Lowfold. 1pm starts, 40 overs"),
    ("teas", PRICE),
    ("nets", "nets tues + thurs 6pm at Northfold sports centre, bring ur own balls, indoor shoes ONLY or the man "
             "kicks off"),
    ("kit", "new whites came 🔥 £25 a shirt, £20 trousers, see Hamza after nets, sizes r small so go up one"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("saltmoor-falcons-cc-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Imran"}])

question = "how much do I collect off the lads for sat at Cragside? 11 of us all on the minibus"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["subs", "minibus", "fixtures"]}})
hits = found["documents"][0]
context = ["Today is Thu 18 May 2051. You are talking to Kashif, 1st XI captain at Saltmoor Falcons CC, Bradford "
           "(away at Cragside Park on Sat 20 May)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("£10", "prices up")), context
assert any("match fee £5 a head every game" in c for c in context), context
assert any("£8 each return" in c for c in context), context
reply = answer(question, context, mock="£143 - that's £5 match fee + £8 for the minibus, £13 a head for the 11 of "
                                       "you.")
finish(question, expected="£165 - 11 x £5 match fee + 11 x £10 minibus (the minibus went up to £10)", actual=reply)
