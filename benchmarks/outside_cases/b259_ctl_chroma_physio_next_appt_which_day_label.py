"""Batch 259 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the physio and the receptionist each file their own notes on the patient), then the question's query.

App: Calder Physio & Sports Injury (three physios, a receptionist, a room over the bike shop) keep a chroma
collection of patient notes per patient that the patient's helper answers from (the 4 nearest). Rachel (the
physio) and Julie (on reception) file notes on Priya Shah, 34, a runner with Achilles tendinopathy.

Memory: Rachel, 2053-05-29T17:50 - L Achilles, 3rd session, calf raises progressed to single leg 3x15 off the step,
run/walk 1 min/1 min x10 on the flat, next appt Thu 12th June 9.40 with her; Julie, Mon 2/6 - Priya rang, she's got
a hospital appt on the 12th (her mum's), can't do it, moved to Fri 13th 2.15 with Rachel, same room, text sent;
Rachel, 4/6 - the orthotics letter has gone to the podiatrist; Julie, 5.6. - her insurer (Bupa) wants the
authorisation number on the invoice. Question (Tue 10/6, Priya): "when's my next physio? want to book the day off
work" The assistant says Fri 13th June at 2.15 with Rachel (moved from the Thursday). The label says Thu 12th June,
9.40.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b259_ctl_chroma_physio_next_appt_which_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "rachel": [
        "2053-05-29T17:50 L Achilles tendinopathy, 3rd session. calf raises progressed to single leg 3x15 off the "
        "step 💪 run/walk 1 min/1 min x10 on the flat, no hills yet. next appt thu 12th june 9.40 w/ me",
        "4/6 orthotics letter gone to the podiatrist (Mr Lord), cc GP",
    ],
    "julie": [
        "Mon 2/6 Priya rang - she's got a hospital appt on the 12th (her mum's), can't do it 😕 moved to fri 13th "
        "2.15 w/ Rachel, same room, text sent",
        "5.6. her insurer (Bupa) wants the authorisation no. on the invoice, it's on her file",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-physio-priya-shah",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's my next physio? want to book the day off work"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 10 June 2053. You are talking to Priya Shah, a patient of Calder Physio & Sports Injury "
           "(left Achilles)."] + hits
assert any("next appt thu 12th june 9.40 w/ me" in c for c in context), context
assert any("can't do it" in c and "moved to fri 13th 2.15 w/ Rachel" in c for c in context), context
reply = answer(question, context, mock="Friday 13th June at 2.15 with Rachel - it was moved from the Thursday "
                                       "because of your mum's hospital appointment.")
finish(question, expected="Thu 12th June, 9.40", actual=reply)
