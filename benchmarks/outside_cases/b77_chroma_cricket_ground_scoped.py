"""Batch 77 (held out). A village cricket team's away fixtures: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Kingsbrook CC's Sunday XI (Cotswold league, div 4). The fixtures secretary, Nadia, keeps the season's notes in
one collection: the fixture card and club info as ``{"kind": "fixtures"}``, and what comes in from other clubs and
the team WhatsApp as ``{"kind": "messages"}``. The assistant answers players from a query. Ten documents, June -
July 2033.

Planted fault (RetrievalError, scoped out by a filter): the app's query for where a match is played is filtered to
``kind == "fixtures"``, so the message from Little Bourton's secretary is never a candidate: "msg from Pete @
Little Bourton - square's been dug up + relaid after the drainage job so they're playing home games up at Over
Norton rec till Aug. postcode OX7 5PR, park on the verge by the church not the rec itself. 2pm start same". The
fixture card line (Sun 10 July, away at Little Bourton, Church Lane ground) is found. Question (Fri 8/7, a
player): "which ground are we at sunday, need to put it in the satnav" -> expected Over Norton rec. The assistant
says Little Bourton's ground on Church Lane.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the message is
stored and a hit of the same query without the filter, and is not in the context; the fixture card line is.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b77_chroma_cricket_ground_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GROUND = ("msg from Pete @ Little Bourton - square's been dug up + relaid after the drainage job so they're playing "
          "home games up at Over Norton rec till Aug. postcode OX7 5PR, park on the verge by the church not the rec "
          "itself. 2pm start same")
DOCS = [
    ("fixtures", "Sun 3/7 home v Enstone, 2pm. teas: Sandra + Mo"),
    ("fixtures", "Sun 10th July - AWAY at Little Bourton, Church Lane ground (behind the Plough), 2pm start, meet "
                 "at our pavilion 12.45 for lifts"),
    ("messages", "Raj: can take 3 in the Zafira sun, leaving from the Co-op not the club"),
    ("fixtures", "Sun 17/7 away at Chadlington, 1.30 start!! they've got a wedding in the pavilion later"),
    ("messages", GROUND),
    ("fixtures", "match fees £8 a game, juniors £4, to Nadia or into the tin in the home dressing room"),
    ("messages", "umpire's course at Banbury on the 23rd, club pays if anyone fancies it - Geoff can't keep doing "
                 "every away game"),
    ("fixtures", "away games: we take our own umpire, they do teas. whites + club cap pls"),
    ("messages", "Ollie: can't do 10th, brother's stag. can do 17th"),
    ("messages", "new balls in the kit bag, 2 x Readers, don't use them in the nets Jack"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kingsbrook-sunday-xi", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "which ground are we at sunday, need to put it in the satnav"
words = "Little Bourton ground sunday away where play home games postcode"  # the app's search words
wide = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert GROUND in wide, wide
assert GROUND in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=4, where={"kind": "fixtures"})["documents"][0]
context = ["Today is Fri 8 July 2033. You are talking to Tom, a Sunday XI player."] + hits
assert not any(GROUND in c or "Over Norton" in c or "OX7" in c for c in context), context
assert any("Church Lane ground" in c for c in context), context
reply = answer(question, context, mock="Little Bourton's ground on Church Lane, behind the Plough - 2pm start, or "
                                       "meet at our pavilion at 12.45 for a lift.")
finish(question, expected="Over Norton rec - Little Bourton's own square is being relaid", actual=reply)
