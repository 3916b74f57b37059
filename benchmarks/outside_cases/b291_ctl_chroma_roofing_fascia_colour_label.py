"""Batch 291 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the office and the foreman each file their own notes), then the question's query.

App: Hartley & Sons Roofing (Sowerby Bridge) are doing new fascias, soffits and guttering at the Patels', 7 Hollins
Lane, the week of 30th May 2050. Tina (the office) and Gary (the foreman) file the job's notes into one chroma
collection; the helper answers the lads' questions from the 4 nearest.

Memory: Tina, 2050-05-03T11:20 - quote sent to Mr and Mrs Patel, new uPVC fascias and soffits in white, gutters and
downpipes black, £1,850 all in; Gary, 9/5 - measured up, three sides and the porch, the old boards are shot; Tina,
Thu 19th May - Mrs Patel rang, she's gone off the white now the new windows are in, wants anthracite grey fascias
and soffits to match, gutters stay black, +£120, she's fine with it, order amended with the merchants; Gary, Mon
23/5 - starting Mon 30th, two days, Connor and Kyle, ladders and the tower. Question (Fri 27/5, Connor): "what
colour fascias am I picking up for the Patels' on mon? merchants want to know what to put out" The assistant says
anthracite grey (to match the new windows), gutters and downpipes black. The label says white.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b291_ctl_chroma_roofing_fascia_colour_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "tina": [
        "2050-05-03T11:20 quote sent - Mr + Mrs Patel, 7 Hollins Lane: new uPVC fascias + soffits in white, gutters "
        "+ downpipes black, £1,850 all in, 2 days",
        "Thu 19th May - Mrs Patel rang, she's gone off the white now the new windows are in 🙄 wants anthracite grey "
        "fascias + soffits to match, gutters stay black. +£120, she's fine w/ it. order amended w/ the merchants",
    ],
    "gary": [
        "9/5 measured up at the Patels', 3 sides + the porch, old boards are shot, a couple of rafter ends want "
        "looking at",
        "Mon 23/5 Patels' starting mon 30th, 2 days, Connor + Kyle, ladders + the tower, no scaffold",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hartley-roofing-patel-7-hollins-lane",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what colour fascias am I picking up for the Patels' on mon? merchants want to know what to put out"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 27 May 2050. You are talking to Connor, a roofer at Hartley & Sons."] + hits
assert any("new uPVC fascias + soffits in white" in c for c in context), context
assert any("wants anthracite grey fascias + soffits to match" in c for c in context), context
reply = answer(f"(Connor) {question}", context,
               mock="Anthracite grey fascias and soffits - Mrs Patel changed from white to match her new windows. "
                    "Gutters and downpipes are still black.")
finish(question, expected="white", actual=reply)
