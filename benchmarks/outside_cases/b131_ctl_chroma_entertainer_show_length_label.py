"""Batch 131 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads.

App: Magic Mel (a children's party entertainer) and Rob, her husband who drives the van, both log to one chroma
collection - Mel her bookings and props from her phone, Rob the travel and the van from the diary app, each in its
own thread; the helper answers them from a search of it.

Memory: Mel, 2037-06-08T10:12: Barnaby Cole's 5th, sun 21st at the Cricket Club, 3pm, the 1hr show (magic 40 mins +
balloons 20), £140; Rob, 9/6: van MOT Thu 18th 8.30 at Kwik Fit, need it back by 5; Mel, 2037-06-15T19:03: Barnaby's
mum texted - can I do the disco games + the parachute after the balloons, she'll pay the extra £40, so call it an hour
and a half all in, fine by me; Rob: cricket club car park's round the back off Pavilion Lane. Question (Fri 19/6,
Rob): "how long's the barnaby one sun? need to know when to come back for you" The assistant says an hour and a half
(3 till half 4). The label says 1 hour - in memory, the show as first booked, before the mum added the games.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b131_ctl_chroma_entertainer_show_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MEL = [
    "2037-06-08T10:12 Barnaby Cole's 5th - sun 21st, Cricket Club, 3pm. the 1hr show (magic 40 mins + balloons 20). "
    "£140, deposit £30 paid",
    "2037-06-11T08:30 props: new dove pan came, bubble fluid low, get 5L. Barnaby wants a pirate theme if poss",
    "2037-06-15T19:03 Barnaby's mum texted - can I do the disco games + the parachute after the balloons, she'll pay "
    "the extra £40, so call it an hour and a half all in. fine by me",
]
ROB = [
    "9/6 van MOT Thu 18th 8.30 at Kwik Fit, need it back by 5 for the Patel one",
    "Tue 16th cricket club car park's round the back off Pavilion Lane, the front's for members",
    "van passed MOT, advisory on the front tyres - get done before the august bank hol",
]

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("magic-mel-diary", embedding_function=offline.chroma_embedding_function())


def writer(who: str, lines: list[str]) -> None:
    for i, text in enumerate(lines):
        diary.add(ids=[f"{who}-{i:02d}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=("mel", MEL), name="mel-phone"),
           threading.Thread(target=writer, args=("rob", ROB), name="rob-diary")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the barnaby one sun? need to know when to come back for you"
hits = diary.query(query_texts=["how long Barnaby show sunday hour"], n_results=4)["documents"][0]
context = ["Today is Fri 19 June 2037. You are talking to Rob, Mel's husband, who drives the van."] + hits
assert any("the 1hr show" in c for c in context), context
assert any("call it an hour and a half all in" in c for c in context), context
reply = answer(question, context, mock="An hour and a half - 3 till half 4, with the disco games and parachute added "
                                       "on. Park round the back off Pavilion Lane.")
finish(question, expected="1 hour", actual=reply)
