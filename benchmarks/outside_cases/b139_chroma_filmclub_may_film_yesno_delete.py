"""Batch 139 (held out). A village hall film club's notes: chromadb collection, script style (each call its own
trace).

App: Easby Village Hall Film Club shows a film on a Friday each month (a borrowed projector, the WI doing the
interval, a FilmBank licence per film) and keeps its notes in one chroma collection, each tagged with the ``film``
it's about ("general" for the rest). After each screening Linda, the secretary, deletes that film's notes so the
helper isn't cluttered with old nights.

Planted fault (DeletionError): the spring programme of 14/3 has April The Dig (Fri 10th) and May Paddington 2 (Fri
15th, a family one at 6pm, kids £2). Linda's note of Fri 10/4 is filed under film=The Dig, since it's about the
night (43 in, £172 on the door, the projector's fan noisy again) - but it also says the FilmBank licence for
Paddington didn't come through in time, so May's going to be Aftersun instead (12A, usual 7.30 start, paid £98,
posters to do). The clear-out of The Dig's notes deletes it. Question (Weds 22/4, Maureen, a member): "are we
still doing paddington 2 in may? said i'd bring the grandkids" -> expected no (it's Aftersun, a 12A, at 7.30). The
assistant says yes.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the note that swaps May's film was in the
collection and found before the clear-out, and the delete removed it while it still held for May. Asserted: the
note is found before the delete and is gone from the collection and the context after it; the programme line (May
Paddington 2) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b139_chroma_filmclub_may_film_yesno_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SWAP = ("Fri 10/4 Linda - The Dig went down well, 43 in, £172 on the door + £38 on the raffle. projector fan's "
        "noisy again, Derek says it's the dust. NB May - FilmBank licence for Paddington didn't come thru in time "
        "(they want 6 wks notice now, who knew), so we're doing Aftersun on the 15th, it's a 12A, usual 7.30. "
        "licence paid £98, I'll do new posters")
NOTES = [
    ("general", "SPRING PROGRAMME 14/3: April - The Dig (fri 10th, 7.30). May - Paddington 2 (fri 15th, family one "
                "at 6pm, kids £2, adults £5). June - Living (fri 12th). doors half an hour before"),
    ("The Dig", "The Dig - licence £98 paid 2/3, DVD from Derek's library card, 1h52"),
    ("The Dig", SWAP),
    ("general", "projector's on loan from the school, Mr Patel needs it back by the monday after each showing"),
    ("The Dig", "WI doing the interval for The Dig, scones + tea, they keep the takings for the church roof"),
    ("general", "chairs: 60 in the hall, the 10 with wobbly legs are behind the stage, DON'T put them out"),
    ("general", "Weds 8 Apr committee - thinking outdoor screening in aug on the green if the school lends the "
                "big screen, Derek to ask"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("easby-film-club", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"film": f} for f, _ in NOTES])

words = "may film Paddington 2 showing friday"
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert SWAP in before, before

with fault():
    notes.delete(where={"film": "The Dig"})

question = "are we still doing paddington 2 in may? said i'd bring the grandkids"
stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Weds 22 April 2037. You are talking to Maureen, a member of Easby Village Hall Film Club."] + hits
assert SWAP not in stored and not any("Aftersun" in c or "didn't come thru" in c for c in stored + context), stored
assert any("May - Paddington 2 (fri 15th" in c for c in context), context
reply = answer(question, context, mock="Yes - Paddington 2 on Friday 15th May, the family showing at 6pm, kids £2.")
finish(question, expected="no - the Paddington licence didn't come through, May's Aftersun (a 12A) at 7.30",
       actual=reply)
