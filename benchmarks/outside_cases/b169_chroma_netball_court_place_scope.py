"""Batch 169 (held out). A netball club's summer league notes: chromadb collection, script style (each call its own
trace); the team helper's query is scoped to the team's own notes and misses the league's note that moved the courts.

App: Lyndale summer league runs Tuesday nights from Tue 1st May 2040 - 10 teams, games at 6.30, 7.20 and 8.10 on courts
1-3 at Lyndale leisure centre. The Hornets' captain, Hannah, keeps the team's notes and the league secretary's
(Kerry's) messages in one chroma collection, each with a ``team`` in the metadata ("hornets" for the team's own,
"league" for what Kerry sends round); the team's helper answers with ``collection.query(..., where={"team":
"hornets"})`` - "our notes".

Planted fault (RetrievalError, scoped out by the query's filter): the Hornets' own note of 2040-04-24 has their games
at the leisure centre, courts 1-3. Kerry's message of 22.5., filed under "league", says courts 1 and 2 are being
resurfaced for 3 weeks from next week, so the 6.30 and 7.20 games go over to St Bede's school courts on Mill Lane (park
on the road, not the staff car park), the 8.10s stay at the centre on court 3. The "hornets" scope leaves it out.
Question (Mon 4/6, Jas, the Hornets' GD): "which court are we on tmrw? 7.20 v the Falcons, I'm giving Chloe a lift" ->
expected St Bede's school courts on Mill Lane. The assistant says the leisure centre.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Kerry's message is in the
collection and the same query without the scope finds it, but the app's team filter cut it from the context.
Asserted: the unscoped query returns it; the scoped one does not and no context line mentions St Bede's, Mill Lane or
the resurfacing; the Hornets' leisure centre note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b169_chroma_netball_court_place_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("22.5. Kerry (league sec) - courts 1 + 2 at the centre being resurfaced from next wk for 3 wks 🙄 so ALL 6.30 "
         "+ 7.20 games over to St Bede's school courts on Mill Lane, park on the road not the staff car park pls. "
         "8.10s stay at the centre on court 3. sorry all")
NOTES = [
    ("hornets", "2040-04-24 Hannah - we're in the summer league again!! tues nights at Lyndale leisure centre, courts "
                "1-3, games 6.30 / 7.20 / 8.10. subs £4 a wk to me, bibs in my boot"),
    ("league", "Tue 1st May Kerry - 10 teams this yr, fixtures on the website. every team brings an umpire (C award) "
               "or pays £10 a night"),
    ("hornets", "Tue 8th May Hannah - won 21-14 v Ravens 🎉 Chloe GS, Jas GD. Mia umpiring for us this term"),
    ("league", MOVED),
    ("hornets", "29/5 Hannah - v Falcons next tues 7.20, they beat us last yr so warm up properly, be there 7 pls"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hornets-lyndale-summer-2040",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"team": team} for team, _ in NOTES])

question = "which court are we on tmrw? 7.20 v the Falcons, I'm giving Chloe a lift"
everything = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert MOVED in everything, everything
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"team": "hornets"})
hits = found["documents"][0]
context = ["Today is Mon 4 June 2040. You are talking to Jas, who plays GD for the Hornets in Lyndale summer league "
           "(Tuesday nights)."] + hits
assert MOVED not in context and not any("Bede" in c or "Mill Lane" in c or "resurfac" in c for c in context), context
assert any("tues nights at Lyndale leisure centre, courts 1-3" in c for c in context), context
reply = answer(question, context, mock="Lyndale leisure centre - courts 1-3, you're on at 7.20 against the Falcons, "
                                       "there for 7 to warm up.")
finish(question, expected="St Bede's school courts on Mill Lane (courts 1 and 2 at the centre are being resurfaced)",
       actual=reply)
