"""Batch 335 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Sue and Bev each file their own notes), then the question's query.

App: Bev's Bakes, Bev and Sue's cake stall at Hebden Bridge farmers' market (1st Saturday of the month, 8-1) -
scones, brownies, traybakes, a birthday cake or two to order. Sue and Bev file notes into one chroma collection; the
helper answers whoever's helping on the stall from the 4 nearest.

Memory: Sue, 2051-09-03T20:00 - the market's the 1st Sat of the month, 8-1, our pitch is 14 by the fountain, same as
ever, set up from 7; Bev, Sat 7th Oct - sold out of scones by 11, double batch next time; Sue, Thu 26 Oct - an email
from the market: for the Nov and Dec markets the square's got the ice rink, so all the stalls are moving onto Market
St - we're no. 31, outside Boots, set up from 7 as usual; Bev, 30/10 - the gazebo's got a rip, she's ordered a new
side panel. Question (Thu 2/11, Kim, helping for the first time): "where's the stall on sat? never been before, don't
want to be wandering round with 3 trays of brownies 😂" The assistant says no. 31 on Market Street, outside Boots -
the square's got the ice rink. The label says pitch 14 by the fountain in the square.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b335_ctl_chroma_cake_stall_pitch_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sue": [
        "2051-09-03T20:00 market's 1st sat of the month 🧁 8-1, our pitch is 14 by the fountain, same as ever. set up "
        "from 7, van can unload on the square till 7.45",
        "Thu 26 Oct - email from the market 🙄 for the nov + dec markets the square's got the ice rink, so all the "
        "stalls are moving onto Market St - we're no. 31, outside Boots. set up from 7 as usual",
    ],
    "bev": [
        "Sat 7th Oct - sold out of scones by 11!! double batch next time + more of the cherry bakewell traybake",
        "30/10 gazebo's got a rip in the side 😩 I've ordered a new side panel, should come b4 sat",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bevs-bakes-hb-market-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's the stall on sat? never been before, don't want to be wandering round with 3 trays of brownies 😂"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 2 November 2051. You are talking to Kim, who's helping on Bev's Bakes' stall at Hebden Bridge "
           "farmers' market for the first time (Sat 4 Nov)."] + hits
assert any("our pitch is 14 by the fountain" in c for c in context), context
assert any("we're no. 31, outside Boots" in c for c in context), context
reply = answer(question, context, mock="No. 31 on Market Street, outside Boots - the square's got the ice rink for "
                                       "November and December, so all the stalls have moved. Set up's from 7.")
finish(question, expected="pitch 14 by the fountain in the square", actual=reply)
