"""Batch 66 (held out). A cricket club's junior section: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Dursley CC juniors (U9, U11, U13; about 70 kids) keep the season in one collection, metadata ``{"kind"}``
(fixture: the fixture card for a match; coach: messages from the age group's coach; kit: kit and shop notes; club:
subs and admin). When a parent asks about a match, the assistant searches only ``kind == "fixture"`` cards. Ten
documents, May - June 2028.

Planted fault (RetrievalError, filtered out by scope): the U11 coach, Gareth, messaged on Thu 6/6: "U11 parents -
Westbury's skipper asked can we start at 10 not half 10, they've got their U13s on the square after us. so pls have
them at ours for 9.15 latest, minibus goes 9.30 on the dot & I'm not waiting (looking at you Harvey's dad)". The
fixture-only query leaves it out. Question (Fri 7/6, Alfie's mum): "what time do I need to get Alfie to the club
on Sunday?" -> expected 9.15. The assistant goes by the fixture card: 9.45.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Gareth's
message is stored and a hit of the same query without the filter, and not in the context; the fixture card is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b66_chroma_cricket_u11_meet_time_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GARETH = ("U11 parents - Westbury's skipper asked can we start at 10 not half 10, they've got their U13s on the square "
          "after us. so pls have them at ours for 9.15 latest, minibus goes 9.30 on the dot & I'm not waiting "
          "(looking at you Harvey's dad)")
DOCS = [
    ("fixture", "Sun 9/6 U11 v Westbury CC (away), 20 overs pairs cricket, 10.30 start. meet at club 9.45 for the "
                "minibus. whites + club cap, bring a water bottle"),
    ("fixture", "Sun 2 June U11 v Frampton (home) 10.30. teas: the Mitchells + Okonjos"),
    ("club", "junior subs £45 (£35 for 2nd child) due by end of May, sorry to nag. 11 still owing"),
    ("kit", "new club caps in, £12 from Sue at the bar, sizes S/M only till the L's come"),
    ("coach", "Gareth: great effort v Frampton, lost by 6 runs but Maisie's 2 wkts in an over!! nets tues 6pm as "
              "usual"),
    ("fixture", "Sat 15 June U13 v Cam (home) 1pm. U13s meet 12.15, Paul managing"),
    ("coach", GARETH),
    ("kit", "lost property: 1 helmet (blue, no name!!), 2 jumpers, a left pad. in the box under the scorers' bench"),
    ("club", "presentation eve fri 19 july, bbq 6pm, trophies 7.30"),
    ("coach", "Paul (U13s): anyone who can't make cam tell me by weds pls, we're tight on numbers"),
]

client = chromadb.EphemeralClient()
season = client.get_or_create_collection("dursley-juniors", embedding_function=offline.chroma_embedding_function())
season.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
           metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time do I need to get Alfie to the club on Sunday?"
words = "U11 Sunday Westbury meet at club time minibus 9.45 start"  # the app's search words
unfiltered = season.query(query_texts=[words], n_results=5)["documents"][0]
assert GARETH in unfiltered, unfiltered
assert GARETH in season.get()["documents"]

with fault():
    hits = season.query(query_texts=[words], n_results=5, where={"kind": "fixture"})["documents"][0]
context = ["Today is Fri 7 June 2028. You are talking to Alfie's mum; Alfie plays in the U11s."] + hits
assert GARETH not in context, context
assert any("meet at club 9.45" in c for c in context), context
assert not any("9.15" in c or "skipper" in c for c in context), context
reply = answer(question, context, mock="9.45 at the club - the minibus takes them over to Westbury for a 10.30 start. "
                                       "Whites, club cap and a water bottle.")
finish(question, expected="quarter past nine - the game starts half an hour earlier than on the card", actual=reply)
