"""Batch 265 (held out). A church hall's bookings: chromadb collection of the bookings secretary's notes, script
style (every call its own trace); for an "is it free" question the helper asks only the bookings and regulars notes,
and the note with a cancellation was filed under the keys.

App: St Mary's church hall in Luddenden is let out by the PCC - the main hall with a stage, the small room, a
kitchen - to the Scouts, the WI, a toddler group, Zumba, slimming world and anyone's birthday party. Pam (the
bookings secretary) files her notes into one chroma collection with metadata ``kind`` (booking, regulars, money,
keys, maintenance); for a "free / booked" question the helper asks only the bookings and regulars notes
(``where={"kind": {"$in": ["booking", "regulars"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Pam's note of 2050-11-02T10:15 has the Scouts in the
main hall all day Sat 14th Jan for their quiz and chilli night, setting up from 1, £90 paid. Her note of Mon 5th
Dec starts with Dave from the Scouts dropping the spare key back through the letterbox (so it was filed as keys) and
says, in passing, that they've moved the quiz to the new Scout hut now it's got its heating, so they won't need the
hall on the 14th Jan after all - refund the £90 - and that the back door's sticking again. Question (Tue 13/12, Lynne):
"is the hall free sat 14th jan for my mum's 80th? afternoon, 2 till 6ish" -> expected yes (the Scouts have
cancelled). The scoped query returns the bookings and the regulars; the assistant says no, the Scouts have it.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 5th Dec note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has the Scout hut, the refund or "won't need"; the Scouts' Sat 14th Jan booking is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b265_chroma_church_hall_party_free_yesno_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

CANCEL = ("Mon 5th Dec - Dave (Scouts) dropped the spare key back thru the letterbox 🙄 no note. rang him - they've "
          "moved their quiz to the new Scout hut now it's got its heating in, so they won't need the hall the 14th "
          "jan after all, refund the £90 pls. also back door's sticking AGAIN")
NOTES = [
    ("booking", "2050-11-02T10:15 Scouts - main hall sat 14th jan ALL DAY for their quiz + chilli nite, setting up "
                "from 1, £90 paid (cash, in the tin)"),
    ("booking", "Weds 9/11 WI xmas fair sat 3rd dec 9-4, they want the urn + all the trestles + the small room for "
                "teas"),
    ("regulars", "regulars in the hall: toddlers tue 9.30-11.30, Zumba mon 7pm, slimming world thurs 6-8, choir weds "
                 "eve in the small room"),
    ("money", "hire 2050/51 - £15/hr parish groups, £20/hr others, parties min 3 hrs + £25 deposit, kitchen £10"),
    ("keys", CANCEL),
    ("maintenance", "19/12 boiler man coming am, someone needs to be in from 8. fire extinguishers due in feb"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-marys-luddenden-hall",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Pam"}])

question = "is the hall free sat 14th jan for my mum's 80th? afternoon, 2 till 6ish"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert CANCEL in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["booking", "regulars"]}})
hits = found["documents"][0]
context = ["Today is Tue 13 December 2050. You are talking to Lynne, who wants to hire St Mary's church hall, "
           "Luddenden."] + hits
assert CANCEL not in hits and not any(w in c.lower() for c in context
                                      for w in ("scout hut", "refund", "won't need")), context
assert any("Scouts - main hall sat 14th jan ALL DAY" in c for c in context), context
reply = answer(question, context, mock="Sorry, no - the Scouts have the main hall all day Sat 14th Jan for their quiz "
                                       "and chilli night, setting up from 1.")
finish(question, expected="yes - the Scouts cancelled (their quiz has gone to the new Scout hut)", actual=reply)
