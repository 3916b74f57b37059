"""Batch 257 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the orchard's coordinator and its press man each file their own notes), then the question's query.

App: Heptonstall Slack Community Orchard press their apples on Sat 14th Oct 2051 in the chapel yard - the hired
rack-and-cloth press, bottling and pasteurising in the chapel kitchen, bottles £2 to members. Maggie (the
coordinator) and Tom (who runs the press) file notes into one chroma collection; the helper answers from the 4
nearest.

Memory: Maggie, 2051-09-28T20:00 - juicing day Sat 14th Oct 10-3, bring bottles; Maggie, Sat 14/10 evening - pressing
done, 190 bottles, 212kg through; Tom, Sun 15th - went to stack them this morning and 12 of the lids never popped
down, so they've not sealed - poured those away, not risking anyone being ill, he's bought the better lids for next
year; Tom, 16/10 - the press is back with the Hebden lot. Question (Tue 17/10, Maggie, writing the newsletter): "how
many bottles did we end up with from sat? for the newsletter" The assistant says 178 (190, less the 12 that didn't
seal and were poured away). The label says 190.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b257_ctl_chroma_orchard_bottles_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "maggie": [
        "2051-09-28T20:00 JUICING DAY 🍎 sat 14th oct 10-3 in the chapel yard. bring clean bottles, we've got lids. "
        "cake + tea in the schoolroom",
        "sat 14/10 eve - pressing DONE!! 190 bottles 🍾 212kg through the press, best yr yet, thank u all. sticky "
        "floor in the chapel kitchen sorry Rev Anne",
    ],
    "tom": [
        "Sun 15th - went to stack them this morning + 12 of the lids never popped down so they've not sealed 😡 "
        "poured those away, not risking anyone being ill. bought the better lids for next yr",
        "16/10 press is back w/ the Hebden lot, cloths washed + drying in my shed",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-slack-orchard-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many bottles did we end up with from sat? for the newsletter"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 17 October 2051. You are talking to Maggie, coordinator of Heptonstall Slack Community "
           "Orchard (juicing day was Sat 14 Oct)."] + hits
assert any("190 bottles" in c for c in context), context
assert any("12 of the lids never popped down" in c and "poured those away" in c for c in context), context
reply = answer(question, context, mock="178 - 190 were bottled, but 12 didn't seal and Tom poured them away.")
finish(question, expected="190", actual=reply)
