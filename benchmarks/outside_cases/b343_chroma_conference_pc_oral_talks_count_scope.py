"""Batch 343 (held out). A conference programme committee: chromadb collection of the PC's minutes and notes, script
style (every call its own trace); for a "how many" question about the programme the helper asks only the decisions
and programme notes, and the note that moved the Thursday posters into the oral sessions was filed under the venue.

App: the Pacific Rim Symposium on Coastal Informatics (PRSCI 2051) is held 9-11 Aug 2051 at the University of
Victoria, BC. The PC co-chairs (KL in Brisbane, MT in Victoria) file their minutes and notes into one chroma
collection with metadata ``kind`` (decisions, programme, venue, reviewing, budget); for a question about the
programme the helper asks only the decisions and programme notes (``where={"kind": {"$in": ["decisions",
"programme"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the PC meeting minutes of 2051-05-19 record 24 full
papers accepted for oral presentation and 11 short papers for the posters; the programme note of Mon 22 May sets
out six oral sessions of four 20-minute talks. MT's note of Fri 2 June opens with the room bookings (so it was filed
as venue) and records that the poster hall is lost on the Thursday to a convocation booking, so it was agreed,
with some reluctance, that the 6 short papers scheduled for Thursday's poster session be given as 15-minute oral
presentations instead. Question (Mon 12 June, the local organiser ordering presenter gifts): "How many oral
presentations will there be in the programme altogether? We are ordering one gift per presenting author." ->
expected 30 (24 full papers + the 6 Thursday short papers moved to oral). The scoped query returns the decisions,
programme and an older programme note; the assistant says 24.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Fri 2 June note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
mentions the convocation or the 6 short papers as oral; the 24 full papers are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b343_chroma_conference_pc_oral_talks_count_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Fri 2 June (MT) - Room bookings: the David Lam Auditorium (cap. 220) is confirmed for all three days, AV "
         "tech on site from 0800 PDT. Bad news re the poster hall: Ceremonies have taken it on the Thursday for a "
         "convocation booking. After some back-and-forth it was agreed, with some reluctance, that the 6 short "
         "papers scheduled for Thursday's poster session be given as oral presentations instead (15 min each, "
         "incl. questions) in the auditorium. ACTION: RT to revise the programme grid by Wed.")
NOTES = [
    ("decisions", "KL",
     "Minutes, PC meeting 2051-05-19 (Zoom, 1600 AEST / 2300 PDT prev. day). Final decisions: 24 full papers "
     "accepted for oral presentation (acceptance rate 23.5%), 11 short papers accepted as posters, 3 borderline papers "
     "declined after discussion. ACTION: KL to send notifications by 26 May AoE."),
    ("programme", "KL",
     "Mon 22 May (KL) - programme structure tentatively agreed: six oral sessions, each of four 20-min talks incl. "
     "questions; two poster sessions (Wed + Thurs afternoons); keynotes Tues and Thurs am."),
    ("programme", "KL",
     "2051-04-28 KL - draft programme: opening 0900 Tues 9 Aug, banquet Wed evening at the Fairmont (to be "
     "confirmed), closing 1500 Thurs."),
    ("venue", "MT", MOVED),
    ("reviewing", "MT",
     "15/5 MT - 112 reviewers, 3 reviews per paper; 4 late reviews chased (two from the same institution, sigh). "
     "Meta-reviews due 17 May AoE."),
    ("budget", "KL",
     "Tues 30 May (KL) - keynote travel CAD 2,400 each x 2 approved; student volunteers get free registration + the "
     "banquet; presenter gifts budgeted at CAD 18 per presenting author."),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("prsci-2051-pc", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = ("How many oral presentations will there be in the programme altogether? We are ordering one gift per "
            "presenting author.")
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["decisions", "programme"]}})
hits = found["documents"][0]
context = ["Today is Mon 12 June 2051. You are talking to the local organiser of PRSCI 2051 (University of Victoria, "
           "9-11 Aug 2051)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("convocation", "6 short papers", "oral presentations instead")), context
assert any("24 full papers accepted for oral presentation" in c for c in context), context
reply = answer(question, context, mock="24 oral presentations - the 24 full papers, in six sessions of four talks. "
                                       "The 11 short papers are posters.")
finish(question, expected="30 - the 24 full papers plus the 6 Thursday short papers moved from posters to oral talks",
       actual=reply)
