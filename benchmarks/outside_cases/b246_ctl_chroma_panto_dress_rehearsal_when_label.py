"""Batch 246 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the director and the stage manager each file their own notes), then the question's query.

App: Ripponden Amateur Operatic Society put on Jack and the Beanstalk at the Conservative Club hall, opening Fri
1st Dec 2051 - a cast of 20, the juniors' chorus of 16, the set built in the Scout hut. Graham (the director) and
Val (the stage manager) file notes into one chroma collection; the helper answers cast and parents' questions from
the 4 nearest.

Memory: Graham, 2051-09-20T21:15 - tech Sun 26th Nov, DRESS Weds 29th Nov 7pm, full costume and make-up, juniors
too, open Fri 1st Dec; Graham, 8/11 - costumes from Mrs P's on the 19th, cow costume needs its zip doing; Val, Mon
20/11 - the Scouts are hanging on to our flats till Mon 27th, so the set's not in till the Tuesday, so the dress
moves to the Thursday, the 30th, 7pm, the tech still goes ahead on the Sunday in the hall without the set, we open
Fri as planned, tight but doable; Val, 21/11 - get-in crew Tuesday 6pm, bring drills. Question (Thu 23/11, a chorus
mum): "when's the dress rehearsal? need to sort a babysitter for the little one" The assistant says Thursday 30th
Nov at 7 (moved from the Wednesday, the set's late from the Scout hut). The label says Weds 29th Nov, 7pm.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b246_ctl_chroma_panto_dress_rehearsal_when_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "graham": [
        "2051-09-20T21:15 JACK + THE BEANSTALK 🌱 dates - tech sun 26th nov (all day, bring a packed lunch), DRESS "
        "weds 29th nov 7pm full costume + make up, juniors too. we open fri 1st dec",
        "8/11 costumes from Mrs P's on the 19th, cow costume needs its zip doing before anyone gets in it again 🐄",
    ],
    "val": [
        "Mon 20/11 - the Scouts are hanging on to our flats till mon 27th 😤 so the set's not in till the tues, so "
        "dress moves to the thursday, 30th, 7pm. tech still happens sun in the hall w/o set. we open fri as planned - "
        "tight but doable",
        "21/11 get-in crew tues 6pm at the Con Club, bring drills + a flask, Ray's van",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("raos-jack-beanstalk-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the dress rehearsal? need to sort a babysitter for the little one"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 23 November 2051. You are talking to a chorus mum in Ripponden Amateur Operatic Society's "
           "Jack and the Beanstalk (opens Fri 1 Dec)."] + hits
assert any("DRESS weds 29th nov 7pm" in c for c in context), context
assert any("so dress moves to the thursday, 30th, 7pm" in c for c in context), context
reply = answer(question, context, mock="Thursday 30th Nov at 7 - it's moved from the Wednesday because the set "
                                       "can't go in till the Tuesday.")
finish(question, expected="Weds 29th Nov, 7pm", actual=reply)
