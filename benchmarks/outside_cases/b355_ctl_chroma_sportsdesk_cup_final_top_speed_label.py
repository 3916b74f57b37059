"""Batch 355 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the stats intern and the deputy sports editor each file their own notes), then the question's query.

App: the Calder Courier's sports desk builds a back-page graphic for Calder Town's county cup final (Sat 20 May
2051, the Shay). Ollie (the stats intern) and Marie (the deputy sports editor) file notes into one chroma
collection; the helper answers from the 4 nearest.

Memory: Ollie, 2051-05-15T11:40 - CUP-FINAL-GRAPHIC stats: Danny Okafor's top speed this season 34.2 mph (v
Ossett in the semi), 11 goals in the cup run, Barlow's 4th final as manager; Ollie, 16/5 - CORRECTION to his 11.40
note yesterday: the 34.2 is km/h not mph, the provider's feed is all metric, so about 21.3 mph; Marie, Tue 16 May -
graphic being redrawn, km/h with mph in brackets; Marie, 17/5 - Town in the all-white away kit. Question (Thu 18/5,
Kit on the design desk): "what's Okafor's top speed for the back page graphic?" The assistant says 34.2 km/h (about
21.3 mph). The label says 34.2 mph - the figure from before Ollie's correction, a unit mix-up.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b355_ctl_chroma_sportsdesk_cup_final_top_speed_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ollie": [
        "2051-05-15T11:40 CUP-FINAL-GRAPHIC stats for the back page ⚽ Okafor top speed this season 34.2 mph (v Ossett "
        "in the semi), 11 goals in the cup run incl 2 in the semi, Barlow's 4th final as manager",
        "16/5 CORRECTION to my 11.40 note yesterday: the 34.2 is km/h not mph 🤦 provider's feed is all metric - so "
        "Okafor's top speed is ~21.3 mph. Marie pls change the graphic",
    ],
    "marie": [
        "Tue 16 May - graphic's being redrawn, keep it km/h w/ the mph in brackets pls, readers like mph. Kit's on it",
        "17/5 kit news: Town in the all-white away kit at the Shay, lost the coin toss 🙄 KO 3pm",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-courier-sport-graphics",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's Okafor's top speed for the back page graphic?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 18 May 2051. You are talking to Kit on the Calder Courier's design desk (county cup final "
           "Sat 20 May)."] + hits
assert any("Okafor top speed this season 34.2 mph" in c for c in context), context
assert any("the 34.2 is km/h not mph" in c for c in context), context
reply = answer(question, context, mock="34.2 km/h - about 21.3 mph. Ollie's first note had mph by mistake; the "
                                       "graphic should read 34.2 km/h (21.3 mph).")
finish(question, expected="34.2 mph", actual=reply)
