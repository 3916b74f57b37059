"""Batch 113 (held out). A pub quiz team's league notes: chromadb collection, the helper's query scoped to the
team's own notes, script style (each call its own trace).

App: the Quizteam Aguilera team (Tri-Valley Quiz League, div 1) keep one chroma collection of notes, each tagged
with where it came from ("source": "team" for their own chat, "league" for the league secretary's round-robins).
The helper answers the captain with a query scoped to the team's notes, since that's where fixtures get copied in.

Planted fault (RetrievalError, filtered by scope): the team's fixture list has Thurs 8/10 away at the Plough in
Hetton. The league secretary's round-robin (source "league") says the Plough's kitchen flooded and it's shut till
further notice, so every Plough fixture this month is at the Miners Welfare on Station Rd, same 8.30 start, Ray has
the key. The query scoped to source "team" leaves it out. Question (Tue 6/10, Gwen, the captain): "where are we
playing thurs? need to tell Mo for the lift" -> expected the Miners Welfare. The assistant says the Plough.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()). Asserted: an unscoped query returns
the round-robin; the scoped one leaves it out; the fixture line naming the Plough is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b113_chroma_quiz_away_venue_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("From Ray (league sec) - bad news re the Plough, kitchen flooded Sat nt + the whole back rooms gone, shut "
         "til further notice :( ALL Plough fixtures this month at the Miners Welfare, Station Rd, same 8.30 start. "
         "I've got the key, bar's open from 7. Ray")
DOCS = [
    ("team", "fixtures autumn - Thu 24/9 home v Red Lion (won!), Thu 1/10 away Crown, Thu 8/10 away at the Plough "
             "Hetton, Thu 15/10 home v Fox & Hounds. all 8.30 start, be there 8.15ish for the pens"),
    ("league", MOVED),
    ("team", "Mo can drive to away ones if we go halves on petrol, 4 in the car max. Pete's on nights in oct"),
    ("league", "reminder: subs £40 per team due by 31/10, cheque to T-VQL or bank transfer (details on the website)"),
    ("team", "crown last wk - lost 41-44, killed on the music round again. Gwen: we NEED someone under 40 lol"),
    ("league", "picture rounds are now A4 only, no phones on the table or its a 5pt penalty. Ray"),
    ("team", "Plough does a decent pie + pint deal on quiz nights, £9.50, order by 8"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("aguilera-quiz", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"qa{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"source": s} for s, _ in DOCS])

words = "where are we playing thursday away fixture venue plough"
wide = notes.query(query_texts=[words], n_results=7)["documents"][0]
assert MOVED in wide, wide

with fault():
    found = notes.query(query_texts=[words], n_results=7, where={"source": "team"})
hits = found["documents"][0]
question = "where are we playing thurs? need to tell Mo for the lift"
context = ["Today is Tue 6 October 2037. You are talking to Gwen, the team captain."] + hits
assert MOVED not in context and not any("Miners Welfare" in c for c in context), context
assert any("Thu 8/10 away at the Plough" in c for c in context), context
reply = answer(question, context, mock="The Plough in Hetton - away, 8.30 start, so aim for 8.15.")
finish(question, expected="the Miners Welfare on Station Rd - the Plough's shut after a flood", actual=reply)
