"""Batch 138 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Graham's and Ian's notes posted at the same time), then the question's query.

App: the Ferrybridge & District MRC exhibition team (Graham, the exhibition manager; Ian, the secretary) keep their
notes for the May exhibition in one chroma collection; the helper answers the team from a query of it.

Memory: 14/3 Graham: 14 layouts confirmed for the 16th/17th May, listed (Sandsend, Bramblewick, Little Didcot, Brigg
Junction, ...); Weds 8 Apr Ian: Geoff rang - he's not going to get Brigg Junction finished, his eyes aren't up to
the fine wiring any more, he's gutted, but he'll come and do the door on the Sunday, so the hall's got a gap by the
stage we can give to the club stand; plus the tables, the cafe and the trade. Question (Mon 11/5, Ian, for the
programme): "how many layouts have we got this year? the printers want the number for the front cover" The assistant
says 13 (Brigg Junction isn't coming). The label says 14 - in memory, Graham's count from March, before Geoff rang.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b138_ctl_chroma_railway_layout_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "graham": [
        ("14/3", "LAYOUTS confirmed for 16th/17th may - 14 in all: Sandsend, Bramblewick, Little Didcot, Brigg "
                 "Junction, Portholme Quay, Hornby toy layout, Cwm Dyli, Eastgate Yard, Tuckers Halt, the 16mm "
                 "garden rly, Kings Cross in N, Wath Road, Skelton Loop, Hebble Vale. 14 is a record!!"),
        ("16th april", "trade stands - Colin's Models, Hattons second hand, the paint lady from Selby. £25 a table"),
    ],
    "ian": [
        ("Weds 8 Apr", "Geoff rang - he's not going to get Brigg Junction finished, his eyes aren't up to the fine "
                       "wiring any more, poor lad's gutted. he'll come + do the door on the sunday tho. so there's a "
                       "gap by the stage, give it to the club stand?"),
        ("22.4.", "tables - 60 x 6ft from the scouts, fri 15th 4pm. WI doing the cafe again, £1.50 a cuppa"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ferrybridge-exhibition-team",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who}: {text}"], metadatas=[{"from": who, "date": day}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many layouts have we got this year? the printers want the number for the front cover"
hits = notes.query(query_texts=["how many layouts confirmed exhibition Brigg Junction"], n_results=4)["documents"][0]
context = ["Today is Mon 11 May 2037. You are talking to Ian, secretary of Ferrybridge & District MRC, doing the "
           "exhibition programme."] + hits
assert any("14 in all" in c for c in context), context
assert any("not going to get Brigg Junction finished" in c for c in context), context
reply = answer(question, context, mock="13 - 14 were confirmed in March, but Geoff isn't bringing Brigg Junction "
                                       "(it won't be finished).")
finish(question, expected="14", actual=reply)
