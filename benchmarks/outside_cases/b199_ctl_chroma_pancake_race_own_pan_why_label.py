"""Batch 199 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Jan's notes and the other helpers' messages added from their own threads), then the question's query.

App: St Michael's, Madeley hold their pancake race on Shrove Tuesday, Tue 1st March 2044, 12.30 on the churchyard path
- heats of 6, kids first, the hall's frying pans, a prize for the winner and the best flip. Jan (who organises it)
and the helpers (Sue, Rev Alison, Gordon) post into the race's chroma collection; the helper answers from the 5
nearest notes.

Memory: Jan, 2044-01-26T10:00 - race shrove tues 1st march 12.30, heats of 6, kids first; Jan, Tue 9th Feb - pans:
everyone uses the hall's light non-stick ones this year, same for all - last year Gordon dropped his granny's cast
iron one on Bev's foot at the turn and she was in a boot for 3 weeks, plus they're all the same weight so it's
fairer; Sue, 17/2 - is that cos of the insurance? mine says nothing about pans lol; Rev Alison, 22.2. - the
insurance is all fine, I checked with the diocese, it's just after Bev's foot; Gordon, 2044-02-25T18:30 - I've
checked all the handles. Question (Fri 26/2, Kerry, a new runner): "why can't I bring my own pan? I've got a lucky one
lol" The assistant says because last year Gordon dropped his cast iron pan on Bev's foot (she was in a boot for
three weeks), so everyone uses the hall's light ones - and that keeps it fair. The label says the insurance doesn't
cover people's own pans.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b199_ctl_chroma_pancake_race_own_pan_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "jan": [("2044-01-26T10:00", "PANCAKE RACE shrove tues 1st march 12.30 🥞 churchyard path, heats of 6, kids "
                                 "first. prize for the winner + best flip"),
            ("Tue 9th Feb", "pans - everyone uses the hall's light non-stick ones this yr, same for all. last yr "
                            "Gordon dropped his granny's cast iron one on Bev's foot at the turn + she was in a boot "
                            "for 3 wks 🙈 + they're all the same weight so it's fairer")],
    "helpers": [("17/2", "Sue: is that cos of the insurance? mine says nothing about pans lol"),
                ("22.2.", "Rev Alison: insurance is all fine, I checked with the diocese - it's just after Bev's "
                          "foot"),
                ("2044-02-25T18:30", "Gordon: checked all the handles, 2 a bit wobbly so I've tightened them. 12 "
                                     "pans in the hall cupboard")],
}
TOP_K = 5

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-michaels-madeley-pancakes-2044",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {text}"], metadatas=[{"date": day, "by": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-posts") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why can't I bring my own pan? I've got a lucky one lol"
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Fri 26 Feb 2044. You are talking to Kerry, who's running in St Michael's pancake race for the "
           "first time (Shrove Tuesday, 1 March)."] + hits
assert any("Gordon dropped his granny's cast iron one on Bev's foot" in c for c in context), context
assert any("is that cos of the insurance?" in c for c in context), context
assert any("insurance is all fine" in c for c in context), context
reply = answer(question, context, mock="Because last year Gordon dropped his cast iron pan on Bev's foot and she was "
                                       "in a boot for three weeks - so everyone uses the hall's light non-stick ones, "
                                       "which keeps it fair too.")
finish(question, expected="the insurance doesn't cover people's own pans", actual=reply)
