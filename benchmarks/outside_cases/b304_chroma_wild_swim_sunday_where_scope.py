"""Batch 304 (held out). A wild swimming group: chromadb collection of the group's notes, script style (every call
its own trace); for a "where" question the helper asks only the plan and swims notes, and the note that moved
Sunday's swim was filed under kit.

App: the Calder Dippers are a wild swimming group in the upper Calder valley - Sunday mornings at Gaddings Dam all
summer 2042, a Wednesday evening river swim, a cake rota, strict buddy rules. Lynn (who started the group) files the
notes into one chroma collection with metadata ``kind`` (plan, swims, kit, social, safety); for a "where" question
the helper asks only the plan and swims notes (``where={"kind": {"$in": ["plan", "swims"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Lynn's note of 2042-06-02T07:40 has every Sunday at 8 at
Gaddings Dam, meet at the bottom of the Lumbutts path 7.30. Her note of Weds 9 July starts with the tow floats being
in (£12, see Jo) and neoprene socks (so it was filed as kit) and says, in passing, that Gaddings has a blue-green
algae sign up, so nobody in there till further notice - this Sunday it's Hardcastle Crags, the pool below Gibson
Mill, meet in the NT car park at 7.45. Question (Fri 11/7, Amira, coming for the first time): "where are we swimming
this sun? first time coming, need the meet point for the satnav" -> expected Hardcastle Crags, the pool below Gibson
Mill, meet in the NT car park at 7.45 (algae at Gaddings). The scoped query returns the Sunday swims, the summer plan
and the water temperature; the assistant says Gaddings Dam, meet at the bottom of the Lumbutts path at 7.30.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 9 July note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
algae, Hardcastle or Gibson Mill; the Lumbutts path meet is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b304_chroma_wild_swim_sunday_where_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 9 July - tow floats are in!! £12, see Jo 🧡 + the neoprene socks from Decathlon are fine, no need for "
         "the fancy ones. oh and Gaddings has got a blue-green algae sign up 🤢 so NOBODY in there till further "
         "notice. this sun we're swimming at Hardcastle Crags instead, the pool below Gibson Mill, meet in the NT car "
         "park 7.45")
NOTES = [
    ("swims", "2042-06-02T07:40 SUNDAY SWIMS ☀️ every sun 8am at Gaddings Dam, meet at the bottom of the Lumbutts "
              "path 7.30, it's a 20 min yomp up so allow time. park on the lane not in the pub"),
    ("plan", "14/6 summer plan - sun mornings Gaddings, weds eve 6.30 the river at Burnsall for anyone who can get "
             "there, full moon swim TBC (sept?)"),
    ("social", "Sun 6th - cake rota's on the group chat, Bev's lemon drizzle this wk 🍋 bring ur own mug, flasks on the "
               "wall"),
    ("safety", "buddy up ALWAYS, nobody in alone, bright hat + tow float, out when u can't talk in full sentences. "
               "first timers stay in the shallow end w/ Mel"),
    ("kit", MOVED),
    ("swims", "1/7 water at Gaddings 16.5 on Lynn's thermometer 🌡️ 20-odd of us sun, lovely. dragonflies!!"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-dippers-2042", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Lynn"}])

question = "where are we swimming this sun? first time coming, need the meet point for the satnav"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["plan", "swims"]}})
hits = found["documents"][0]
context = ["Today is Fri 11 July 2042. You are talking to Amira, who's coming to the Calder Dippers' Sunday swim for "
           "the first time."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("algae", "hardcastle", "gibson")), context
assert any("meet at the bottom of the Lumbutts path 7.30" in c for c in context), context
reply = answer(question, context, mock="Gaddings Dam - meet at the bottom of the Lumbutts path at 7.30, it's a 20 "
                                       "minute walk up, and we're in at 8.")
finish(question, expected="Hardcastle Crags, the pool below Gibson Mill - meet in the NT car park at 7.45 (Gaddings "
                          "has blue-green algae)", actual=reply)
