"""Batch 133 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(each class rep's notes added by their own thread), then the question's query.

App: two PTA class reps at Ashcombe Primary, Nadia and Jo, each post their summer fair notes (helpers, floats, stalls)
into one chroma collection from their own phones; the helper answers the committee from a search of it.

Memory: Nadia, 2037-06-22: the bottle tombola needs 6 on it over the afternoon (2 at a time, 3 shifts), got Lou +
Amir so far so 4 short, can people ask at pick up; Jo, 2037-06-25: Amir's sister + her fella both said yes at the
gate this morning, they'll do the tombola, and Mr Bell's getting the BBQ gas; Nadia: £50 floats from the bank fri
10th; Jo: 38 bottles in for the tombola so far. Question (Mon 29/6, Lou, doing the rota): "how many more do we need
for the tombola? putting a shout out on the class whatsapps" The assistant says 2. The label says 4 - in memory,
Nadia's shortfall before Amir's sister and her fella said yes.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b133_ctl_chroma_ptafair_tombola_helpers_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "nadia": [("2037-06-22T20:15", "bottle tombola needs 6 on it over the afternoon (2 at a time, 3 shifts). got "
                                   "Lou + Amir so far so 4 short - can people ask at pick up pls"),
              ("2037-06-26T09:05", "floats - £50 a stall in £1s + 50ps, Jo's getting them from the bank fri 10th")],
    "jo": [("2037-06-25T08:50", "Amir's sister + her fella both said yes at the gate this morning, they'll do the "
                                "tombola. Mr Bell's sorting the bbq gas"),
           ("2037-06-27T16:30", "38 bottles in for the tombola so far, the Y4 lot are winning the bottle race")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashcombe-pta-fair-notes",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (when, text) in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{when} {who.title()} - {text}"],
                  metadatas=[{"from": who, "when": when}])


threads = [threading.Thread(target=post, args=(who,), name=f"rep-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more do we need for the tombola? putting a shout out on the class whatsapps"
hits = notes.query(query_texts=["tombola helpers need short said yes"], n_results=4)["documents"][0]
context = ["Today is Mon 29 June 2037. You are talking to Lou, who is doing the summer fair rota for Ashcombe Primary "
           "PTA."] + hits
assert any("so 4 short" in c for c in context), context
assert any("Amir's sister + her fella both said yes" in c for c in context), context
reply = answer(question, context, mock="2 more - it needs 6, and with Lou, Amir, his sister and her fella you've got "
                                       "4.")
finish(question, expected="4", actual=reply)
