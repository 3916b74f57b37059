"""Batch 315 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the visits organiser and the secretary each file their own notes), then the question's query.

App: the Hebden Bridge Brass Rubbing Group visit St Thomas's, Heptonstall on Thu 22nd June 2050 - the brasses are
in the new church (the old one's a ruin), heelball and black paper, teas after. Derek (who fixes the visits up)
and Margaret (the secretary) file notes into one chroma collection; the helper answers members' questions from the
4 nearest.

Memory: Derek, 2050-05-30T20:10 - Heptonstall Thu 22nd June, Mr Firth the churchwarden opens up at 10 and stays
with us, church till 4; Derek, 8/6 - park at the top and walk down, Towngate's a nightmare; Margaret, 12.6. -
Derek's rung Mr Firth, he's off to Filey that week, so Mrs Firth's got the key, ring her when we're 10 minutes
off and she'll come down; Margaret, 14.6. - teas at the Cross Inn after. Question (Tue 20/6, Pat): "who's letting us
in at Heptonstall on thurs? want to ring ahead, I'll be late w/ the school run" The assistant says Mrs Firth (Mr
Firth's away in Filey) - ring her about 10 minutes before. The label says Mr Firth, the churchwarden.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b315_ctl_chroma_brass_rubbing_key_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "derek": [
        "2050-05-30T20:10 HEPTONSTALL 🏚️ thurs 22nd june, St Thomas's - the brasses are in the new church (old one's "
        "a ruin obvs). Mr Firth the churchwarden opens up at 10 + he'll stay with us, church till 4",
        "8/6 parking on Towngate's a nightmare, park at the top + walk down, it's steep!! cobbles wet = lethal",
    ],
    "margaret": [
        "12.6. Derek's rung Mr Firth - he's off to Filey that wk 🏖️ so Mrs Firth's got the key, ring her when we're "
        "10 mins off + she'll come down and let us in. number's on the visits sheet",
        "14.6. teas at the Cross Inn after if anyone fancies, Derek's booked the back room for 4.15",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hebden-brass-rubbing-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's letting us in at Heptonstall on thurs? want to ring ahead, I'll be late w/ the school run"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 20 June 2050. You are talking to Pat, a member of the Hebden Bridge Brass Rubbing Group "
           "(visit to St Thomas's, Heptonstall, Thu 22 June)."] + hits
assert any("Mr Firth the churchwarden opens up at 10" in c for c in context), context
assert any("so Mrs Firth's got the key" in c for c in context), context
reply = answer(question, context, mock="Mrs Firth - Mr Firth's away in Filey that week, so she's got the key. Ring "
                                       "her when you're about 10 minutes off; the number's on the visits sheet.")
finish(question, expected="Mr Firth, the churchwarden", actual=reply)
