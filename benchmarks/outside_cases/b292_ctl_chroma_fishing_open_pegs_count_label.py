"""Batch 292 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the match secretary and the bailiff each file their own notes), then the question's query.

App: Sowerby Bridge Angling Club hold their autumn open on Sat 9th Sept 2051 on the Mill Dam - pegs round the dam,
draw at 7.30 in the clubhouse, fish 9.30 till 3.30, a golden peg. Kev (the match secretary) and Tony (the head
bailiff) file notes into one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: Kev, 2051-08-30T19:00 - 30 pegs on the Mill Dam for the open, pegged out last week, draw 7.30; Tony, Mon
4/9 - after all that rain the bank's slipped between pegs 12 and 14, so those 3 are out, taped off, no one on
there; Kev, Weds 6th Sept - he and Tony have put 4 in on the far bank by the willows (31-34), so we're back up, a
bit of a walk; Tony, 7/9 - pie and peas after, £5. Question (Thu 7/9, Sandra, doing the draw): "how many pegs are
we fishing on saturday? need to know how many numbers to put in the bag" The assistant says 31 (30, less the three
on the slipped bank, plus the four by the willows). The label says 30.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b292_ctl_chroma_fishing_open_pegs_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kev": [
        "2051-08-30T19:00 AUTUMN OPEN 🎣 sat 9th sept, 30 pegs on the Mill Dam, pegged out last wk. draw 7.30 in the "
        "clubhouse, fish 9.30-3.30, £15 inc pools",
        "Weds 6th Sept - me + Tony have put 4 in on the far bank by the willows (31-34) so we're back up 👍 bit of a "
        "walk, bring a trolley",
    ],
    "tony": [
        "Mon 4/9 after all that rain the bank's slipped between pegs 12 + 14 😬 so those 3 are out, taped off, NO ONE "
        "on there pls",
        "7/9 pie + peas in the clubhouse after, £5, Sandra needs numbers at the draw",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sbac-autumn-open-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many pegs are we fishing on saturday? need to know how many numbers to put in the bag"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 7 September 2051. You are talking to Sandra, who does the draw at Sowerby Bridge Angling "
           "Club's autumn open (Sat 9 Sept)."] + hits
assert any("30 pegs on the Mill Dam" in c for c in context), context
assert any("so those 3 are out" in c for c in context), context
assert any("put 4 in on the far bank by the willows" in c for c in context), context
reply = answer(question, context, mock="31 - the 30 pegged, less the 3 on the slipped bank (12-14), plus the 4 new "
                                       "ones by the willows (31-34).")
finish(question, expected="30", actual=reply)
