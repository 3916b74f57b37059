"""Batch 398 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the mokjang leader and the praise leader each file their own notes), then the question's query.

App: the Joshua mokjang of Good Harvest Korean Church meet Friday nights at 7:30pm in members' homes - dinner,
praise, bible study, prayer requests. Esther Shin (the mokjang leader) and Joseph Bae-ssi (who usually leads the
praise on guitar) file notes into one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: Esther, 2050-10-02T22:15 - Fri 10/14 mokjang at Daniel jipsanim's in Torrance, 7:30pm, praise Joseph-ssi on
guitar, bible study Jonah ch 3-4, Grace-ssi sharing her testimony; Esther, 10/9 - dinner, Hannah-ssi + Mina-ssi
bringing kimbap + tteokbokki; Joseph, 10/11 - his wife's due any day now, so he's staying home Friday just in case,
Hannah-ssi said she'll lead praise on the keyboard, he sent her the song list; Joseph, 10/12 - the guitar + capo are
in the church office if anyone needs them. Question (Thu 10/13, Peter Yoo): "who's leading praise tmrw night? want
to send them a song request 🎶" The assistant says Hannah-ssi, on the keyboard (Joseph-ssi's staying home, his wife's
due). The label says Joseph-ssi.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b398_ctl_chroma_cell_group_praise_leader_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "esther": [
        "2050-10-02T22:15 Fri 10/14 mokjang @ Daniel jipsanim's (Torrance) 7:30pm 🙏 praise - Joseph-ssi on guitar, "
        "bible study Jonah ch 3-4, Grace-ssi sharing her testimony",
        "10/9 dinner fri - Hannah-ssi + Mina-ssi bringing kimbap + tteokbokki, I'll do fruit. pls bring ur own "
        "bibles!!",
    ],
    "joseph": [
        "10/11 hi all - my wife's due any day now 🙏 so I'll stay home fri just in case. Hannah-ssi said she'll lead "
        "praise on the keyboard, I sent her the song list",
        "10/12 also I left the guitar + capo in the church office if anyone needs it",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("joshua-mokjang-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's leading praise tmrw night? want to send them a song request 🎶"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 10/13/2050. You are talking to Peter Yoo, a member of the Joshua mokjang at Good Harvest "
           "Korean Church (mokjang Fri 10/14)."] + hits
assert any("praise - Joseph-ssi on guitar" in c for c in context), context
assert any("Hannah-ssi said she'll lead praise on the keyboard" in c for c in context), context
reply = answer(question, context, mock="Hannah-ssi, on the keyboard - Joseph-ssi's staying home Friday since his "
                                       "wife's due any day. Send her your song request.")
finish(question, expected="Joseph-ssi, on guitar", actual=reply)
