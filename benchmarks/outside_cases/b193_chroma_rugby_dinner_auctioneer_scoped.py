"""Batch 193 (held out). A rugby club's sportsman's dinner: chromadb collection, one root span per note and one for
the question; the helper's query is scoped to the secretary's own notes and misses the fixtures secretary's message
that took over the auction.

App: Much Wenlock RFC's sportsman's dinner is Fri 27th Nov 2043 in the clubhouse - 12 tables of 10, a guest speaker
(an ex-Wales flanker), a charity auction for the minis' new tour kit. The committee's notes go into one chroma
collection with ``by`` (who wrote it); when a member asks something, the helper answers from the club secretary's
"official" notes only (``where={"by": "Gareth"}``), 4 results.

Planted fault (RetrievalError, filtered out by scope): Gareth's plan note (2043-09-08T19:45) has the auction after
the speaker with Geraint (the club president) doing the auctioneer bit as usual. Dai (the fixtures secretary) posts
on Weds 23rd Sept, mostly about the table plan, that Geraint's away in the Algarve that week for his 60th (golf, of
course), so Dai will do the auction himself, he's got the voice for it, and he's sorting the paddles. Question (Thurs
19/11, Rhys, who's got a signed Lions shirt to donate): "who's running the auction on the night? got a signed Lions
shirt to hand over" -> expected Dai, the fixtures secretary (Geraint's away in the Algarve). The assistant says
Geraint, the president.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Dai's note is in the
collection and the same question without the filter has it in its top 4, but the ``by`` filter kept it out of the
context the model saw. Asserted: the unscoped top 4 has the note; the scoped hits and the context have nothing on the
Algarve, Dai doing it or the paddles; Gareth's "Geraint doing the auctioneer bit" line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b193_chroma_rugby_dinner_auctioneer_scoped", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DAI = ("table plan 🏉 12 tables of 10, top table speaker + committee, vets on 3, the minis' parents on 11 + 12 by the "
       "bar (sorry). Geraint's away in the Algarve that wk for his 60th - golf ofc 🙄 so I'll do the auction myself, "
       "got the voice for it lol. I'm sorting the paddles too")
NOTES = [
    ("2043-09-08T19:45", "Gareth", "SPORTSMAN'S DINNER fri 27th nov, clubhouse 7 for 7.30 🍽 speaker is Huw Jenkins "
                                   "(ex Wales 7). auction after the speaker - Geraint doing the auctioneer bit as "
                                   "usual, proceeds to the minis' tour kit"),
    ("12/9", "Gareth", "tickets £45, 3 courses - leek + potato soup, beef or the veggie wellington, sticky toffee. "
                       "lounge suits. carriages midnight"),
    ("Weds 23rd Sept", "Dai", DAI),
    ("3.10.", "Gareth", "auction lots so far: a signed Wales shirt, a day at Chepstow races for 2, a round at "
                        "Shifnal golf club, Bev's cake a month for a year. more pls!!"),
    ("2043-10-20T21:10", "Gareth", "raffle on the night too, £1 a strip. Bev + Sandra selling. bar open till 1 "
                                   "with the late licence"),
    ("16th Nov", "Bev", "cakes for the raffle sorted, + I've told Huw's wife she's on the top table"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("much-wenlock-rfc-dinner-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "by": who}])

question = "who's running the auction on the night? got a signed Lions shirt to hand over"
with turn_span("question Thurs 19/11"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert DAI in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"by": "Gareth"})
    hits = found["documents"][0]
    context = ["Today is Thurs 19 Nov 2043. You are talking to Rhys, a Much Wenlock RFC member donating a lot to the "
               "sportsman's dinner auction (Fri 27 Nov, clubhouse)."] + hits
    assert DAI not in context and not any(w in c.lower() for c in context
                                          for w in ("algarve", "myself", "paddles", "dai")), context
    assert any("Geraint doing the auctioneer bit as usual" in c for c in context), context
    reply = answer(question, context, mock="Geraint, the club president - he does the auctioneer bit after the "
                                           "speaker, so give him the Lions shirt.")
finish(question, expected="Dai, the fixtures sec - Geraint's away in the Algarve for his 60th", actual=reply)
