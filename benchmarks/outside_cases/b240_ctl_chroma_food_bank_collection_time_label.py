"""Batch 240 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the coordinator and a driver each file their own notes), then the question's query.

App: Sowerby Bridge Food Bank hold a harvest collection at Morrisons on Sat 1st Oct 2050 - tables by the door, two
volunteers a shift, a shopping list for shoppers, Dave's van to take the crates back to the church hall. Sharon (the
coordinator) and Dave (the driver) file notes into one chroma collection; the helper answers volunteers' questions
from the 4 nearest.

Memory: Sharon, 2050-09-20T10:00 - harvest collection Sat 1st Oct at Morrisons, 9-1, tables by the door, 2 on each
shift, swap at 11; Dave, 27/9 - spoke to the Morrisons manager, not before 10 now, they've a delivery in till then
and the lorry needs the front, so it's 10-2, Sharon's changed the rota; Sharon, Weds 28th - the shopping list (tins
of meat, coffee, UHT, loo roll); Dave, Thu 29/9 - van at the back at 2 for the crates. Question (Fri 30/9, Aisha, a
new volunteer): "what time do I need to be at Morrisons tmrw? I'm on the first shift" The assistant says 10 - the
collection's 10-2 now (Morrisons have a delivery in till 10). The label says 9.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b240_ctl_chroma_food_bank_collection_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sharon": [
        "2050-09-20T10:00 HARVEST COLLECTION 🍎🥫 sat 1st oct at Morrisons, 9-1, tables by the door. 2 on each shift, "
        "swap at 11. hi vis in the crate",
        "Weds 28th - shopping list for the table: tins of meat, coffee, UHT milk, loo roll. NO more pasta pls we're "
        "drowning in it 😂",
    ],
    "dave": [
        "27/9 Dave - spoke to the Morrisons manager, not before 10 now, they've got a delivery in till then + the "
        "lorry needs the front. so it's 10-2, Sharon's changed the rota",
        "Thu 29/9 Dave - van round the back at 2 for the crates, then straight to the church hall",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-bridge-food-bank",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I need to be at Morrisons tmrw? I'm on the first shift"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 30 September 2050. You are talking to Aisha, a new volunteer at Sowerby Bridge Food Bank "
           "(harvest collection at Morrisons Sat 1 Oct)."] + hits
assert any("at Morrisons, 9-1, tables by the door" in c for c in context), context
assert any("not before 10 now" in c and "so it's 10-2" in c for c in context), context
reply = answer(question, context, mock="10 o'clock - it's 10 till 2 now, Morrisons have a delivery in till 10. Tables "
                                       "are by the door.")
finish(question, expected="9 o'clock - it's 9 till 1", actual=reply)
