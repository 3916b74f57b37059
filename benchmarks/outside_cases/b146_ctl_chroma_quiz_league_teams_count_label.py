"""Batch 146 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the league secretary and the fixtures secretary each add their own notes), then the question's query.

App: the Upper Calder quiz league committee (Linda the secretary, Phil on fixtures) keep their notes in one chroma
collection; Sandra, who prints the score sheets, asks the helper.

Memory: Linda, 14/3: autumn season, 12 teams signed up, two new ones (the Golden Lion and the Cragg Vale Ramblers),
subs £20 a team by 1/9; Phil, 22.3.: fixtures - 12 teams means 11 rounds plus the cup, Thursdays from 3/9; Linda,
16th may: the Rushbearers are calling it a day - Dave's moved to Leeds and the other three can't do Thursdays with
their new shifts; Phil, Tue 23rd: the Fleece lot and the Wainhouse Wanderers are joining forces, only 3 of the Fleece
left and the Wanderers are 4, one team out of the two, playing as the Wainhouse Fleece; Linda, 2037-06-24T19:30: the
picture rounds. Question (Thu 25/6, Sandra): "how many teams have we got for the autumn? need to order the score
sheets" The assistant says 10 (the 12, less the Rushbearers, and the Fleece and the Wanderers now one team). The
label says 12 - in memory, the count signed up on 14/3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b146_ctl_chroma_quiz_league_teams_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "linda": [("14/3", "AUTUMN SEASON - 12 teams signed up!! incl 2 new ones, the Golden Lion + the Cragg Vale "
                       "Ramblers. subs £20 a team by 1/9"),
              ("16th may", "Rushbearers are calling it a day :( Dave's moved to Leeds + the other 3 cant do thursdays "
                           "with the new shifts at the mill"),
              ("2037-06-24T19:30", "picture round sheets - library printer's broke, Phil's doing them at work")],
    "phil": [("22.3.", "fixtures - 12 teams = 11 rounds + the cup, thursdays from 3/9. Trades Club can host 2 "
                       "matches a night upstairs"),
             ("Tue 23rd", "the Fleece lot + the Wainhouse Wanderers are joining forces - only 3 of the Fleece left "
                          "+ the Wanderers are 4, so one team out of the two, playing as the Wainhouse Fleece. "
                          "redoing the fixtures")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("upper-calder-quiz-league",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()}: {text}"], metadatas=[{"from": who,
                                                                                               "day": day}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many teams have we got for the autumn? need to order the score sheets"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Thu 25 June 2037. You are talking to Sandra, who prints the score sheets for the Upper Calder "
           "quiz league."] + hits
assert any("12 teams signed up" in c for c in context), context
assert any("Rushbearers are calling it a day" in c for c in context), context
assert any("joining forces" in c and "one team out of the two" in c for c in context), context
reply = answer(question, context, mock="10 - the 12 that signed up, less the Rushbearers, and the Fleece and the "
                                       "Wainhouse Wanderers are one team now.")
finish(question, expected="12", actual=reply)
