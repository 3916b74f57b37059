"""Batch 391 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the pastor and the church secretary each file their own notes), then the question's query.

App: Stony Run Baptist Church hold their fall revival Sun 10/22 through Fri 10/27/2051, 7p nightly, with specials
from the choir and visiting gospel singers every night. Pastor Wendell Tackett and Sister Darlene Ketchum (the
church secretary) file notes into one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: Pastor, 2051-09-03T16:00 - revival 10/22-10/27, Bro. Ray Cutlip leading the singing all week; Pastor, 9/24 -
the Sunshine Quartet Tuesday night, the Hinkle sisters Thursday; Darlene, Wed 10/11 - Ray's voice is plumb give
out after singing at three funerals this month, the doctor told him to rest it, so Sister Jolene Fizer is leading
the singing for revival, Ray will still run the sound board; Darlene, 10/15 - the nursery's open every night.
Question (Tue 10/17, Brother Lonnie, who has the list of specials): "who's leading the singing at revival? need to
get them the list of specials" The assistant says Sister Jolene Fizer (Ray's voice is give out). The label says Bro.
Ray Cutlip.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b391_ctl_chroma_church_revival_song_leader_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pastor": [
        "2051-09-03T16:00 FALL REVIVAL 🙏 Sun 10/22 thru Fri 10/27, 7p nightly. Bro. Ray Cutlip will be leading the "
        "singing all week, pray for a move of God",
        "9/24 specials for revival - the Sunshine Quartet Tues nite, the Hinkle sisters Thurs, choir the other "
        "nights",
    ],
    "darlene": [
        "Wed 10/11 - Ray's voice is plumb give out after singing at 3 funerals this month, doc told him to rest it. "
        "so Sister Jolene Fizer's leading the singing for revival, Ray'll still run the sound board 🎶",
        "10/15 nursery's open every nite of revival, Faye + Brenda taking turns",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("stony-run-baptist-revival-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's leading the singing at revival? need to get them the list of specials"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 10/17/2051. You are talking to Brother Lonnie Estep, who keeps the list of specials at "
           "Stony Run Baptist Church (fall revival Sun 10/22 - Fri 10/27)."] + hits
assert any("Bro. Ray Cutlip will be leading the singing" in c for c in context), context
assert any("Sister Jolene Fizer's leading the singing" in c for c in context), context
reply = answer(question, context, mock="Sister Jolene Fizer - Ray's voice give out after all them funerals, so she's "
                                       "leading the singing. Ray's still on the sound board.")
finish(question, expected="Bro. Ray Cutlip", actual=reply)
