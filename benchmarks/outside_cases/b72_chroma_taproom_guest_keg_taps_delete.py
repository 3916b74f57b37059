"""Batch 72 (held out). A craft brewery taproom's events board: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Hop Yard Brewing (Stonehouse) runs its taproom Thu - Sat: a quiz on the first Wednesday of the month, bands on
Saturdays, a guest keg from another brewery most weeks. The bar team's notes sit in one collection with metadata
``{"when": yyyymmdd}`` (the event's date, or 0 for standing notes). On the 14th of each month the bar manager clears
out the notes for events that have been and gone, so the assistant's searches stay on what's coming up. Eleven
documents, Feb - Mar 2031.

Planted fault (DeletionError): the note about the meet-the-brewer night on 20/2 also held a lasting instruction:
"meet the brewer 20/2 - 30ish in, sold out of the stout by 9. for future - guest kegs + event kegs on the LEFT bank
(taps 1-4) for now, right bank glycol's playing up, Dave says nothing on 5-8 till the engineer's been (28/3)". The
clear-out of past events deletes it. Question (Fri 14/3, Jade, new on the bar): "which tap do I put the guest keg
on for tomorrow's band night?" -> expected one of the left-hand taps, 1-4 (the right bank's cooling is faulty until
28/3). The assistant goes by the standing note (guest keg always on tap 6, people see it from the door): tap 6.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the note is a hit of the
app's query before the delete, and is neither stored nor in the context after; the standing tap 6 note is in the
context. Another reading: none that we see; no other note mentions the glycol or the left bank.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b72_chroma_taproom_guest_keg_taps_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BREWER = ("meet the brewer 20/2 - 30ish in, sold out of the stout by 9. for future - guest kegs + event kegs on the "
          "LEFT bank (taps 1-4) for now, right bank glycol's playing up, Dave says nothing on 5-8 till the engineer's "
          "been (28/3)")
DOCS = [
    (0, "guest keg ALWAYS goes on tap 6 - it's the one u can see from the door, chalk it up on the board by the "
        "till"),
    (20310205, "quiz 5/2: 11 teams, Lou did the questions, winners 'Quizteama Aguilera' took the £40 bar tab"),
    (20310220, BREWER),
    (0, "card machine #2 drops out if it's on the window sill, keep it on the charger by the glass washer"),
    (20310301, "band sat 1/3 The Fretless Few - great night, £340 over the bar, they'd come back in the summer"),
    (20310305, "quiz 5/3 - 14 teams!! ran out of answer sheets, print 20 next time"),
    (20310315, "sat 15/3 band: Marrow & the Beets (folk-ish, 4 piece), 8-10.30, set up from 6.30 in the corner. "
               "guest keg that wk: Stroud Brewery's Tom Long, arrives thurs"),
    (20310402, "quiz 2/4 - Lou's away, Rach doing it. pick a picture round theme"),
    (0, "deliveries to the side gate NOT the front, the florist next door goes mad"),
    (20310412, "sat 12/4 - Easter beer fest prep, need 2 extra trestles from the scout hut"),
    (20310227, "keg return 27/2 - 9 empties back to Bristol Beer Factory, signed for by Mo"),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("hop-yard-taproom", embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"when": w} for w, _ in DOCS])

question = "which tap do I put the guest keg on for tomorrow's band night?"
words = "guest keg tap band night kegs taps"  # the app's search words
before = board.query(query_texts=[words], n_results=4)["documents"][0]
assert BREWER in before, before

# Fri 14 March: clear out the events that have been and gone (standing notes have when = 0)
with fault():
    board.delete(where={"$and": [{"when": {"$gt": 0}}, {"when": {"$lt": 20310314}}]})

stored = board.get()["documents"]
hits = board.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Fri 14 March 2031. You are talking to Jade, on her second week behind the bar."] + hits
assert BREWER not in stored and BREWER not in context
assert not any("glycol" in c or "LEFT bank" in c or "1-4" in c for c in context + stored), context
assert any("ALWAYS goes on tap 6" in c for c in context), context
reply = answer(question, context, mock="Tap 6 - the guest keg always goes there so people can see it from the "
                                       "door. Chalk it up on the board by the till.")
finish(question, expected="left bank, 1 to 4 - the right side's cooling is on the blink till the 28th", actual=reply)
