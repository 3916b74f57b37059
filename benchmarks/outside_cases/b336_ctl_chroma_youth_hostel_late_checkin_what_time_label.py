"""Batch 336 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the warden and the assistant warden each file their own notes), then the question's query.

App: Settle Youth Hostel (52 beds, a short taxi ride up from the station) keeps the reception team's notes in one
chroma collection - Sue (the warden) and Ahmed (the assistant warden) - and the helper answers guests' questions
from the 4 nearest.

Memory: Sue, 2051-03-28T10:00 - reception for the new season, mornings 8-10.30, evenings 5-10pm, last check-in 10pm
sharp, door's locked after; Ahmed, Mon 3 July - he's doing the late shift from now till the end of August, so
reception's open till 11, last check-in 11pm, Sue's OK'd it; Sue, 12.7. - school holidays start the 21st, nearly
full every night till September; Ahmed, Sat 15/7 - new lock on the bike shed, code on the key board in the office.
Question (Tue 8/8, a guest on the phone): "how late can we check in tonight? train gets in to Settle at 9.40 then
it's a taxi" The assistant says up to 11pm - Ahmed's on the late shift through August. The label says 10pm.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b336_ctl_chroma_youth_hostel_late_checkin_what_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sue": [
        "2051-03-28T10:00 reception hrs new season 🏔️ mornings 8-10.30, evenings 5-10pm. last check in 10pm SHARP, "
        "door's locked after that, no exceptions (looking at u, Three Peaks lot)",
        "12.7. school hols start the 21st - nearly full every nite till sept, no more group bookings pls",
    ],
    "ahmed": [
        "Mon 3 July - I'm doing the late shift from now till end of aug so reception's open till 11, last check in "
        "11pm. Sue's OK'd it 👍",
        "Sat 15/7 new lock on the bike shed, code's on the key board in the office, don't give it out over the phone",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("settle-yh-reception-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how late can we check in tonight? train gets in to Settle at 9.40 then it's a taxi"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 8 August 2051. You are talking to a guest on the phone who's booked at Settle Youth Hostel "
           "tonight."] + hits
assert any("last check in 10pm SHARP" in c for c in context), context
assert any("reception's open till 11, last check in 11pm" in c for c in context), context
reply = answer(question, context, mock="Up to 11pm tonight - Ahmed's on the late shift through August, so a 9.40 "
                                       "train and a taxi is fine.")
finish(question, expected="10pm", actual=reply)
