"""Batch 234 (held out). A tennis club's finals day: chromadb collection of the committee's notes, script style
(every call its own trace); for a question about who's doing a job on the day the helper asks only the umpires
notes, and the note that changed the men's final umpire was filed under teas.

App: Hebble Vale Lawn Tennis Club hold their finals day on Sat 9th July 2050 - ladies' singles final at 11, men's
at 12.30, mixed doubles about 2.30, juniors on court 3 all day, strawberries and cream from half 1. Ruth (the club
secretary) files notes into one chroma collection with metadata ``kind`` (matches, umpires, teas, prizes); for a
"who's doing ..." question the helper asks only the umpires notes (``where={"kind": "umpires"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ruth's umpires note (2050-06-02T19:15) has Alan in the
high chair for the men's final. Her note of Tue 28th Jun starts with the strawberries (so it was filed as teas) and
says, in the middle, that Alan's hip is playing up again so he can't do the chair, Geoff's said he'll umpire the
men's final and Alan will do a line at the clubhouse end instead - then scones off Pat. Question (Thu 7/7, Sam,
doing the order-of-play board): "who's umpiring the men's final on sat? want to put it on the board" -> expected
Geoff (Alan's hip). The umpires-scoped query returns the umpires notes; the assistant says Alan.

Expected verdict: RetrievalError at chroma's query (the umpires-scoped query, wrapped in fault()): the teas note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
Geoff or Alan's hip; the umpires note's "men's final Alan" is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b234_chroma_tennis_finals_umpire_who_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SWAP = ("Tue 28th Jun - strawbs ordered from Haigh's 🍓 30 punnets + cream from the farm shop. bad news, Alan's hip's "
        "playing up again so he can't do the high chair, Geoff's said he'll umpire the men's final, Alan'll do a line "
        "at the clubhouse end instead (sitting down!). Pat's doing scones")
NOTES = [
    ("matches", "2050-05-20T20:00 FINALS DAY 🎾 sat 9th july. ladies singles final 11, men's 12.30, mixed dbls 2.30ish, "
                "juniors on court 3 all day. members £2 on the gate, kids free"),
    ("umpires", "2050-06-02T19:15 umpires - ladies final Margaret, men's final Alan (in the high chair, he loves it), "
                "mixed Derek. line judges from the juniors, 2 a side, Derek to sort"),
    ("prizes", "14/6 - cups back from the engravers, 4 + the junior shield. Cllr Shaw presenting at 4ish"),
    ("teas", SWAP),
    ("umpires", "Sat 2/7 - new balls, 2 tins a match, Dunlop. umpires' chairs out of the shed fri night, Derek's got "
                "the key"),
    ("matches", "Tue 5th - finalists confirmed, ladies Emma v Jo, men's Tom v Raj, mixed Emma + Tom v Jo + Sunil"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hebble-vale-ltc-finals-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Ruth"}])

question = "who's umpiring the men's final on sat? want to put it on the board"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SWAP in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": "umpires"})
hits = found["documents"][0]
context = ["Today is Thu 7 July 2050. You are talking to Sam, who's doing the order-of-play board for Hebble Vale "
           "LTC's finals day (Sat 9 July)."] + hits
assert SWAP not in hits and not any(w in c.lower() for c in context for w in ("geoff", "hip", "can't do")), context
assert any("men's final Alan (in the high chair" in c for c in context), context
reply = answer(question, context, mock="Alan - he's in the high chair for the men's final at 12.30.")
finish(question, expected="Geoff - Alan's hip is playing up so Geoff's umpiring it, Alan's on a line", actual=reply)
