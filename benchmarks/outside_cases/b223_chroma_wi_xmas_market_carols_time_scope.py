"""Batch 223 (held out). A WI's Christmas market: chromadb collection of notes, two writers in threads (the president
and the secretary), then the question; the helper's query is scoped to the president's notes and the secretary's
note that moved the children's singing is filed under her own name.

App: Much Wenlock WI hold their Christmas market on Sat 4th December 2049 in the Priory Hall, 10-3 - craft and cake
stalls, mulled wine and mince pies, the primary school choir singing carols by the tree on the Square, Father
Christmas's grotto in the side room. Marion (the president) and Jean (the secretary) each file notes into one chroma
collection from their own thread (metadata ``by``); the helper answers members from the president's notices,
``collection.query(..., where={"by": "marion"}, n_results=4)``.

Planted fault (RetrievalError, the query scoped to one author): Marion's 2049-10-14T11:20 note has the school kids
doing carols at 2 on the Square by the tree. Jean's note of 16th nov says Mrs Price rang - school's got the panto
rehearsal that afternoon so the choir can't do 2, she'll walk them down in time for half 11 instead, same spot, and
Mrs P is doing the little ones' song sheets. It is filed as Jean's (``by: jean``); the Marion-only query never sees
it, though the same question's 4 nearest notes without the filter have it.
Question (Thu 2/12, Sue): "what time are the carols sat? want to bring my mum to hear the kids" -> expected half 11
(the choir can't do 2, the panto rehearsal). The assistant says 2pm.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Jean's note is in the
collection and in the question's 4 nearest without the filter, but the president-only scope kept it from the
context the model saw. Asserted: the unfiltered 4 nearest have the note; the hits and the context have nothing on
half 11, the panto or Mrs Price; Marion's "carols ... at 2" line is in.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b223_chroma_wi_xmas_market_carols_time_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVE = ("16th nov - Mrs Price rang, school's got the panto rehearsal that afternoon 🙄 so the choir can't do 2, she'll "
        "walk them down in time for half 11 instead, same spot. Mrs P doing the little ones' song sheets")
MARION = [
    ("2049-10-14T11:20 XMAS MARKET 🎄 sat 4th dec, Priory Hall 10-3. carols w/ the primary school kids at 2 on the "
     "Square by the tree, then Father Christmas arrives on the fire engine"),
    "stalls - 22 booked so far, cakes + jams + the knitting lot by the stage, Pat's tombola by the door",
    ("mulled wine + mince pies from 12 in the side room, Jean's recipe, 2 urns. £2 a cup, £1 a pie, cups from the "
     "cash + carry"),
]
JEAN = [
    MOVE,
    "carol sheets - printed 80 at the library, words for the carols on the Square, Once in Royal + Hark the Herald",
    "silver band - Wenlock silver band playing carols in the hall from 1 till 3, they want tea + a mince pie each lol",
    "grotto - side room, Derek's Father Christmas again, £3 a go incl a present, elves from the Guides",
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wenlock-wi-xmas-market-2049",
                                        embedding_function=offline.chroma_embedding_function())
write_lock = threading.Lock()


def writer(who: str, items: list[str]) -> None:
    for i, text in enumerate(items, 1):
        with write_lock:
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=writer, args=("marion", MARION), name="marion-president"),
           threading.Thread(target=writer, args=("jean", JEAN), name="jean-secretary")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == len(MARION) + len(JEAN)

question = "what time are the carols sat? want to bring my mum to hear the kids"
unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert MOVE in unscoped, unscoped
with fault():
    found = notes.query(query_texts=[question], where={"by": "marion"}, n_results=TOP_K)
hits = found["documents"][0]
context = ["Today is Thu 2 December 2049. You are talking to Sue, a member of Much Wenlock WI, about the WI's "
           "Christmas market (Sat 4 December)."] + hits
assert MOVE not in context and not any(w in c.lower() for c in context
                                       for w in ("half 11", "panto", "mrs price")), context
assert any("carols w/ the primary school kids at 2" in c for c in context), context
reply = answer(question, context, mock="2pm - the primary school choir sing carols on the Square by the tree, then "
                                       "Father Christmas arrives on the fire engine.")
finish(question, expected="half 11 - the choir can't do 2 (panto rehearsal), so they're singing at 11.30 by "
                          "the tree", actual=reply)
