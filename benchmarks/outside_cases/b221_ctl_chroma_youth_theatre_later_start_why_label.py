"""Batch 221 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Ross Youth Theatre put on "Joseph" on Fri 15th-Sat 16th July 2050 at the Larruperz Centre - a cast of 28,
tickets £7 and £4, ice creams in the interval. The theatre's notes go into one chroma collection; the helper answers
parents and grandparents from the 4 nearest notes.

Memory: Meg (the director), 2050-05-10T20:00 - Joseph, Fri 15th + Sat 16th July, 7pm both nights; Tom, Mon 13th
June - Saturday's carnival day, the parade comes past the Larruperz at 6ish and Henry St's shut till 7, could we go
7.30 on the Saturday?; Meg, Tue 14th June - the council says the parade's cleared by half 6 so the road's fine, BUT
Ollie (their Joseph) has his grade 5 piano in Hereford on the Saturday afternoon and his mum can't get him back
till gone 7, so 7.30 on the Saturday, Friday stays 7; the ice creams. Question (Weds 13/7, Ffion's grandad): "why's
the show later on the sat? just so i know for the lifts" The assistant says because Ollie, who plays Joseph, has his
grade 5 piano exam in Hereford that afternoon and can't be back till gone 7. The label says because the carnival
parade shuts the road (Tom's reason, which the council's timing ruled out).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b221_ctl_chroma_youth_theatre_later_start_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2050-05-10T20:00 Meg - JOSEPH 🌈 fri 15th + sat 16th july, 7pm both nights, Larruperz Centre. tickets £7 / £4 "
    "kids, on sale at the Corn Exchange",
    "Mon 13th June Tom - sat's carnival day, the parade comes past the Larruperz at 6ish + Henry St's shut till 7, "
    "could we go 7.30 sat?",
    "Tue 14th June Meg - council says the parade's cleared by half 6 so the road's fine. BUT Ollie (our Joseph!!) "
    "has his grade 5 piano in Hereford sat aft + his mum can't get him back till gone 7 😬 so 7.30 sat it is. fri "
    "stays 7",
    "ice creams - Mrs Pritchard's doing the interval, tubs £1.50, the yr 9s are selling",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ross-yt-joseph-2050", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES)

question = "why's the show later on the sat? just so i know for the lifts"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 13 July 2050. You are talking to Ffion's grandad; Ffion's in Ross Youth Theatre's Joseph "
           "(Fri 15-Sat 16 July)."] + hits
assert any("parade comes past the Larruperz at 6ish" in c for c in context), context
assert any("council says the parade's cleared by half 6" in c for c in context), context
assert any("grade 5 piano in Hereford sat aft" in c for c in context), context
reply = answer(question, context, mock="Because Ollie, who plays Joseph, has his grade 5 piano exam in Hereford that "
                                       "afternoon and can't be back till gone 7 - so Saturday's at 7.30, Friday's "
                                       "still 7.")
finish(question, expected="because of the carnival parade shutting the road", actual=reply)
