"""Batch 332 (held out). A funeral director's arrangements desk: chromadb collection of the desk's notes on one
funeral, one root span per note, one for Janet's clear-out and one for the question; the clear-out deletes, by a
metadata filter, the flowers notes once the order has gone to the florist, and one of them also carried the new
venue for the wake.

App: Brearley & Sons, funeral directors in Sowerby Bridge, are arranging the funeral of the late Mrs Edna Sutcliffe
on Fri 17th Nov 2051 - service at St Peter's at 11.30, then Park Wood crematorium, then back for the wake. Janet and
Mark on the arrangements desk file what the family tell them into one chroma collection (metadata ``kind``:
arrangement, service, cars, flowers, notices). Once the flowers order has gone to the florist Janet deletes the
flowers notes with ``collection.delete(where={"kind": "flowers"})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Mark's arrangement note (2051-11-06T10:20) has the wake at the Red Lion on Wharf St,
function room, the family doing the sandwiches through the pub. Janet's flowers note of Thu 9/11 (from the daughter,
Karen, ringing in) starts with the flowers - a spray of pink and white for the coffin, "MUM" in white
chrysanthemums from the grandchildren - and says, further down, that they've had to move the do after, the Red
Lion's function room only holds 50 and there's near 90 coming now, so it's Luddenden Cricket Club, they've said yes.
Janet's clear-out (Mon 13/11, the order sent) deletes the flowers notes, that one with them. Question (Weds 15/11,
the florist): "where's the do after? family want the sprays taking on there from the crem" -> expected Luddenden
Cricket Club (the Red Lion's too small now). The assistant says the Red Lion.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Karen's Thu 9/11 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the cricket club or near 90 coming); the arrangement note's Red Lion line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b332_chroma_funeral_wake_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Thu 9/11 Karen (daughter) rang re flowers - spray for the coffin pink + white, roses + lisianthus, 'MUM' in "
         "white chrysanths from the grandkids, card to read 'Love you always Nan x'. ALSO they've had to move the do "
         "after, the Red Lion's function room only holds 50 + there's near 90 coming now, so it's Luddenden Cricket "
         "Club, they've said yes, bar's open from 1")
NOTES = [
    ("arrangement", "Mark", "2051-11-06T10:20 SUTCLIFFE Edna, 84 - fri 17/11, St Peter's 11.30 then Park Wood crem "
                            "12.45. wake at the Red Lion, Wharf St, function room, family sorting sandwiches thru "
                            "the pub"),
    ("service", "Mark", "7/11 Rev Hall taking it, hymns The Lord's My Shepherd + Abide With Me, grandson Josh doing a "
                        "reading, out to Edelweiss (her fave)"),
    ("cars", "Janet", "hearse + 1 limo from the house, 14 Copley Ave, leaving 11.10. limo takes 6, rest following"),
    ("flowers", "Janet", "8/11 family flowers only, donations to Overgate Hospice, box at the back of church"),
    ("flowers", "Janet", MOVED),
    ("notices", "Janet", "notice in the Courier weds + fri, proof ok'd by Karen 10/11"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brearley-sutcliffe-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "where's the do after? family want the sprays taking on there from the crem"
with turn_span("clear-out Mon 13/11"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "flowers"})

with turn_span("question Weds 15/11"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 15 November 2051. You are talking to the florist doing the flowers for Mrs Edna "
               "Sutcliffe's funeral (Fri 17 Nov), arranged by Brearley & Sons."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("cricket", "luddenden", "near 90")), stored
    assert any("wake at the Red Lion, Wharf St" in c for c in context), context
    reply = answer(question, context, mock="The Red Lion on Wharf St - the wake's in their function room.")
finish(question, expected="Luddenden Cricket Club - the Red Lion's function room was too small for near 90",
       actual=reply)
