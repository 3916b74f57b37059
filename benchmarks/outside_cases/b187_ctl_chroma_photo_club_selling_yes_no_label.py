"""Batch 187 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call
its own trace).

App: Newport Photographic Society's annual exhibition is Sat 3rd - Sun 11th Oct 2043 at the Cosy Hall - members'
prints in the black 50x40 frames, hanging on the Friday night, stewards on the desk 10-4. The committee's notes go
into one chroma collection; the helper answers the stewards from the 4 nearest notes.

Memory: 2043-08-20T20:00 - the dates, hanging Fri 2nd from half 6, stewards 10-4; 14/9 - asked the hall about
selling prints, Carol on the bookings desk says no selling on the premises, it's in the hire agreement, so a price
list only and buyers ring the club after; Weds 23 Sep - Meera caught the hall chairman at the Rotary do: as it's for
the club's funds and not a shop, he's happy for them to take money at the stewards' desk, cash or Rob's card reader,
he'll square it with the trustees; 1.10. - frames, 6 needing new glass. Question (Sun 4/10, Jim, stewarding): "can we
take money for prints at the desk? a chap wants to buy my heron one, says he'll pay now" The assistant says yes -
cash or Rob's card reader at the stewards' desk, the hall chairman's OK'd it. The label says no - the hall doesn't
allow selling.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b187_ctl_chroma_photo_club_selling_yes_no_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-08-20T20:00", "EXHIBITION sat 3rd - sun 11th oct at the Cosy Hall 📸 hanging fri 2nd from half 6, stewards "
                         "10-4 every day, 2 on at a time"),
    ("14/9", "asked the hall about selling prints - Carol on the bookings desk says no selling on the premises, it's "
             "in the hire agreement 😕 so price list only + buyers ring the club after"),
    ("Weds 23 Sep", "Meera caught the hall chairman at the Rotary do 🍷 as it's for the club's funds + not a shop he's "
                    "happy for us to take money at the stewards' desk, cash or Rob's card reader. he'll square it w "
                    "the trustees"),
    ("1.10.", "frames - 40 of the black 50x40s out of the store, 6 need new glass, Jim's getting it cut at Wickes"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("newport-ps-exhibition-2043",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"date": d} for d, _ in NOTES])

question = "can we take money for prints at the desk? a chap wants to buy my heron one, says he'll pay now"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 4 Oct 2043. You are talking to Jim, a member stewarding at Newport Photographic Society's "
           "exhibition (Sat 3 - Sun 11 Oct, Cosy Hall)."] + hits
assert any("no selling on the premises" in c for c in context), context
assert any("happy for us to take money at the stewards' desk" in c for c in context), context
reply = answer(question, context, mock="Yes - take it at the stewards' desk, cash or Rob's card reader; the hall "
                                       "chairman's OK'd it as it's for club funds.")
finish(question, expected="no - the hall doesn't allow selling", actual=reply)
