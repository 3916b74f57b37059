"""Batch 112 (held out). A badminton club's league notes: chromadb collection, an end-of-season clear-out,
script style (each call its own trace).

App: Westfield Badminton Club keeps its league notes in one chroma collection, each tagged with the season
("season": "2036-37", or "all" for standing notes). Before the new season the captain deletes last season's notes.

Planted fault (DeletionError): Nadia's note of 2/3/37 says the leisure centre's turning courts 1-2 into a
soft play, for good, so league home matches are on courts 5+6 in the sports hall upstairs from now on. Filed under
season "2036-37", it goes in the clear-out; the club info card (season "all") still says courts 1+2, main hall.
Question (Tue 5/9/37, a new member): "which courts are our home league matches on?" -> expected 5 and 6 upstairs.
The assistant says 1 and 2.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()). Asserted: the 2/3 note is found before
the delete and gone from the collection and the context after it; the club card is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b112_chroma_badminton_home_court_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

UPSTAIRS = ("2/3 - heard from the centre mgr, courts 1-2 are going to be a soft play (permanent!!). so league home "
            "matches on ct 5+6 in the sports hall upstairs from now on, same nights. lift's round the back. Nadia")
DOCS = [
    ("all", "CLUB CARD: club nights tues + thurs 7-10pm. home league matches courts 1+2 main hall, 7.30 start. "
            "feathers for league, plastics for club nights"),
    ("2036-37", UPSTAIRS),
    ("2036-37", "div 2 final table - we came 3rd!! Sam + Priya unbeaten in the mixed"),
    ("all", "subs £85/yr, match fee £4 a night, shuttles come out of subs"),
    ("2036-37", "away at Hollins 14/2 - their courts are tiny, low ceiling, lost 4-5"),
    ("all", "captains: Nadia (ladies), Rob (mens), Sam (mixed)"),
    ("2036-37", "RSL tubes ordered 12/1, 10 tubes"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("westfield-league", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"wb{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"season": s} for s, _ in DOCS])

words = "home league matches which courts where hall"
before = notes.query(query_texts=[words], n_results=7)["documents"][0]
assert UPSTAIRS in before, before

old = notes.get(where={"season": "2036-37"})["ids"]
assert "wb01" in old and len(old) == 4, old
with fault():
    notes.delete(ids=old)

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=7)["documents"][0]
question = "which courts are our home league matches on?"
context = ["Today is Tue 5 September 2037. You are talking to a new member of the club."] + hits
assert UPSTAIRS not in stored and not any("5+6" in c or "upstairs" in c for c in stored + context), context
assert any("courts 1+2 main hall" in c for c in context), context
reply = answer(question, context, mock="Courts 1 and 2 in the main hall, starting at 7.30.")
finish(question, expected="5 and 6 - upstairs in the sports hall", actual=reply)
