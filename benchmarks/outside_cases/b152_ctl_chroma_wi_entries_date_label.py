"""Batch 152 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(each member's notes added from her own thread), then the question's query.

App: Mytholmroyd WI's flower and produce show (Sat 18th July 2037, Community Centre). Pam, the show secretary, and
Margaret, the president, both add notes to the show's chroma collection from their own devices; the helper answers
the members from ``collection.query``.

Memory: Pam, 14/3: the schedule's out - entry forms and fees (20p a class) to Pam by Weds 15th July, staging Sat
8-10; Margaret, 22.3.: the raffle and the teas; Pam, Tue 23rd June: jam jars plain, labels with the class number
only; Margaret, Thu 2/7: Pam's off to her sister's in Filey first thing Weds 15th and back for the show, she's doing
the staging cards while she's there, so forms to her at the Tuesday meeting on the 14th at the latest. Question (Thu
9/7, Dot): "when have the entry forms got to be in? doing my jam labels this wkend" The assistant says Tuesday 14th
July, at the meeting (Pam's away from the Wednesday). The label says Weds 15th July - in memory, the date in the
schedule.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b152_ctl_chroma_wi_entries_date_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

BY = {
    "pam": [("14/3", "SCHEDULE out!! entry forms + fees (20p a class) to me by weds 15th july. staging sat 8-10, "
                     "judging 10-1, doors 2. schedules in the library + the post office"),
            ("Tue 23rd June", "jam jars - plain, no fancy lids, cellophane or twist top, label w the class no only. "
                              "no names on anything!")],
    "margaret": [("22.3.", "raffle - ask the Co-op + the garden centre. teas: Joan, Sheila, Kath, scones + lemon "
                           "drizzle"),
                 ("Thu 2/7", "Pam's off to her sister's in Filey first thing weds 15th, back for the show - she's "
                             "doing the staging cards while she's there, so forms to her at the tues meeting (14th) "
                             "at the latest pls ladies")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mytholmroyd-wi-show-notes",
                                        embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for i, (day, text) in enumerate(BY[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"],
                  metadatas=[{"from": who, "day": day}])


threads = [threading.Thread(target=write, args=(who,), name=f"wi-notes-{who}") for who in BY]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when have the entry forms got to be in? doing my jam labels this wkend"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 9 July 2037. You are talking to Dot, a member of Mytholmroyd WI, about the flower and produce "
           "show on Sat 18 July."] + hits
assert any("to me by weds 15th july" in c for c in context), context
assert any("Filey" in c and "tues meeting (14th)" in c for c in context), context
reply = answer(question, context, mock="Tuesday 14th July, at the WI meeting - Pam's away in Filey from the "
                                       "Wednesday, so get them to her then.")
finish(question, expected="Weds 15th July", actual=reply)
