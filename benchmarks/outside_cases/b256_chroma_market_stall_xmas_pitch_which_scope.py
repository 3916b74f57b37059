"""Batch 256 (held out). A market stall's stock and pitch chats: chromadb collection of the stall's notes, script
style (every call its own trace); for a "which pitch" question the helper asks only the pitch and council notes, and
the note with the new pitch number was filed under stock.

App: Mo runs a traditional sweet stall (jars of rhubarb and custards, sherbet lemons, her own fudge) and does the
Halifax Christmas market on the Saturdays in December 2050 with her son Kyle. She files the stall's notes into one
chroma collection with metadata ``kind`` (stock, pitch, council, money, chat); for a question about where the stall
is the helper asks only the pitch and council notes (``where={"kind": {"$in": ["pitch", "council"]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Mo's note of 2050-10-30T17:20 has the council's email -
pitch 14 again, by the fountain, Sats 3rd, 10th and 17th Dec. Her note of Tue 22nd Nov starts with the stock order
from Bradley's (so it was filed as stock) and says, in passing, that the market office rang - the fountain's being
done up so all the fountain pitches have moved, and they're pitch 31 now, top of Commercial St by the bank. Question
(Fri 2/12, Kyle, doing the van): "what pitch number are we tmrw? need to put it in the satnav for dropping the van"
-> expected pitch 31, top of Commercial St by the bank. The scoped query returns the council email, the payment note
and the gazebo note; the assistant says pitch 14 by the fountain.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 22nd Nov note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
pitch 31, Commercial St or the fountain being done up; the pitch 14 email is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b256_chroma_market_stall_xmas_pitch_which_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 22nd Nov - stock order in from Bradley's 🍬 10 jars rhubarb + custards, 6 sherbet lemons, 8kg of the "
         "clotted cream fudge mix, bags + twist ties. oh + the market office rang, the fountain's being done up so "
         "all the fountain pitches are moved, we're pitch 31 now, top of Commercial St by the bank. less footfall "
         "probs but nearer the car park")
NOTES = [
    ("pitch", "2050-10-30T17:20 XMAS MARKET 🎄 council email - we've got pitch 14 again, by the fountain, sats 3rd "
              "10th 17th dec, 9-5. gazebo 3x3 max, weights on the legs not pegs"),
    ("council", "7/11 paid the £66 for the 3 sats online, ref HXM-2214. need the public liability cert on the day "
                "+ the food hygiene one for the fudge"),
    ("stock", MOVED),
    ("money", "float £80 in coins, card reader charged, Kyle to bring the spare battery + the change bag"),
    ("pitch", "Mon 28/11 Kyle says put the gazebo side on this yr so the wind doesn't take it like last xmas 😬 "
              "+ 4 weights not 2"),
    ("chat", "Thu 1st Dec - Auntie Jean's helping on the 10th, she wants paying in fudge lol. Kyle's gf might do "
             "the 17th"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mos-sweets-xmas-market-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Mo"}])

question = "what pitch number are we tmrw? need to put it in the satnav for dropping the van"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["pitch", "council"]}})
hits = found["documents"][0]
context = ["Today is Fri 2 December 2050. You are talking to Kyle, who helps his mum Mo on her sweet stall at the "
           "Halifax Christmas market (Saturdays 3, 10, 17 Dec)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("pitch 31", "commercial st", "being done up")), context
assert any("we've got pitch 14 again, by the fountain" in c for c in context), context
reply = answer(question, context, mock="Pitch 14, same as last year - by the fountain. Set up from 9.")
finish(question, expected="pitch 31, top of Commercial St by the bank - the fountain pitches have all moved",
       actual=reply)
