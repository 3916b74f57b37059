"""Batch 300 (held out). A repair café: chromadb collection of the organisers' notes, script style (every call its own
trace); for a "who's fixing" question the helper asks only the fixers and rota notes, and the note with the swap on
the electricals table was filed under tools.

App: Hebden Bridge Repair Café runs on the 2nd Saturday of the month, 10 till 1 in the Methodist hall - volunteer
fixers on tables (electricals with PAT testing, textiles, bikes, glue and bits, knife sharpening), a welcome desk
that books items in, tea and cake. Maggie (the organiser) files the notes into one chroma collection with metadata
``kind`` (fixers, rota, venue, tools, tea, publicity); for a "who" question about a table the helper asks only the
fixers and rota notes (``where={"kind": {"$in": ["fixers", "rota"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Maggie's rota note of 2053-03-15T13:30 has Dave P on
electricals (and the PAT testing) for Sat 12th April. Her note of Mon 7/4 starts with the PAT tester back from
calibration and the new soldering station from the Rotary (so it was filed as tools) and says, in passing, that
Dave's out on the 12th - his lad's stag do in Newcastle - so Imran's doing the electricals table, he's done the PAT
course. Question (Thu 10/4, Ruth on the welcome desk): "who's on electricals sat? a lady's bringing a lamp + a
hairdryer and wants to know who to ask for" -> expected Imran (Dave's away at his son's stag do). The scoped query
returns the rota notes; the assistant says Dave P.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 7/4 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
the stag do, Newcastle or Imran doing the electricals table (the fixers note only says he's joined); the rota's
"electricals Dave P" is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b300_chroma_repair_cafe_electricals_fixer_who_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SWAP = ("Mon 7/4 - PAT tester's back from being calibrated 👍 + the Rotary have bought us a proper soldering station "
        "!! oh and Dave's out on the 12th, his lad's stag do in Newcastle 🍻 so Imran's doing the electricals table "
        "sat, he's done the PAT course so he can test as well")
NOTES = [
    ("rota", "2053-03-15T13:30 rota for sat 12th april 🔧 electricals Dave P (+ PAT testing), textiles Maureen + Jan, "
             "bikes Tom, glue/bits + bobs Kev, knives Alf. welcome desk Ruth + me"),
    ("venue", "20/3 Methodist hall booked for the yr, 2nd sat of the month 10-1, key from Mrs Hartley at no. 14, "
              "tables back against the wall after pls!!"),
    ("fixers", "Weds 26th March - new fixer Imran (electricals, lives on Birchcliffe Rd), done the PAT course at the "
               "Council in Feb. Jan can only do till half 11 on the 12th, Maureen'll cover textiles"),
    ("tools", SWAP),
    ("tea", "tea + cake by donation, Sue's doing a lemon drizzle + the GF one. urn takes 40 mins to boil so 9.15 "
            "switch on"),
    ("publicity", "posters up in the library + the co-op, post on the FB page thurs. 'bring ur broken stuff, not ur "
                  "broken heart' lol Kev's idea"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hebden-repair-cafe", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Maggie"}])

question = "who's on electricals sat? a lady's bringing a lamp + a hairdryer and wants to know who to ask for"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SWAP in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fixers", "rota"]}})
hits = found["documents"][0]
context = ["Today is Thu 10 April 2053. You are talking to Ruth, who runs the welcome desk at Hebden Bridge Repair "
           "Café (next session Sat 12 April)."] + hits
assert SWAP not in hits and not any(w in c.lower() for c in context for w in ("stag", "newcastle", "doing the "
                                                                                "electricals table")), context
assert any("electricals Dave P" in c for c in context), context
reply = answer(question, context, mock="Dave P's on electricals on Saturday - he does the PAT testing too, so lamps "
                                       "and hairdryers go to him.")
finish(question, expected="Imran - Dave's away at his lad's stag do, Imran's done the PAT course", actual=reply)
