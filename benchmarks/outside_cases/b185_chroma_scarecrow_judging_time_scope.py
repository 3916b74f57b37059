"""Batch 185 (held out). A village scarecrow festival: chromadb collection, one root span per note and one for the
question; the entrants' helper queries only notes posted to the entrants' chat and misses the one from the
committee chat that moved the judging.

App: Kynnersley's scarecrow festival is Sat 22nd and Sun 23rd Aug 2043 - scarecrows outside houses round the
village on a theme ("film stars"), a trail map from the shop and the pub, judging on the Saturday and the results at
the teas on the green. The festival keeps both chats in one chroma collection with a ``chat`` in the metadata
("entrants" or "committee"); the helper that answers entrants queries with ``where={"chat": "entrants"}`` so the
committee's money talk and grumbles stay out of their answers.

Planted fault (RetrievalError, cut by the query's scope): the entrants' first post (2043-07-02T18:30) has the judge
coming round Sat 2pm, results at the teas on the green 4ish. Sue's post of 16th aug on the committee chat says Mrs
Pryce (the judge) can only do the morning now - her grandson's christening in Ludlow on the Saturday afternoon - so
she's going round 10.30 till 12ish, results still at the teas; nobody passed it on to the entrants' chat. The scoped
query can't see it. Question (Fri 21/8, Gemma, whose Worzel's hat blew off): "what time's the judge coming round sat?
need to get Worzel's hat back on b4 then" -> expected from 10.30 in the morning (Mrs Pryce is doing it 10.30-12ish).
The assistant says 2pm.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Sue's post is in the
collection and the same query without the scope ranks it in the top 3, but the ``chat`` filter kept it out of the
context the model saw. Asserted: the unscoped top 3 has the post; the scoped hits do not and no context line
mentions 10.30, "the morning now" or the christening; the "judge coming round sat 2pm" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b185_chroma_scarecrow_judging_time_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MORNING = ("16th aug - Mrs Pryce can only do the morning now 🙈 her grandson's christening in Ludlow sat afternoon, so "
           "she's going round 10.30-12ish. results still at the teas")
NOTES = [
    ("entrants", "2043-07-02T18:30", "SCARECROW FEST sat 22 + sun 23 aug 🎃 theme film stars. entries to Sue by 14/8, "
                                     "£3 each. judge coming round sat 2pm, results at the teas on the green 4ish"),
    ("committee", "9/7", "maps - Dave doing them on the laptop, numbered by house, £2 from the shop + the Lion, money "
                         "to the school roof fund"),
    ("committee", "16th aug", MORNING),
    ("entrants", "Tue 18th", "31 entries!! 6 from the school, the Lion's done Mr Bean on a mini 😂 the judge is Mrs "
                             "Pryce from the Hall again - marks for the theme, how it's made + the wow factor, kids' "
                             "ones judged on their own. need them all up + tied on by fri night, it's meant to be "
                             "windy sat"),
    ("entrants", "20.8.", "teas on the green sat 2-5, WI doing scones, Gaz doing the PA for the results, gazebo from "
                          "the cricket club"),
]
ENTRANTS = {"chat": "entrants"}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kynnersley-scarecrows-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (chat, day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"chat": chat, "date": day}])

question = "what time's the judge coming round sat? need to get Worzel's hat back on b4 then"
with turn_span("question Fri 21/8"):
    wider = notes.query(query_texts=[question], n_results=3)["documents"][0]
    assert MORNING in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where=ENTRANTS)
    hits = found["documents"][0]
    context = ["Today is Fri 21 Aug 2043. You are talking to Gemma, who has a scarecrow (Worzel) in Kynnersley's "
               "scarecrow festival, Sat 22 - Sun 23 Aug."] + hits
    assert MORNING not in context and not any(w in c.lower() for c in context
                                              for w in ("10.30", "morning now", "christening")), context
    assert any("judge coming round sat 2pm" in c for c in context), context
    reply = answer(question, context, mock="2pm on Saturday - the results are at the teas on the green about 4.")
finish(question, expected="from 10.30 in the morning - Mrs Pryce is going round 10.30-12ish", actual=reply)
