"""Batch 171 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads (the
treasurer's and the quizmaster's notes each added from their own thread), then the question's query.

App: Little Fenton Village Hall's quiz night - teams of up to 6, £2 a head, a ploughman's at half time, the bar open.
Jan (hall treasurer, who does the bookings) and Colin (quizmaster) add their notes to one chroma collection from
their own phones; the helper answers people asking about the night from a query.

Memory: Jan, 2039-09-12T20:00: quiz night booked, Fri 18th Nov, 7.30 for 8, the hall's theirs from 6; Colin, Tue 20th
Sept: questions on the go, 8 rounds + a picture round; Jan, Weds 12th Oct: Brown Owl's been on - the Brownies have
had the hall that Friday since September for their disco, it's in the hall diary in pen, her fault; Sat 19th is free
and she's grabbed it, same times; Colin, 13/10: Sat's better anyway, the Fox has darts on Fridays, posters going up
at the weekend. Question (Mon 24/10, Ravi, getting a team together from work): "what date's the quiz? want to get it
in everyone's diary" The assistant says Sat 19th November, 7.30 for 8 - the Brownies have the hall on the Friday.
The label says Fri 18th November - the date first booked.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b171_ctl_chroma_quiz_night_date_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jan": [("2039-09-12T20:00", "quiz night booked!! fri 18th nov, 7.30 for 8, hall's ours from 6 to set up. £2 a "
                                 "head, teams up to 6"),
            ("Weds 12th Oct", "Brown Owl's been on 🙈 Brownies have had the hall that fri since Sept for their disco, "
                              "it's in the hall diary in pen - my fault. sat 19th is free so I've grabbed it, same "
                              "times")],
    "colin": [("Tue 20th Sept", "questions on the go, 8 rounds + picture round, Jan's doing the answer sheets"),
              ("13/10", "sat's better anyway, the Fox has darts on fridays so we'd have lost half the village lol. "
                        "posters going up at the weekend")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fenton-hall-quiz-night-2039",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"],
                  metadatas=[{"from": who, "day": day}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date's the quiz? want to get it in everyone's diary"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 24 October 2039. You are talking to Ravi, who is getting a team together from work for Little "
           "Fenton Village Hall's quiz night."] + hits
assert any("quiz night booked!! fri 18th nov" in c for c in context), context
assert any("sat 19th is free so I've grabbed it" in c for c in context), context
assert any("the Fox has darts on fridays" in c for c in context), context
reply = answer(question, context, mock="Sat 19th November, 7.30 for 8 - the Brownies have the hall on the Friday for "
                                       "their disco.")
finish(question, expected="Fri 18th November", actual=reply)
