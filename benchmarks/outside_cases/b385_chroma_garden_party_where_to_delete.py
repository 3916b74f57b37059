"""Batch 385 (held out). A Newfoundland outport church's garden party: chromadb collection of the hall committee's
notes, one root span per note, one for Bride's clear-out and one for the question; the clear-out deletes, by a
metadata filter, the raffle notes once the tickets are out with the sellers, and one of them also moved the party.

App: St. Alban's church in Capelin Bight hold their garden party on Sat. Aug. 19, 2051 - a parade from the wharf
with the band, the food tent (fish cakes, toutons, moose burgers), the tea tent with the homemade pies, the wheel
and the fish pond, a raffle for the quilt. Bride (the hall committee's secretary) files the committee's notes into
one chroma collection with metadata ``kind`` (plan, food, games, raffle, help). Once the raffle tickets are out with
the sellers she deletes the raffle notes with ``where={"kind": "raffle"}``; the helper answers from the 4 nearest.

Planted fault (DeletionError): the plan note (July 12) has the garden party on the field behind the church, 1 to 6.
Bride's raffle note of Mon. Aug. 14 starts with the raffle tickets (all gone out to the sellers, stubs and money
back by Fri.) and says, after, that the field's some wet after all the rain, Rev. says they're not tearing it up
with the tents, so the garden party's moved to the Lions Club on the Point Rd., same times, parade still from the
wharf. Bride's clear-out (Wed. Aug. 16) deletes the raffle notes, that one with them. Question (Fri. Aug. 18,
Sharon, home from Alberta): "where's the garden party to tomorrow? coming across on the ferry w/ the youngsters" ->
expected the Lions Club on the Point Rd. (the field's too wet). The assistant says the field behind the church.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Aug. 14 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the Lions Club, the Point Rd. or the wet field); the plan note's field behind the church is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b385_chroma_garden_party_where_to_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Mon. Aug. 14 - all the raffle tix are gone out to the sellers, stubs + money back to me by Fri. pls!! ALSO "
         "folks the field's some wet after all the rain, Rev. says we're not tearing it up w/ the tents, so the "
         "garden party's moved to the Lions Club on the Point Rd. - same times, parade's still from the wharf")
NOTES = [
    ("plan", "July 12 GARDEN PARTY 🎈 Sat. Aug. 19, 1-6 p.m. on the field behind the church, parade from the wharf "
             "at 12:30 w/ the Capelin Bight band. rain date the Sun."),
    ("food", "July 20 food tent - fish cakes, hot dogs, toutons, moose burgers (Ches got his licence 🙌) + the tea "
             "tent w/ the homemade pies, bakeapple if we can get them"),
    ("games", "26/07 wheel of fortune, the fish pond, ring toss + the crown & anchor board, Kinsmen are running the "
              "beer tent"),
    ("raffle", "Aug. 2 raffle tickets printed, 3 for $5. 1st prize the quilt the ACW made, 2nd a cord of wood, 3rd a "
               "$250 Foodland card"),
    ("raffle", MOVED),
    ("help", "Aug. 15 still need 4 for the tea tent, 2 hr shifts, message me or leave a note in the porch"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-albans-capelin-bight-garden-party-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Bride"}])
assert notes.count() == len(NOTES)

question = "where's the garden party to tomorrow? coming across on the ferry w/ the youngsters"
with turn_span("clear-out Wed. Aug. 16"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "raffle"})

with turn_span("question Fri. Aug. 18"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Friday, August 18, 2051. You are talking to Sharon, who's home from Alberta for St. "
               "Alban's garden party in Capelin Bight."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("lions club", "point rd", "some wet", "moved")), stored
    assert any("on the field behind the church" in c for c in context), context
    reply = answer(question, context, mock="On the field behind the church my dear, 1 till 6 - the parade leaves "
                                           "the wharf at 12:30 if the youngsters wants to see the band.")
finish(question, expected="the Lions Club on the Point Rd. - the field behind the church is too wet", actual=reply)
