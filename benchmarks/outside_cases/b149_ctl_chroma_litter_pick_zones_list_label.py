"""Batch 149 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Karen's and Mick's notes added by their own threads), then the question's query.

App: Ripponden parish council's spring litter pick (Sat 28th March 2037, 10-12, meet at the rec). Karen, the parish
clerk, and Mick, from the allotments, each add their notes to one chroma collection; the helper answers from
``collection.query``.

Memory: Karen 14/3: the zones - A the rec and playground, B the canal towpath from Station Rd to the locks, C
Station Rd and the car park, D the woods down by the beck (adults only), two teams each; Mick 22.3.: the Canal &
River Trust have their own volunteers doing the towpath the weekend before, so we can leave that bit this year -
more bodies for the rec then; Karen Tue 24/3: council dropping 60 bags and 20 grabbers; Mick 2037-03-25T18:00:
hi-vis in the scout hut. Question (Thu 26/3, Jas, doing the sign-up sheet): "which zones are we doing sat? doing the
sign up sheet tonight" The assistant says A (the rec and playground), C (Station Rd and the car park) and D (the
woods by the beck, adults only). The label has all four, with the towpath - in memory, Karen's zone list of 14/3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b149_ctl_chroma_litter_pick_zones_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "karen": ["14/3 Karen - ZONES for the pick: A the rec + playground, B the canal towpath Station Rd to the locks, "
              "C Station Rd + the car park, D the woods down by the beck (adults only). 2 teams each",
              "Tue 24/3 Karen - council dropping 60 bags + 20 grabbers at the rec fri aft"],
    "mick": ["22.3. Mick - Canal + River Trust have got their own volunteers doing the towpath the wkend before, so "
             "we can leave that bit this yr. more bodies for the rec then, its a tip after the fair",
             "2037-03-25T18:00 Mick - hi-vis in the scout hut, 25 of them, I've got the key"],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ripponden-litter-pick-zones",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which zones are we doing sat? doing the sign up sheet tonight"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 26 March 2037. You are talking to Jas, who is doing the sign-up sheet for Ripponden's litter "
           "pick on Sat 28 March."] + hits
assert any("B the canal towpath Station Rd to the locks" in c for c in context), context
assert any("doing the towpath the wkend before" in c and "leave that bit" in c for c in context), context
reply = answer(question, context, mock="Three zones: A (the rec and playground), C (Station Rd and the car park) and D "
                                       "(the woods by the beck, adults only) - the Canal & River Trust are doing "
                                       "the towpath.")
finish(question, expected="A the rec and playground, B the canal towpath, C Station Rd and the car park, D the woods "
                          "by the beck", actual=reply)
