"""Batch 107 (held out). A netball league's fixtures helper: chromadb collection, script style (each call its own
trace).

App: the Wharfedale Ladies Netball League keeps one chroma collection: the fixture list, one document per evening
(kind "fixture"), emails from the league secretary (kind "email") and court notes (kind "venue"). Team captains ask
the helper about their games. For fixture questions the helper searches only kind="fixture" documents.

Planted fault (RetrievalError, the query's filter leaves the evidence out): the fixtures for Weds 11/3 have the
Kestrels v Otters at 7.40 on court 3. On 9 March Trish, the league secretary, emailed that the floodlights on
courts 3 and 4 at Parkside are out until the electrician comes on the Friday, so the two 7.40s on 3 and 4 get
played on court 1 after the U16s finish - 8.20 throw-up. The email is kind "email", so the fixture-only query
never sees it. Question (Tue 10/3, the Kestrels' captain): "what time are we on tmrw night? need to tell the
girls" -> expected twenty past eight, on court 1. The assistant says 7.40.

Expected verdict: RetrievalError at chroma.query (the filtered query, wrapped in fault()). Asserted: the email is
in the collection and comes back from an unfiltered search, but not from the filtered one that builds the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b107_chroma_netball_court_time_kind_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LIGHTS = ("From: Trish (league sec) 9 Mar - hi all, bad news re Parkside, floodlights on cts 3 + 4 have gone and "
          "the electrician can't get there before Fri. So Weds night the two 7.40 games on 3 and 4 will go on "
          "court 1 once the U16s are off, throw up 8.20 prompt. Umpires stay the same. Kestrels/Otters + "
          "Hornets/Swifts pls pass on. T x")
DOCS = [
    ("fixture", "WEDS 11/3/37 @ Parkside - 6.30 ct1 U16 Jets v U16 Comets, ct2 Swans v Robins. 7.40 ct2 Falcons v "
                "Wrens, ct3 Kestrels v Otters, ct4 Hornets v Swifts. umpires: Kaz, Dee, Mo, Lou, Bev, Jan"),
    ("fixture", "WEDS 18.3.37 Parkside 6.30 ct1 Otters v Wrens, ct2 Kestrels v Hornets; 7.40 ct1 Swifts v Robins, "
                "ct2 Falcons v Swans. U16s away at Otley"),
    ("email", LIGHTS),
    ("venue", "Parkside Leisure - courts 1-4 outdoor, floodlit. changing rooms open 6pm, bring £1 for lockers. "
              "car park gates locked at 10.15 sharp!!"),
    ("email", "From: Trish 2/3 - subs for spring are £45 a player, £25 juniors, to the league acct by 31st Mar "
              "or no playing in April"),
    ("fixture", "WEDS 4 March Parkside - 6.30 Kestrels v Swifts ct3 (W 31-24), 7.40 Otters v Hornets ct1"),
    ("venue", "Hollins Rd school - 2 courts, no lights, only used for Sat junior rally"),
]

client = chromadb.EphemeralClient()
league = client.get_or_create_collection("wlnl", embedding_function=offline.chroma_embedding_function())
league.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
           metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time are we on tmrw night? need to tell the girls"
words = "Kestrels Otters Weds 11 March time court 7.40 Parkside"  # the helper's search words for the Kestrels
everything = league.query(query_texts=[words], n_results=len(DOCS))["documents"][0]
assert LIGHTS in everything, everything

with fault():
    hits = league.query(query_texts=[words], n_results=5, where={"kind": "fixture"})["documents"][0]

context = ["Today is Tue 10 March 2037. You are talking to Becky, captain of the Kestrels."] + hits
assert LIGHTS in league.get()["documents"]
assert not any("8.20" in c or "electrician" in c for c in context), context
assert any("ct3 Kestrels v Otters" in c for c in context), context
reply = answer(question, context, mock="7.40pm tomorrow - Kestrels v Otters on court 3 at Parkside. Changing rooms "
                                       "open from 6.")
finish(question, expected="twenty past eight, on court 1 after the U16s", actual=reply)
