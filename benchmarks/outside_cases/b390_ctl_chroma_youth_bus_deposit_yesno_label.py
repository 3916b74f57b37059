"""Batch 390 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the youth leader and the treasurer each file their own notes), then the question's query.

App: the Vatuwiri Methodist youth hire a bus to take the choir to the Division choir competition in Suva on Sat
26/3/2050. Mere (the youth leader) and Jone (the treasurer) file their Viber notes into one chroma collection; the
helper answers members' questions from the 4 nearest.

Memory: Mere, 2050-02-25T19:00 - bus to Suva for the choir comp, Koronivalu Bus, $450 the whole bus return, $200
deposit to them by Fri 11/3 or they give the bus to another group; Mere, 5/3 - 34 singers, sulu jaba for the girls,
white sulu + blue shirt for the boys; Jone, Wed 9/3 - the Talatala paid the $200 bus deposit from the church acct
this morning, so the youth sega need to pay it, we pay the church back from the soli, receipt w/ Jone; Jone, 8/3 -
lovo plates $15, 60 sold. Question (Thu 10/3, Eroni): "do we still need to pay the bus deposit by Fri? I can take
the $200 to town tmrw" The assistant says sega - the Talatala paid it from the church account on Wed, the youth pay
the church back from the soli. The label says yes, $200 to Koronivalu Bus by Fri 11/3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b390_ctl_chroma_youth_bus_deposit_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "mere": [
        "2050-02-25T19:00 BUS 🚌 to Suva for the choir comp - Koronivalu Bus, $450 the whole bus return. $200 deposit "
        "to them by Fri 11/3 or they give the bus to another group!!",
        "5/3 34 singers at practice vinaka 🙏 sulu jaba for the girls, white sulu + blue shirt for the boys",
    ],
    "jone": [
        "Wed 9/3 Talatala paid the $200 bus deposit from the church acct this morning so the youth sega need to pay "
        "it 🙏 we pay the church back from the soli. receipt w/ me",
        "8/3 lovo plates $15, 60 sold so far. money in the church safe",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("vatuwiri-youth-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do we still need to pay the bus deposit by Fri? I can take the $200 to town tmrw"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 10 March 2050. You are talking to Eroni, president of the Vatuwiri Methodist youth (choir "
           "comp in Suva Sat 26/3)."] + hits
assert any("$200 deposit to them by Fri 11/3" in c for c in context), context
assert any("Talatala paid the $200 bus deposit from the church acct" in c for c in context), context
reply = answer(question, context, mock="Sega - the Talatala paid the $200 deposit from the church account on Wed, "
                                       "Jone has the receipt. The youth pay the church back from the soli.")
finish(question, expected="yes - $200 to Koronivalu Bus by Fri 11/3", actual=reply)
