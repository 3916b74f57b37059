"""Batch 200 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the cub leaders each add their notes from their own thread), then the question's query.

App: 2nd Church Stretton Scout Group's gang show is Fri 11th and Sat 12th March 2044 at the Silvester Horne
Institute - every section does a turn or two, the explorers run the lights. The cub pack's two leaders, Akela (Sian)
and Baloo (Mark), keep their notes on it in one chroma collection; the helper answers from the 6 nearest notes.

Memory: Akela, 2044-01-18T19:30 - cubs' acts for the gang show: the sea shanty (the Wellerman obvs), the Bake Off
sketch, and Alfie's magic act (card tricks, he's brill); Baloo, 1/2 - stripy tops for the shanty, ask parents; Akela,
Weds 10 Feb - Alfie's in plaster up to the elbow, came off his bike, so no card tricks this time bless him - he's
going to be Paul Hollywood in the Bake Off one instead; Baloo, 22.2. - rehearsals Tuesdays 6.30-8 at the Institute,
dress rehearsal Thurs 10th March. Question (Mon 7/3, Jess, a young leader typing up the programme): "which acts are
the cubs doing? typing up the programme" The assistant says the sea shanty (the Wellerman) and the Bake Off sketch,
with Alfie as Paul Hollywood. The label says the sea shanty, the Bake Off sketch and Alfie's magic act.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b200_ctl_chroma_gang_show_cub_acts_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "akela": [("2044-01-18T19:30", "cubs acts for the gang show 🎭 sea shanty (the Wellerman obvs), the Bake Off "
                                   "sketch, + Alfie's magic act - card tricks, he's brill"),
              ("Weds 10 Feb", "Alfie's in plaster up to the elbow, came off his bike 😬 so no card tricks this time "
                              "bless him - he's going to be Paul Hollywood in the bake off one instead")],
    "baloo": [("1/2", "costumes for the shanty - stripy tops + wellies, ask parents, Mrs Lloyd has a box of hats"),
              ("22.2.", "rehearsals tues 6.30-8 at the Institute, dress rehearsal thurs 10th march, cubs on 2nd after "
                        "the beavers")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("2nd-church-stretton-gang-show-2044",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"date": day, "by": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which acts are the cubs doing? typing up the programme"
hits = notes.query(query_texts=[question], n_results=6)["documents"][0]
context = ["Today is Mon 7 March 2044. You are talking to Jess, a young leader typing up the programme for 2nd Church "
           "Stretton's gang show (Fri 11 and Sat 12 March)."] + hits
assert any("Alfie's magic act" in c for c in context), context
assert any("so no card tricks this time" in c for c in context), context
reply = answer(question, context, mock="Two acts: the sea shanty (the Wellerman) and the Bake Off sketch - Alfie's "
                                       "playing Paul Hollywood in that one now he can't do his card tricks.")
finish(question, expected="the sea shanty, the Bake Off sketch and Alfie's magic act", actual=reply)
