"""Batch 227 (held out). A bell ringers' striking competition: chromadb collection of notes, two writers in threads
(the deanery secretary and the ringing master), then a clear-out of the notes marked done and the question; the
clear-out deletes the note that moved the competition.

App: the Clun deanery's six-bell striking competition is Sat 10th September 2050 - eight bands, the draw for
order at 2, two judges listening from outside the tower, tea after, the results and the shield at 5ish. Margaret
(the deanery secretary) and Huw (the ringing master) each file notes into one chroma collection (metadata ``kind``
and ``status``: open, or done once the action in it has been taken) from their own thread. Margaret's Saturday
clear-out deletes everything marked done (``collection.delete(where={"status": "done"})``) - she thinks of done
notes as finished with; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Margaret's first note (2050-06-30T19:30) has the competition at St George's, Clun,
tea in the memorial hall. Huw's note of Tue 23rd Aug says Clun's tenor has cracked its gudgeon and the bells are out
of action till the bellhangers come in October, so it's at St John's, Bishop's Castle now, same times, tea in the
town hall; he'd emailed all the tower captains, so he filed it as done. Margaret's clear-out (Sat 3rd Sept)
deletes every done note, that one with them. Question (Thu 8/9, Gwen, who rings in the Bucknell band): "where are
we ringing on sat? sorting out lifts for our band" -> expected St John's, Bishop's Castle. The assistant says St
George's, Clun.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Huw's note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
place. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Bishop's Castle, the gudgeon or the bellhangers); the first note's St George's is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b227_chroma_striking_comp_tower_place_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 23rd Aug - Huw: bad news on Clun 🔔 tenor's cracked its gudgeon, bells out of action till the "
         "bellhangers come in oct. so we're ringing at St John's Bishop's Castle now, same times, tea in the town "
         "hall. emailed all the tower captains")
MARGARET = [
    ("comp", "open", "2050-06-30T19:30 DEANERY STRIKING COMP sat 10th sept at St George's Clun, 6 bells. draw for "
                     "order at 2, 8 bands entered, tea in the memorial hall after, results + the shield ~5ish"),
    ("judges", "open", "judges - Alan from Hereford + Ros from Shrewsbury, they'll listen from the churchyard. 3 min "
                       "touch-in then a 120 of plain bob or grandsire"),
    ("tea", "done", "14/7 - Mothers' Union doing the tea, £4 a head, sandwiches + cake. paid the deposit"),
]
HUW = [
    ("bands", "done", "bands 22.7. - Bucknell, Clun, Bishop's Castle, Lydbury, Hopesay, Chirbury, More + Wentnor. "
                      "entry fees all in"),
    ("venue", "done", MOVED),
    ("practice", "open", "Weds 31 Aug - extra practice for the Lydbury lot thurs 7.30ish, anyone welcome to stand in"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clun-deanery-striking-2050",
                                        embedding_function=offline.chroma_embedding_function())
write_lock = threading.Lock()  # one in-process chroma client shared by both writers


def writer(who: str, prefix: str, items: list) -> None:
    for i, (kind, status, text) in enumerate(items, 1):
        with write_lock:
            notes.add(ids=[f"{prefix}-{i}"], documents=[text], metadatas=[{"kind": kind, "status": status,
                                                                          "by": who}])


threads = [threading.Thread(target=writer, args=("Margaret", "margaret", MARGARET), name="margaret-secretary"),
           threading.Thread(target=writer, args=("Huw", "huw", HUW), name="huw-ringing-master")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == len(MARGARET) + len(HUW)

question = "where are we ringing on sat? sorting out lifts for our band"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert MOVED in before, before

with fault():
    notes.delete(where={"status": "done"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 8 September 2050. You are talking to Gwen, who rings in the Bucknell band and is going to "
           "the Clun deanery striking competition (Sat 10 September)."] + hits
assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("st john", "bishop", "gudgeon", "bellhangers")), stored
assert any("at St George's Clun" in c for c in context), context
reply = answer(question, context, mock="At St George's in Clun - the draw for order is at 2, and tea's in the "
                                       "memorial hall afterwards.")
finish(question, expected="St John's, Bishop's Castle (Clun's bells are out of action - the tenor's cracked its "
                          "gudgeon)", actual=reply)
