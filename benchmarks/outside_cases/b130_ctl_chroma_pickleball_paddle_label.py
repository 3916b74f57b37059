"""Batch 130 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the notices feed and the chat feed), then the question.

App: Ferndale Pickleball Club's notices and members' chat are copied into one chroma collection by two feeds running
in their own threads; the helper answers members from a search of it.

Memory: notice (Mon 4/5): Saturday morning drop-in 10-12 at the park courts, the club paddles are away at Dave's for
regripping so bring your own or borrow one off someone, Sat 9th and 16th; chat, Dave, Thu 14th: all the club paddles
done, new grips, dropped back in the blue box in the store cupboard last night; notice: £2 a go on Saturdays, under
16s free; chat, Bev: the park toilets are locked till 11. Question (Fri 15/5, Priya, who's just started): "do I need
to bring my own paddle sat? I haven't got one yet" The assistant says no - the club paddles are back in the blue box.
The label says yes - in memory, the notice from before Dave brought the paddles back.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b130_ctl_chroma_pickleball_paddle_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTICES = [
    "Mon 4/5 SAT DROP-IN 10-12 park courts. club paddles are away at Dave's for regripping so bring your own or "
    "borrow one off someone - sat 9th + 16th",
    "saturdays £2 a go, under 16s free, pay Jo on the gate",
    "summer league starts w/c 1st june, sign up on the sheet by 25.5.",
]
CHAT = [
    "2037-05-09T11:20 Bev: park toilets locked till 11 btw, the cafe's are open",
    "2037-05-14T07:55 Dave: all the club paddles done, new grips 👍 dropped them back in the blue box in the store "
    "cupboard last night",
    "2037-05-14T09:03 Mo: legend Dave, ta",
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("ferndale-board", embedding_function=offline.chroma_embedding_function())


def feed(channel: str, texts: list[str]) -> None:
    board.add(ids=[f"{channel}-{i:02d}" for i in range(len(texts))], documents=texts,
              metadatas=[{"channel": channel} for _ in texts])


threads = [threading.Thread(target=feed, args=("notices", NOTICES), name="notices-feed"),
           threading.Thread(target=feed, args=("chat", CHAT), name="chat-feed")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do I need to bring my own paddle sat? I haven't got one yet"
hits = board.query(query_texts=["bring own paddle saturday club paddles blue box"], n_results=4)["documents"][0]
context = ["Today is Fri 15 May 2037. You are talking to Priya, who's just joined Ferndale Pickleball Club."] + hits
assert any("bring your own or borrow one" in c for c in context), context
assert any("dropped them back in the blue box" in c for c in context), context
reply = answer(question, context, mock="No - the club paddles are back from Dave with new grips, in the blue box in "
                                       "the store cupboard. Just grab one.")
finish(question, expected="yes", actual=reply)
