"""Batch 226 (held out). A playgroup's sponsored toddle: chromadb collection of notes, two writers in threads (the
playgroup leader and a committee mum), then a clear-out of the pasted chat bits and the question; the clear-out
deletes the chat note that moved the start.

App: Little Acorns Playgroup's sponsored toddle is Sat 12th June 2049 in Jubilee Park - one lap of the lake (about
800m) for the under-5s, sponsor forms home in the book bags, a picnic on the field after. Kim (the playgroup leader)
and Sophie (on the committee) each file notes into one chroma collection (metadata ``kind``: toddle, route, forms,
picnic, chat - bits pasted in from the parents' WhatsApp) from their own thread. On Thursdays Kim clears out the
chat bits she thinks are done with (``collection.delete(where={"kind": "chat"})``); the helper answers from the 4
nearest notes.

Planted fault (DeletionError): Kim's first note (2049-05-10T13:05) has meet at the bandstand 9.45 for a 10 o'clock
start. Sophie's chat bit of Weds 9 Jun says the council have double booked the park - the junior parkrun and a dog
show till half 10 - so they're meeting 10.45 now, starting at 11, same bandstand. Kim's Thursday clear-out (Thu
10th) deletes every chat note, that one with them. Question (Fri 11/6, Tom, Alfie's dad): "what time we meant to be
at the park tmrw? Alfie's doing the toddle" -> expected 10.45 at the bandstand for an 11 start. The assistant says
9.45 for a 10 o'clock start.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Sophie's note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
time. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on 10.45, the parkrun or the dog show); the first note's 9.45 is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b226_chroma_toddle_start_time_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 9 Jun - Sophie: council have double booked the park 😤 junior parkrun + a dog show till half 10, so "
         "we're meeting 10.45 now, start at 11, same bandstand. Kim's sending a txt round, can u tell any1 not in "
         "the grp")
KIM = [
    ("toddle", "2049-05-10T13:05 SPONSORED TODDLE 👣 sat 12th june, Jubilee Park. meet at the bandstand 9.45 for a 10 "
               "o'clock start, 1 lap of the lake (~800m). buggies fine for the little ones"),
    ("route", "route - round the lake, over the little bridge, past the ducks + back to the bandstand. marshals on the "
              "bridge, Dave's got the hi-vis"),
    ("forms", "sponsor forms went home in book bags 17/5, money back by 25th june pls, cash or the JustGiving link"),
    ("picnic", "picnic after on the field by the bandstand, bring a blanket, we're doing squash + Maria's cake"),
]
SOPHIE = [
    ("chat", "Tue 1st Jun - Sophie: any1 got a megaphone?? 📣"),
    ("chat", MOVED),
    ("chat", "3/6 - Sophie: thx Gemma for the bunting, looks fab"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-acorns-toddle-2049",
                                        embedding_function=offline.chroma_embedding_function())
write_lock = threading.Lock()  # one in-process chroma client shared by both writers


def writer(who: str, prefix: str, items: list) -> None:
    for i, (kind, text) in enumerate(items, 1):
        with write_lock:
            notes.add(ids=[f"{prefix}-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=writer, args=("Kim", "kim", KIM), name="kim-leader"),
           threading.Thread(target=writer, args=("Sophie", "sophie", SOPHIE), name="sophie-committee")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == len(KIM) + len(SOPHIE)

question = "what time we meant to be at the park tmrw? Alfie's doing the toddle"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert MOVED in before, before

with fault():
    notes.delete(where={"kind": "chat"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Fri 11 June 2049. You are talking to Tom, whose son Alfie goes to Little Acorns Playgroup and is "
           "doing the sponsored toddle (Sat 12 June)."] + hits
assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                       for w in ("10.45", "parkrun", "dog show")), stored
assert any("meet at the bandstand 9.45 for a 10 o'clock start" in c for c in context), context
reply = answer(question, context, mock="Be at the bandstand in Jubilee Park for 9.45 - the toddle starts at 10.")
finish(question, expected="10.45 at the bandstand for an 11 o'clock start (the park's double booked till half 10)",
       actual=reply)
