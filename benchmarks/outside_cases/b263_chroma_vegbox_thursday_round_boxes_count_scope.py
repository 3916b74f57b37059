"""Batch 263 (held out). A farm shop's veg-box rounds: chromadb collection of the shop's notes, script style (every
call its own trace); for a question about a round the helper asks only the round, customer and van notes, and the
note with three new boxes on it was filed under stock.

App: Lower Hollins Farm Shop (above Ripponden) run veg-box rounds in their van - Tuesday (Sowerby Bridge and
Luddenden), Thursday (Ripponden, Rishworth, Barkisland) and Saturday (collection at the shop). Mary (who runs the
shop) files notes into one chroma collection with metadata ``kind`` (round, customers, stock, van, money); for a
question about a round the helper asks only the round, customer and van notes
(``where={"kind": {"$in": ["round", "customers", "van"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Mary's round note of 2051-03-02T08:10 has the Thursday
round at 24 boxes (15 small, 9 large). Her note of Mon 13th starts with the stock - kale's done till autumn, chard
in instead, eggs short with the hens off lay (so it was filed as stock) - and says, in passing, that 3 new ones off
the school fair sign-up sheet start this Thursday, all small, Rishworth end, put them on after the Spar. Question
(Weds 15/3, Dean, the driver): "how many boxes am I loading for tmrw's round? need to know if it's the big van or
the transit" -> expected 27 (18 small, 9 large). The scoped query returns the round, customer and van notes; the
assistant says 24.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 13th note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"3 new" or the school fair; the 24 boxes are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b263_chroma_vegbox_thursday_round_boxes_count_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NEW = ("Mon 13th - kale's finished till autumn 😢 chard in instead, + eggs short this wk, Mary's hens are off lay "
       "(half dozens only). oh and 3 new ones off the school fair sign up sheet start this thurs, all small, "
       "Rishworth end - put them on after the Spar")
NOTES = [
    ("round", "2051-03-02T08:10 THURS round (Ripponden, Rishworth, Barkisland) 🥕 24 boxes as of this wk - 15 small "
              "9 large. leave by 9, Barkisland last cos of the lane"),
    ("customers", "6/3 Mrs Sutcliffe (thurs) wants her box left in the coal shed not the porch, dog's been at it "
                  "again 🙄 + the Hirsts want swede every wk, no sub"),
    ("van", "8.3. transit's MOT's done, passed. big van's back from the garage fri, new clutch £480 ouch. transit "
            "takes 25 boxes max w/ the crates"),
    ("stock", NEW),
    ("money", "Tue 14 Mar - small £15 large £22, most pay by standing order, Mr Dyson + the Ackroyds pay cash on "
              "the doorstep, envelope in the door"),
    ("round", "Tue round 31 boxes this wk, Luddenden lane's closed for the water board so go round by Booth"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lower-hollins-vegbox-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Mary"}])

question = "how many boxes am I loading for tmrw's round? need to know if it's the big van or the transit"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert NEW in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["round", "customers", "van"]}})
hits = found["documents"][0]
context = ["Today is Weds 15 March 2051. You are talking to Dean, who drives Lower Hollins Farm Shop's veg-box "
           "rounds (tomorrow: the Thursday round)."] + hits
assert NEW not in hits and not any(w in c.lower() for c in context for w in ("3 new", "school fair")), context
assert any("24 boxes as of this wk - 15 small 9 large" in c for c in context), context
reply = answer(question, context, mock="24 boxes - 15 small and 9 large - so the transit will do, it takes 25.")
finish(question, expected="27 - the 24 plus 3 new small ones off the school fair sheet (so 18 small, 9 large)",
       actual=reply)
