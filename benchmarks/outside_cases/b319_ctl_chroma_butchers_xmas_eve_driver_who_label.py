"""Batch 319 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the butcher and his wife each file their own notes), then the question's query.

App: Bairstow's, a family butcher's in Shipley (Graham, his wife Sue, their lad Liam and Dave, who's been with them
twenty years), deliver Christmas orders round Baildon, Shipley and Saltaire on Christmas Eve. Graham and Sue file
notes into one chroma collection; the helper answers customers from the 4 nearest.

Memory: Graham, 2050-11-20T19:45 - Christmas deliveries, Dave's doing the Christmas Eve round in the van again, 7am
start, Baildon and Shipley first then Saltaire; Graham, Fri 9th - extra cool boxes ordered, 2 doz; Sue, Sun 11/12 -
Dave's done his wrist at 5-a-side, he's in a pot till January, so our Liam's doing the Christmas Eve round, he's
been put on the van insurance, Dave can stop in the shop on the till; Sue, 14.12. - 38 deliveries on Christmas Eve,
the list's on the fridge. Question (Fri 16/12, Mrs Ellison): "who's bringing my order round on xmas eve? I'll leave
the side gate open + I want to put a tip in an envelope for them" The assistant says Liam (Graham and Sue's lad) -
Dave's wrist is in a pot. The label says Dave.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b319_ctl_chroma_butchers_xmas_eve_driver_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "graham": [
        "2050-11-20T19:45 xmas deliveries 🚐 Dave's doing the xmas eve round in the van again, 7am start, Baildon + "
        "Shipley first then Saltaire. orders by the 17th for delivery",
        "Fri 9th - ordered 2 doz more cool boxes, the old ones are knackered",
    ],
    "sue": [
        "Sun 11/12 - Dave's only gone + done his wrist at 5-a-side 🙄 he's in a pot till Jan, so our Liam's doing the "
        "xmas eve round, he's been put on the van insurance. Dave can stop in the shop on the till",
        "14.12. 38 deliveries on xmas eve!! list's on the fridge, Liam to do the Saltaire lot last",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bairstows-butchers-xmas-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("who's bringing my order round on xmas eve? I'll leave the side gate open + I want to put a tip in an "
            "envelope for them")
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 16 December 2050. You are talking to Mrs Ellison, who has a Christmas Eve delivery from "
           "Bairstow's butchers, Shipley."] + hits
assert any("Dave's doing the xmas eve round in the van again" in c for c in context), context
assert any("so our Liam's doing the xmas eve round" in c for c in context), context
reply = answer(f"(Mrs Ellison) {question}", context,
               mock="Liam - Graham and Sue's lad is doing the Christmas Eve round this year, as Dave's wrist is in a "
                    "pot. Put his name on the envelope.")
finish(question, expected="Dave", actual=reply)
