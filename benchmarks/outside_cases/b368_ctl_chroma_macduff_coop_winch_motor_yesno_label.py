"""Batch 368 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the co-op office and the co-op engineer each file their own notes), then the question's query.

App: the Deveron & Macduff Fishermen's Co-op run a gear store and an engineer for their member boats - orders from
Macduff Marine come up on the Thursday van. Sandra (in the office, doing the orders) and Jimmy (the co-op engineer)
file notes into one chroma collection; the helper answers skippers' questions from the 4 nearest.

Memory: Sandra, 2051-03-02T10:15 - ordered a Hagglunds winch motor for the Bonnie Lass (BF 412) from Macduff Marine,
£4,300, on Thurs 16th's van; Jimmy, Tue 7/3 - he's rebuilt the old winch motor, new seals and bearings, running
sweet on the test, cancel the new one and save the £4k; Sandra, 8/3 - done, Macduff Marine cancelled it, credit note
to follow, she's put 2 x 20 L hydraulic oil on the same van instead; Jimmy, 14/3 - the gearbox oil change is done,
he's back on the Bonnie Lass fri for the net drum. Question (Weds 15/3, Robert, skipper of the Bonnie Lass): "is the
new winch motor coming on the morn's van?" The assistant says no - the order was cancelled after Jimmy rebuilt the
old motor; only the 2 x 20 L hydraulic oil is on Thursday's van. The label says yes, on Thursday 16th's van from
Macduff Marine - an order that was cancelled.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b368_ctl_chroma_macduff_coop_winch_motor_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sandra": [
        "2051-03-02T10:15 ORDERED - Hagglunds winch motor for the Bonnie Lass BF 412 fae Macduff Marine, £4,300 + "
        "VAT, on thurs 16th's van. Robert's signed for it",
        "8/3 done - Macduff Marine cancelled the winch motor, credit note to follow 👍 put 2 x 20L hyd oil on the same "
        "van instead",
    ],
    "jimmy": [
        "Tue 7/3 rebuilt the old winch motor on the Bonnie Lass, new seals + bearings, running sweet on the test. "
        "cancel the new one Sandra, save the £4k",
        "14/3 gearbox oil change done on the Bonnie Lass, back on her fri for the net drum. HW 0648",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("deveron-macduff-coop-gear-51",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the new winch motor coming on the morn's van?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 15 March 2051. You are talking to Robert, skipper of the Bonnie Lass BF 412 (Deveron & "
           "Macduff Fishermen's Co-op)."] + hits
assert any("on thurs 16th's van" in c and "winch motor" in c for c in context), context
assert any("cancel the new one" in c for c in context), context
assert any("Macduff Marine cancelled the winch motor" in c for c in context), context
reply = answer(question, context, mock="No - the new winch motor was cancelled once Jimmy rebuilt the old one. "
                                       "Tomorrow's van just has the 2 x 20 L hydraulic oil for you.")
finish(question, expected="yes - on Thursday 16th's van from Macduff Marine", actual=reply)
