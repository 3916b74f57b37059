"""Batch 386 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the band club secretary and the surmast each file their own notes), then the question's query.

App: the Soċjetà Mużikali San Bastjan of Ħal Ġebel play the village festa (Sun 23/07/2051) - the marċ tal-briju on
the Saturday, the funeral marches and the hymn in the procession on the Sunday. Ray (the band club secretary) and
Joe (the surmast, the band master) file notes into one chroma collection; the helper answers the committee's
questions from the 4 nearest.

Memory: Ray, 2051-06-12T20:30 - festa Sun 23/07, procession 7.30pm, the band conducted by Surmast Joe Farrugia as
always, 48 players; Ray, 10/07 - the new band caps arrived, collect from the każin; Joe, Sat 15/07 - he'll do the
marċ tal-briju himself but for the procession he's giving the baton to Kristina Zammit, his assistant, she's earned
it to be honest, 6 years with the band, he'll walk with the trumpets; Joe, 17.07 - practice for the marċi funebri
Wed 19/07 8pm. Question (Fri 21/07, Ninu, the club president, writing his speech): "who's conducting the band in the
procession on sunday? want to thank them in my speech" The assistant says Kristina Zammit (Joe does the marċ and
walks with the trumpets). The label says Surmast Joe Farrugia.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b386_ctl_chroma_festa_procession_conductor_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ray": [
        "2051-06-12T20:30 FESTA San Bastjan 🎉 sun 23/07, procession 7.30pm from the parish church, band conducted by "
        "Surmast Joe Farrugia as always, 48 players incl the juniors",
        "10/07 the new band caps came!! collect from the każin, €15 towards it pls, Doris has the list",
    ],
    "joe": [
        "Sat 15/07 - I'll do the marċ tal-briju myself but for the procession I'm giving the baton to Kristina Zammit, "
        "my assistant - she's earned it to be honest, 6 yrs with the band. I'll walk with the trumpets 🎺",
        "17.07 practice for the marċi funebri wed 19/07 8pm in the każin hall, bring ur stands",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("san-bastjan-hal-gebel-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's conducting the band in the procession on sunday? want to thank them in my speech"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 21 July 2051. You are talking to Ninu, president of the Soċjetà Mużikali San Bastjan, Ħal "
           "Ġebel (festa Sun 23 July)."] + hits
assert any("band conducted by Surmast Joe Farrugia as always" in c for c in context), context
assert any("giving the baton to Kristina Zammit" in c for c in context), context
reply = answer(question, context, mock="Kristina Zammit, Joe's assistant - he's handed her the baton for the "
                                       "procession (6 years with the band). Joe does the marċ and walks with the "
                                       "trumpets on Sunday.")
finish(question, expected="Surmast Joe Farrugia", actual=reply)
