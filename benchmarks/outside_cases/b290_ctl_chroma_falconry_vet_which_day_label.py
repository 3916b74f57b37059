"""Batch 290 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the head falconer and a volunteer each file their own notes), then the question's query.

App: Nidderdale Birds of Prey, a small falconry centre near Pateley Bridge - a dozen hawks, falcons and owls, daily
displays, owl encounters. Jo (the head falconer) and Sam (a volunteer) file notes into one chroma collection; the
helper answers the team's questions from the 4 nearest.

Memory: Jo, 2050-08-29T08:15 - the vet (Claire from Dales Exotics) is booked for Thurs 8th Sept for Bramble's wing
x-ray and the owls' annual checks; Jo, Mon 5/9 - Claire's rung, she's been called out to a calving at Kettlewell,
so it's moved to Mon 12th, 9ish, Bramble stays off the display till then; Sam, 1/9 - weathering ground hosed, bath
pans scrubbed, new astroturf on the perches; Sam, Tue 6th Sept - the quail delivery's due Friday, the freezer's got
room. Question (Weds 7/9, Sam): "when's the vet coming for Bramble? need to make sure she's not fed the nite before"
The assistant says Monday 12th, about 9 (moved from the 8th when Claire got called to a calving). The label says
Thursday 8th September.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b290_ctl_chroma_falconry_vet_which_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jo": [
        "2050-08-29T08:15 VET 🩺 Claire from Dales Exotics booked thurs 8th sept for Bramble's wing xray + the owls' "
        "annual checks. all owls in the barn that morning pls",
        "Mon 5/9 - Claire's rung, she's been called out to a calving at Kettlewell 🐄 so it's moved to mon 12th, "
        "9ish. Bramble stays off the display till then",
    ],
    "sam": [
        "1/9 weathering ground hosed + bath pans scrubbed, new astroturf on the perches, Pip's block needs a new "
        "top",
        "Tue 6th Sept quail delivery due fri, freezer's got room if we shift the chicks to the left side",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("nidderdale-bop-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the vet coming for Bramble? need to make sure she's not fed the nite before"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 7 September 2050. You are talking to Sam, a volunteer at Nidderdale Birds of Prey."] + hits
assert any("booked thurs 8th sept for Bramble's wing xray" in c for c in context), context
assert any("so it's moved to mon 12th, 9ish" in c for c in context), context
reply = answer(question, context, mock="Monday 12th, about 9 - it was the 8th but Claire got called out to a calving, "
                                       "so don't feed Bramble on the Sunday night.")
finish(question, expected="Thursday 8th September", actual=reply)
