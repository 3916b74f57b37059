"""Batch 132 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the committee's notices and the judges' chat), then the question's search.

App: the Hadley & District companion dog show puts its notices (schedule, judges, rosettes) and the chat with its
judges and helpers into one chroma collection; the helper answers exhibitors and stewards from a search of it.

Memory: notice of 2037-05-20: judges - Mrs Okafor terriers, Mr Pryce gundogs, Judy Marsh best puppy, veteran and
the YKC handling class; Judy, 2037-06-09: her knee's playing up again, she's fine doing puppy and veteran from a
chair but Keith's said he'll take the handling as it's all trotting up and down; plus the rosettes, the ring ropes
and the judges' lunch. Question (Fri 12/6, Anna, ring 1 steward): "which classes has Judy got on sunday? I'm
stewarding for her" The assistant says best puppy and veteran (Keith's doing handling). The label says best puppy,
veteran and handling - in memory, the three classes on the May notice, before Judy's knee.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b132_ctl_chroma_dogshow_judge_classes_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTICES = [
    "2037-05-20 JUDGES for sun 14th - Mrs Okafor terriers, Mr Pryce gundogs, Judy Marsh best puppy, veteran + the "
    "YKC handling class. fun classes judged by the mayor (!)",
    "2037-06-01 rosettes 1st-6th for every class + best in show + reserve, in the committee tent from 9",
    "2037-06-08 entries on the day 9.30 till 15 mins before each class, £2 a class",
]
CHAT = [
    "2037-06-09T19:20 Judy: hi all, knee's playing up again 🙄 I'm fine doing puppy + veteran from a chair but Keith's "
    "said he'll take the handling as it's all trotting up and down. hope that's ok",
    "2037-06-10T08:05 Dev: ring ropes + stakes in the scout hut, picking up sat half 6",
    "2037-06-10T12:30 Jean: judges' lunch 12.15 in the committee tent, 5 of them, one veggie",
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("hadley-dog-show", embedding_function=offline.chroma_embedding_function())


def writer(channel: str, texts: list[str]) -> None:
    for i, text in enumerate(texts):
        board.add(ids=[f"{channel}-{i:02d}"], documents=[text], metadatas=[{"channel": channel}])


threads = [threading.Thread(target=writer, args=("notices", NOTICES), name="notices-writer"),
           threading.Thread(target=writer, args=("chat", CHAT), name="chat-writer")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which classes has Judy got on sunday? I'm stewarding for her"
hits = board.query(query_texts=["Judy judging classes puppy veteran handling Keith"], n_results=4)["documents"][0]
context = ["Today is Fri 12 June 2037. You are talking to Anna, ring 1 steward at the Hadley & District dog show."] \
    + hits
assert any("Judy Marsh best puppy, veteran + the YKC handling class" in c for c in context), context
assert any("Keith's said he'll take the handling" in c for c in context), context
reply = answer(question, context, mock="Best puppy and veteran - Keith's taking the handling class because of "
                                       "Judy's knee.")
finish(question, expected="best puppy, veteran and handling", actual=reply)
