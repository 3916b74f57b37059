"""Batch 220 (held out). A youth club's talent show: chromadb collection of notes, one root span per note, one for
the clear-out and one for the question; the clear-out of the to-do notes deletes the one that changed a judge.

App: Ledbury youth club put on "Ledbury's Got Talent" on Fri 18th June 2049 at the youth centre, 7pm - fourteen
acts, three judges, a tuck shop in the interval for the DofE fund. Kelly (the youth worker) keeps every note in one
chroma collection (metadata ``kind``: judges, acts, tuckshop, running, todo); once the posters are up she clears out
the to-do notes (``collection.delete(where={"kind": "todo"})``); the helper answers from the 4 nearest notes
(``collection.query(..., n_results=4)``).

Planted fault (DeletionError): Kelly's judges note (2049-04-27T18:30) has Mrs Okafor (head at the juniors), DJ Gaz
from Sunshine Radio and the mayor, Cllr Bird, who's said yes in principle. Her to-do note of 1st June says she rang
the mayor's office - the mayor's got a civic do in Hereford that night - so Kayleigh (who won it in 2047 and is
doing musical theatre at college now) is judging instead, and, in passing, that they still need raffle prizes and
someone on the door. The clear-out (Mon 14th June) deletes every to-do note, that one with them. Question (Weds
16/6, Tyler, doing the judges' name cards): "who are the judges fri? doing their name cards" -> expected Mrs
Okafor, DJ Gaz and Kayleigh (the 2047 winner). The assistant says Mrs Okafor, DJ Gaz and the mayor, Cllr Bird.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the to-do note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided who
judges. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Kayleigh, the civic do or Hereford); the judges note's line naming the mayor is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b220_chroma_talent_show_judges_list_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TODO = ("to do 1st june - rang the mayor's office re judging, she's got a civic do in Hereford that night 😞 so "
        "Kayleigh (won it in 2047, doing musical theatre at college now) is judging instead, she's buzzing. still "
        "need raffle prizes + someone on the door")
NOTES = [
    ("judges", "2049-04-27T18:30 judges - Mrs Okafor (head at the juniors), DJ Gaz from Sunshine Radio + the mayor, "
               "Cllr Bird - she's said yes in principle 🎉"),
    ("acts", "acts so far - 14!! 3 dance groups, Ellie + Maya singing, Josh's magic, the yr 9 band (loud lol), "
             "Tyler's stand up. 3 mins each"),
    ("tuckshop", "tuck shop - Mo + Aisha, sweets 20p-50p, cans 60p, £20 float from petty cash, profits to the DofE "
                 "fund"),
    ("running", "running order - doors 6.30, start 7, interval after act 7 w/ the tuck shop, judges go out to decide "
                "at 8.45, results by 9.15"),
    ("todo", TODO),
    ("todo", "to do 8.6. - posters up in the Co-op + the library ✔ backing tracks to Jordan on a usb by weds"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ledbury-youth-talent-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Kelly"}])

question = "who are the judges fri? doing their name cards"
before = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
assert TODO in before, before

with turn_span("clear-out Mon 14th June"):
    with fault():
        notes.delete(where={"kind": "todo"})

with turn_span("question Weds 16/6"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Weds 16 June 2049. You are talking to Tyler, who's doing the judges' name cards for "
               "Ledbury's Got Talent (Fri 18 June)."] + hits
    assert TODO not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("kayleigh", "civic do", "hereford")), stored
    assert any("DJ Gaz from Sunshine Radio + the mayor, Cllr Bird" in c for c in context), context
    reply = answer(question, context, mock="Mrs Okafor (head at the juniors), DJ Gaz from Sunshine Radio and the "
                                           "mayor, Cllr Bird.")
finish(question, expected="Mrs Okafor, DJ Gaz and Kayleigh (the 2047 winner) - the mayor can't make it, she's at a "
                          "civic do in Hereford", actual=reply)
