"""Batch 177 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Kerry's and Nicky's notes added at the same time), then the question's query.

App: Shifnal Town Girls FC hosts its spring tournament on Sun 17th May 2043 at Idsall School's fields - U9, U10, U12
and U14, eight teams an age group, medals for every player. Kerry (fixtures secretary) and Nicky (medals and
trophies) post their notes into one chroma collection; the helper answers from a query.

Memory: Kerry, 2043-03-02: entries open, 8 teams per age group max, £30 a team; Kerry, Weds 8 Apr: all full, 32
teams, waiting list started (Ludlow Ladies U12 and Newport U10 on it); Kerry, Fri 8th May: Wem U10s have had to pull
out, half the squad have got chickenpox, so that's 31; Kerry, 16th may: rang round the waiting list, Newport U10
jumped at it, fixtures redone; Nicky, 14/4: 320 medals ordered, 10 a team, plus trophies; Nicky, Tue 12th May: medals
in, picking up from the engravers Thurs. Question (Sat 16/5, evening, Bev on the tea bar): "how many teams are coming
tmrw? doing the numbers for the urns" The assistant says 32 - Wem U10 pulled out but Newport U10 off the waiting list
took their place. The label says 31.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b177_ctl_chroma_football_teams_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "kerry": [
        "2043-03-02 Kerry - entries open for the tournament sun 17th may ⚽ U9 U10 U12 U14, 8 teams per age group "
        "max, £30 a team",
        "Weds 8 Apr Kerry - all full!! 32 teams 🙌 waiting list started (Ludlow Ladies U12 + Newport U10 on it)",
        "Fri 8th May Kerry - Wem U10s have had to pull out, half the squad have got chickenpox 🙁 so that's 31",
        "16th may Kerry - rang round the waiting list, Newport U10 jumped at it 😀 fixtures redone + on the webiste",
    ],
    "nicky": [
        "14/4 Nicky - medals ordered, 320 (10 a team) + trophies for winners + runners up in each age group",
        "Tue 12th May Nicky - medals in 🏅 picking up from the engravers thurs",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shifnal-girls-fc-tournament-2043",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, text in enumerate(WRITERS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many teams are coming tmrw? doing the numbers for the urns"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Sat 16 May 2043 (evening). You are talking to Bev, who runs the tea bar at Shifnal Town Girls "
           "FC's spring tournament (Sun 17 May)."] + hits
assert any("32 teams" in c for c in context), context
assert any("so that's 31" in c for c in context), context
assert any("Newport U10 jumped at it" in c for c in context), context
reply = answer(question, context, mock="32 - Wem U10 had to pull out with chickenpox, but Newport U10 came off the "
                                       "waiting list and took their place.")
finish(question, expected="31", actual=reply)
