"""Batch 148 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(each guide's notes added from their own thread), then the question's query.

App: Heptonstall Local History Society's two guides, Barbara and Keith, keep their notes for the village history
walk (Sun 14th June 2037, 2pm) in one chroma collection, each writing from their own session; the helper answers
walkers from ``collection.query``.

Memory: Barbara, 14/3: the route - the museum, the churchyard and the old church ruins, the Cloth Hall, the octagon
chapel, down to Lumb Bank and back up past the Slack chapel, about 2 hrs, 3 miles; Barbara, 22.3.: a tea stop at
the Cross Inn, they'll do a pot for £2.50; Keith, Weds 8 Apr: the parish registers copy; Keith, Tue 9/6: he walked
it with a stopwatch on Saturday - the path down to Lumb Bank's been washed out in the March rain and the council
won't get to it till autumn, so it's the village bits only this year, an hour and a half with all the stops and
time for questions, Barbara's fine with it. Question (Thu 11/6, Gill, who's booked two tickets): "how long's the
walk sunday? my sister's got a bad hip" The assistant says about an hour and a half (Lumb Bank and the Slack bit are
out this year, the path down's washed out). The label says 2 hours - in memory, Barbara's first route note.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b148_ctl_chroma_history_walk_length_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "barbara": [
        ("14/3", "ROUTE - museum, churchyard + old church ruins, Cloth Hall, octagon chapel, then down to Lumb Bank + "
                 "back up past the Slack chapel. abt 2 hrs, 3 miles ish, steep bits"),
        ("22.3.", "tea stop at the Cross Inn half way, they'll do a pot for £2.50 a head if we tell them numbers"),
    ],
    "keith": [
        ("Weds 8 Apr", "got the parish registers copy from Halifax archives, the 1800s weavers' names - good for "
                       "Weavers Sq"),
        ("Tue 9/6", "walked it sat w the stopwatch - path down to Lumb Bank's been washed out in the march rain + the "
                    "council wont get to it till autumn, so village bits only this yr. 1.5hrs w all the stops + time "
                    "for questions. Barbara's fine w it"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-history-walk-guides",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"],
                  metadatas=[{"from": who, "date": day}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the walk sunday? my sister's got a bad hip"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 11 June 2037. You are talking to Gill, who has booked two tickets for the Heptonstall "
           "history walk on Sun 14 June."] + hits
assert any("abt 2 hrs, 3 miles" in c for c in context), context
assert any("1.5hrs w all the stops" in c and "Lumb Bank's been washed out" in c for c in context), context
reply = answer(question, context, mock="About an hour and a half with the stops - Lumb Bank and the Slack chapel bit "
                                       "are out this year because the path down's washed out, so it's just the "
                                       "village.")
finish(question, expected="2 hours", actual=reply)
