"""Batch 315 (held out). A brass rubbing club: chromadb collection of the club's notes, one root span per note, one
for the secretary's clear-out and one for the question; the clear-out deletes, by a metadata filter, the minutes
notes she has typed up for the newsletter, and one of them also carried the new meeting place for a visit.

App: the Calder Brass Rubbing Circle (a dozen members, mostly retired, heelball and black paper, a church a month)
visit St Oswald's, Thornhill on Thu 18th May 2050 to rub the Savile brasses. Margaret (the secretary) and Derek
(who fixes the visits up with the churches) file notes into one chroma collection (metadata ``kind``: visit, kit,
fees, minutes, lifts). Once the minutes are typed up into the newsletter Margaret deletes the minutes notes with a
``where`` filter on ``kind``; the helper answers members' questions from the 4 nearest notes.

Planted fault (DeletionError): Derek's visit note (2050-04-03T11:20) has the Thornhill visit on Thu 18th May, meet
in the church porch at 10, the church is ours till 3. Margaret's minutes note of Weds 3rd May is the meeting - the
treasurer's report (£212 in the kitty), the paper order - and says, in the middle, that Derek read out the vicar's
email: since the lead went off the vestry roof the church is kept locked weekdays, so we're to meet at the vicarage
on Church Lane at 10 and Rev Hartley will walk us over with the key. Margaret's clear-out (Mon 8/5) deletes the
minutes notes, that one with them. Question (Tue 16/5, Joan): "where are we meeting on thurs for Thornhill? I'm
giving Audrey a lift + want to tell her where to look for us" -> expected the vicarage on Church Lane at 10 (the
vicar brings the key). The assistant says the church porch at 10.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Margaret's Weds 3rd May note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the vicarage, the lead or the key); the visit note's "meet in the church porch at 10"
is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b315_chroma_brass_rubbing_meeting_place_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 3rd May minutes (Margaret) - treasurer's report, £212 in the kitty after the Ledsham trip. paper order "
         "going in, 20 rolls black + 5 gold. Derek read out the vicar's email re Thornhill - since the lead went off "
         "the vestry roof they keep the church locked weekdays 😔 so we meet at the vicarage on Church Lane at 10, "
         "Rev Hartley'll walk us over w/ the key. AOB - Brian's knee")
NOTES = [
    ("visit", "Derek", "2050-04-03T11:20 THORNHILL 🏰 St Oswald's, thurs 18th may, the Savile brasses (the knight + "
                       "lady are the big ones). meet in the church porch at 10, church is ours till 3"),
    ("kit", "Margaret", "kit for Thornhill - own heelball, masking tape NOT sellotape (vicar's v particular), a soft "
                        "brush, kneeler. club paper's in the box in Derek's boot"),
    ("fees", "Derek", "19.4. church asks £4 a rubbing for the big ones, £2 the small, into the roof fund box, cash"),
    ("minutes", "Margaret", "5/4 minutes - Ledsham was lovely, 11 went. next yr's programme ideas to Derek. "
                            "teas rota: Joan, Audrey, Pat"),
    ("minutes", "Margaret", MOVED),
    ("lifts", "Margaret", "lifts - Derek takes 3 + the kit, Joan's taking Audrey, Pat's got room for 2 from Elland"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-brass-rubbing-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = ("where are we meeting on thurs for Thornhill? I'm giving Audrey a lift + want to tell her where to look "
            "for us")
with turn_span("clear-out Mon 8/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "minutes"})

with turn_span("question Tue 16/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 16 May 2050. You are talking to Joan, a member of the Calder Brass Rubbing Circle "
               "(visit to St Oswald's, Thornhill, Thu 18 May)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("vicarage", "lead went", "the key")), stored
    assert any("meet in the church porch at 10" in c for c in context), context
    reply = answer(question, context, mock="In the church porch at St Oswald's at 10 - the church is ours till 3.")
finish(question, expected="at the vicarage on Church Lane at 10 - the church is locked now, the vicar walks us over "
                          "with the key", actual=reply)
