"""Batch 216 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, two leaders
filing notes from their own threads, then the question's query.

App: 1st Wem Brownies hold a craft fair on Sat 9th May 2048 in the Memorial Hall, 10-1 - stallholders at £10 a
table, a tombola on the stage, squash and cakes. Jen (Brown Owl) and Liz (Snowy Owl) each add notes to one chroma
collection from their own phones (here two threads); the helper answers stallholders from the 5 nearest notes.

Memory: Jen, 2048-03-14T20:30 - craft fair Sat 9th May 10-1, stallholders in from 9 to set up, tables £10, the
tombola on the stage; Jen - the tombola prizes; Liz, 22.3. - rang the hall, the Zumba class have had Saturday mornings
8.30-9.30 for years and Jenny (the hall bookings lady) says they can't shift it, so stallholders not before half 9,
she'll put it on the booking form; Liz, Tue 21st Apr - the refreshments; Jen - 16 stalls booked. Question (Weds 6/5,
Bev, who has a candle stall): "what time can I get in to set up sat? got a lot of candles to unpack" The assistant
says half 9, once the Zumba class is out. The label says 9am.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b216_ctl_chroma_brownies_setup_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jen": [
        ("2048-03-14T20:30 CRAFT FAIR ✂️ sat 9th may 10-1, Memorial hall. stallholders in from 9 to set up, tables "
         "£10, tombola on the stage"),
        "tombola - 120 prizes so far, the Brownies are bringing more weds, tickets 50p, anything ending in 5 wins",
        "bookings - 16 stalls now, the facebook post did well, 2 on the waiting list",
    ],
    "liz": [
        ("22.3. rang the hall - Zumba have had sat mornings 8.30-9.30 for yrs + Jenny says they can't shift it 🙄 so "
         "stallholders not before half 9, I'll put it on the booking form"),
        ("Tue 21st Apr refreshments - squash + cakes, the Brownies doing the washing up for their hostess badge lol, "
         "my mum on the urn"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("1st-wem-brownies-craftfair-2048",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time can I get in to set up sat? got a lot of candles to unpack"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Weds 6 May 2048. You are talking to Bev, who has a candle stall at 1st Wem Brownies' craft fair "
           "(Sat 9 May)."] + hits
assert any("stallholders in from 9 to set up" in c for c in context), context
assert any("stallholders not before half 9" in c for c in context), context
reply = answer(question, context, mock="Half 9 - the Zumba class has the hall till 9.30, so stallholders can't get in "
                                       "before then.")
finish(question, expected="9am", actual=reply)
