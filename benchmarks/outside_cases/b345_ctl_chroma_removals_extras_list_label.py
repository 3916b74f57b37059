"""Batch 345 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the office, who take the booking calls, and the surveyor each file their own transcripts and notes), then the
question's query.

App: Hartley Removals (Sowerby Bridge) transcribe their booking calls (AGENT:/CALLER:, no punctuation) and the
surveyor dictates his survey notes; both go into one chroma collection and the crew helper answers from the 4
nearest.

Memory: office, 2050-09-01T10:30 - Karen Whitaker, moving on the twenty third from the flat on Park Road to the house
in Sowerby, can they do the packing as well - yes, full packing the day before, two eighty on top; surveyor, 5/9 -
three bed, an upright piano in the back room, piano skates and three lads, a hundred and twenty extra; office, Mon
12 Sept - Karen again, "we've sold the piano actually a lady from church is having it she's collecting it herself
so can you take that off" - the agent takes the hundred and twenty off - and can they have a week's storage for the
sofa and the dining table because the new floors aren't done, sixty five a week; surveyor, 15/9 - two vans, four
lads, start at eight. Question (Tue 20 Sept, Gaz the foreman): "what extras are on the whitaker job on top of the
move itself" The assistant says the packing the day before and a week's storage for the sofa and dining table (the
piano's been sold, she took it off). The label says the packing, the piano and a week's storage.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b345_ctl_chroma_removals_extras_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "office": [
        "2050-09-01T10:30 CALLER: hi it's karen whitaker we're moving on the twenty third from the flat on park road "
        "to the house in sowerby um can you do the packing as well i've got no time AGENT: yes we do full packing the "
        "day before that's two eighty on top CALLER: yes please",
        "mon 12 sept 14:20 CALLER: karen whitaker again um we've sold the piano actually a lady from church is having "
        "it she's collecting it herself so can you take that off AGENT: no problem i'll take the hundred and twenty "
        "off CALLER: and can we have a week's storage for the sofa and the dining table the new place isn't um the "
        "floors aren't done AGENT: yes that's sixty five for the week",
    ],
    "surveyor": [
        "survey 5/9 whitaker 3 bed flat park rd to sowerby. upright piano in the back room, needs the piano skates + 3 "
        "lads, extra one twenty. loft not boarded, no lift, parking permit needed at park rd end",
        "15/9 whitaker fri 23rd 2 vans 4 lads start 8 at park rd, packing team thurs 22nd from 9",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hartley-removals-sep-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what extras are on the whitaker job on top of the move itself"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 20 September 2050. You are talking to Gaz, the foreman at Hartley Removals."] + hits
assert any("full packing the day before" in c for c in context), context
assert any("upright piano in the back room" in c for c in context), context
assert any("we've sold the piano actually" in c and "a week's storage for the sofa" in c for c in context), context
reply = answer(question, context, mock="Two extras: the full packing the day before (Thu 22nd from 9) and a week's "
                                       "storage for the sofa and dining table. The piano's off - she's sold it.")
finish(question, expected="the packing service, the piano and a week's storage", actual=reply)
