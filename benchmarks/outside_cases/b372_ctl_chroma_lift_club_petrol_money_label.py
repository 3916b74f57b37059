"""Batch 372 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the lift club's organiser and one of the dads each file their own messages), then the question's query.

App: four Grade 5 families at Protea Heights Primary share a lift club in 2051 - one driver a day, petrol money once
a month to whoever drove most. Megan (who organises it) and Ricardo (a driver) file the lift-club messages into one
chroma collection; the helper answers the other parents' questions from the 4 nearest.

Memory: Megan, 2051-01-16T20:10 - petrol money R350 a month per kid, EFT to whoever drove most that month, ref =
the kid's name; Megan, 28/02 - for March she's doing most of the driving, Ricardo's car is in for service two weeks;
Ricardo, Weds 08/03 - petrol's gone up again, can we make it R400 a kid? and Megan: ja fine, but from April, March
is already budgeted; Ricardo, Mon 20/03 - lekker, the robot at Protea & 5th is fixed, no more 20 min queue. Question
(Fri 31/03, Zanele, one kid in the lift club): "how much petrol money must I EFT Megan for March? just the one
kid" The assistant says R350 (the R400 only starts in April). The label says R400.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b372_ctl_chroma_lift_club_petrol_money_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "megan": [
        "2051-01-16T20:10 LIFT CLUB 🚗 petrol money R350 a month per kid, EFT to whoever drove most that month, ref "
        "= ur kid's name. I'll shout on the group who it is each month",
        "28/02 March I'm doing most of the driving, Ricardo's car's in for a service 2 wks - so March petrol money "
        "to me pls",
    ],
    "ricardo": [
        "Weds 08/03 petrol's gone up AGAIN 🙄 can we make it R400 a kid? -- Megan: ja fine, but from April, March "
        "is already budgeted",
        "Mon 20/03 lekker, the robot at Protea & 5th is fixed, no more 20 min queue in the mornings 🙌",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("protea-heights-gr5-lift-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much petrol money must I EFT Megan for March? just the one kid"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 31 March 2051. You are talking to Zanele, who has one child in the Protea Heights Gr 5 lift "
           "club."] + hits
assert any("petrol money R350 a month per kid" in c for c in context), context
assert any("make it R400 a kid" in c and "but from April" in c for c in context), context
assert any("March petrol money to me" in c for c in context), context
reply = answer(question, context, mock="R350 - the R400 only starts from April, March was already budgeted. EFT it "
                                       "to Megan with your kid's name as the ref.")
finish(question, expected="R400", actual=reply)
