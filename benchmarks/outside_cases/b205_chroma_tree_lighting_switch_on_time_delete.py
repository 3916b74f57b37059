"""Batch 205 (held out). A church's Christmas tree lighting: chromadb collection of the poster and the committee's
chat, one root span per note and one for the clear-out and the question; the clear-out of old chat deletes the
message that moved the switch-on.

App: St Edith's, Eaton-under-Heywood lights its churchyard tree on Sat 1st Dec 2046 - carols with the choir, the
mayor switching on, mulled wine and mince pies in the porch. Rev Sarah (the vicar), Keith (churchwarden) and Pauline
(mulled wine) put the poster and their chat into one chroma collection, each with ``{"kind": "poster"|"chat",
"posted": yyyymmdd}``; before the night a clear-out drops chat older than a few days
(``collection.delete(where={"$and": [{"kind": "chat"}, {"posted": {"$lt": 20461126}}]})``) so the helper only
sees what's current; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the poster (kind poster, 12/11) has carols from half 5 and the switch-on at 6pm by
the mayor. Rev Sarah's chat of Tue 20th says the mayor's office rang - she's doing the Ludlow one first and can't get
to them much before quarter to 7, so the switch-on's 6.45 now and the choir will do a 2nd set to fill. The clear-out
(Weds 28/11) deletes chat posted before the 26th, that message with it. Question (Fri 30/11, Becky, a mum from the
village): "what time's the actual switch on? the kids only last so long in the cold" -> expected quarter to 7
(6.45). The assistant says 6pm.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Rev Sarah's message was in
the collection and in the 4 nearest for the question before the delete, and the delete removed it while it still
decided the time. Asserted: the message is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on 6.45, quarter to 7 or the mayor doing Ludlow first); the poster's "switch-on 6pm" is in
the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b205_chroma_tree_lighting_switch_on_time_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 20th - Rev Sarah: the mayor's office rang, she's doing the Ludlow one first so can't get to us much "
         "before quarter to 7. so switch-on's 6.45 now, the choir'll do a 2nd set to fill, they're thrilled 🙄")
NOTES = [
    ("poster", 20461112, "TREE LIGHTING ✨🎄 sat 1st dec in the churchyard - carols w/ the choir from half 5, "
                         "switch-on 6pm by the mayor, mulled wine + mince pies in the porch after. all welcome, bring "
                         "a torch"),
    ("chat", 20461114, "2046-11-14T09:20 Keith - tree's coming from Walton's farm fri 23rd, 18ft!! need 4 strong lads "
                       "+ the trailer, lights tested and 2 strings are dead, I'll get new"),
    ("chat", 20461120, MOVED),
    ("chat", 20461121, "21.11. Pauline - mulled wine: 6 boxes of red from the Co-op, oranges + cloves, £1.50 a cup, "
                       "kids' squash free"),
    ("chat", 20461126, "choir - 14 of us so far + the junior school's year 5s for Away in a Manger. robes or coats? "
                       "(coats, it's december Brian)"),
    ("chat", 20461127, "Tue 27th - the hall's loo is open for the night, Keith's got the key"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-ediths-tree-lighting-2046",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, posted, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"kind": kind, "posted": posted}])

question = "what time's the actual switch on? the kids only last so long in the cold"
with turn_span("clear-out Weds 28/11"):
    before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"$and": [{"kind": "chat"}, {"posted": {"$lt": 20461126}}]})

with turn_span("question Fri 30/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=min(TOP_K, len(stored)))["documents"][0]
    context = ["Today is Fri 30 Nov 2046. You are talking to Becky, a mum from the village, coming to St Edith's tree "
               "lighting on Sat 1 Dec with her kids."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("6.45", "quarter to 7", "ludlow one")), stored
    assert any("switch-on 6pm by the mayor" in c for c in context), context
    reply = answer(question, context, mock="6pm - the mayor switches it on after the carols, which start at half 5.")
finish(question, expected="quarter to 7 (6.45) - the mayor's doing Ludlow's first; the choir do a 2nd set till then",
       actual=reply)
