"""Batch 165 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(each mechanic's notes added by their own thread), then the question's query.

App: Spoke Folk's free bike repair workshop for kids ran on Sat 21st May 2039, 10-1 in St Mark's church car park.
After it, Amir and Beth (two of the volunteer mechanics) post their notes into the group's chroma collection from
their phones at the same time; the parish magazine's writer asks the helper for the numbers.

Memory: Amir, 21.5.: 17 bikes through the gate, a record, loads of punctures and a few brakes; Beth, 21.5.: 3 of them
needed new wheels - bent rims, one had been run over by a car - and we've not got any, so told them to bring them
back to the June one when Col's got some in; Amir, Sun 22nd: everything else sorted and safety checked, stickers on;
Beth, Sun 22nd: flapjack all gone, £23 in the donations tin. Question (Tue 24/5, Marjorie, parish magazine): "how
many bikes did you get fixed on saturday? putting it in the mag" The assistant says 14 - 17 came in but 3 needed new
wheels they didn't have and are coming back in June. The label says 17 - the number through the gate.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b165_ctl_chroma_bikeworkshop_fixed_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "amir": ["21.5. Amir - 17 bikes thru the gate today!! record 🚲 loads of punctures + a few brakes",
             "Sun 22nd Amir - everything else sorted + safety checked, stickers on, kids chuffed"],
    "beth": ["21.5. Beth - 3 of them needed new wheels (bent rims, one had been run over by a car lol) + we've not "
             "got any so told them to bring them back to the june one when Col's got some in",
             "Sun 22nd Beth - flapjack all gone, £23 in the donations tin, Amir's mum is a legend"],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("spoke-folk-workshop-notes",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many bikes did you get fixed on saturday? putting it in the mag"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 24 May 2039. You are talking to Marjorie, who writes the parish magazine, about Spoke Folk's "
           "kids' bike repair workshop on Sat 21 May."] + hits
assert any("17 bikes thru the gate" in c for c in context), context
assert any("3 of them needed new wheels" in c for c in context), context
assert any("everything else sorted" in c for c in context), context
reply = answer(question, context, mock="14 - 17 came in, but 3 needed new wheels we didn't have, so they're coming "
                                       "back to the June workshop.")
finish(question, expected="17", actual=reply)
